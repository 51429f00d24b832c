import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class TakeLastTests: XCTestCase {
    private let elements: [Recorded<Event<Int>>] = [
        .next(150, 99), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4),
    ]

    func testTheLastElementsAreSentWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(300)])
        let result = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(result.events, [.next(300, 3), .next(300, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFewerElementsThanTheCountAreAllSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(300)])
        let result = scheduler.start { xs.takeLast(10) }
        XCTAssertEqual(
            result.events,
            [.next(300, 1), .next(300, 2), .next(300, 3), .next(300, 4), .completed(300)])
    }

    func testExactlyTheCountIsAllSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(300)])
        let result = scheduler.start { xs.takeLast(4) }
        XCTAssertEqual(
            result.events,
            [.next(300, 1), .next(300, 2), .next(300, 3), .next(300, 4), .completed(300)])
    }

    func testAnErrorDropsTheKeptElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.error(300, TestError.boom)])
        let result = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(result.events, [.error(300, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakingTheLastZeroOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(300)])
        let result = scheduler.start { xs.takeLast(0) }
        XCTAssertEqual(result.events, [.completed(300)])
    }

    func testNothingIsSentBeforeTheSourceEndsAndDisposingStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(300)])
        let result = scheduler.start(disposed: 250) { xs.takeLast(2) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testANegativeCountFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(300)])
        let result = scheduler.start { xs.takeLast(-1) }
        XCTAssertEqual(result.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testAnObserverSendingIntoTheSourceAtTheEndChangesNothing() {
        let subject = BehaviorSubject(value: 1)
        var received: [Int] = []
        var completions = 0
        _ = subject.takeLast(1).subscribe(
            onNext: { element in
                received.append(element)
                subject.onNext(element + 1)  // the subject has completed: ignored
            },
            onCompleted: { completions += 1 })
        subject.onNext(5)
        subject.onCompleted()
        XCTAssertEqual(received, [5])
        XCTAssertEqual(completions, 1)
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            var received: [Int] = []
            _ = Observable.of(1, 2, 3).takeLast(2).subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [2, 3])
        }
        assertSubscriptionsReleased {
            _ = Observable<Int>.error(TestError.boom).takeLast(2).subscribe { _ in }
        }
    }
}
