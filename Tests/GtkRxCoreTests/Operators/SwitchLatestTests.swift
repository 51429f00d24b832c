import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class SwitchLatestTests: XCTestCase {
    func testOnlyTheLatestInnerSequenceIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .next(50, 3), .completed(60),
        ])
        let second = scheduler.createColdObservable([.next(5, 10), .next(15, 11)])
        let third = scheduler.createColdObservable([.next(10, 20), .completed(30)])
        let xs = scheduler.createHotObservable([
            .next(210, first.asObservable()), .next(240, second.asObservable()),
            .next(300, third.asObservable()), .completed(320),
        ])
        let result = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(
            result.events,
            [
                .next(220, 1), .next(230, 2), .next(245, 10), .next(255, 11), .next(310, 20),
                .completed(330),
            ])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(second.subscriptions, [Subscription(240, 300)])
        XCTAssertEqual(third.subscriptions, [Subscription(300, 330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func testTheErrorOfAReplacedInnerIsNotSeen() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.next(10, 1), .error(50, TestError.boom)])
        let latest = scheduler.createColdObservable([.next(20, 2), .completed(30)])
        let xs = scheduler.createHotObservable([
            .next(210, failing.asObservable()), .next(230, latest.asObservable()),
            .completed(240),
        ])
        let result = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2), .completed(260)])
    }

    func testAnErrorOfTheLatestInnerOrTheSourceEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let xs = scheduler.createHotObservable([
            .next(210, failing.asObservable()), .completed(400),
        ])
        let innerError = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(innerError.events, [.next(220, 1), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let quiet = TestScheduler(initialClock: 0)
        let running = quiet.createColdObservable([.next(10, 1), .next(100, 2)])
        let ys = quiet.createHotObservable([
            .next(210, running.asObservable()), .error(250, TestError.other),
        ])
        let outerError = quiet.start { ys.switchLatest() }
        XCTAssertEqual(outerError.events, [.next(220, 1), .error(250, TestError.other)])
        XCTAssertEqual(running.subscriptions, [Subscription(210, 250)])
    }

    func testDisposingDisposesTheSourceAndTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([.next(210, inner.asObservable())])
        let result = scheduler.start(disposed: 260) { xs.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 260)])
    }

    func testInnerSequencesOnOtherThreadsAreSerialized() {
        for _ in 0..<20 {
            let outer = ManualSource<Observable<Int>>()
            let inners = [ManualSource<Int>(), ManualSource<Int>()]
            let recorder = ConcurrencyRecorder<Int>()
            let subscription = outer.observable.switchLatest().subscribe(recorder)
            outer.onNext(inners[0].observable)
            runConcurrently([
                { for value in 0..<300 { inners[0].onNext(value) } },
                { outer.onNext(inners[1].observable) },
            ])
            for value in 1000..<1010 { inners[1].onNext(value) }
            inners[1].onCompleted()
            outer.onCompleted()
            XCTAssertEqual(recorder.overlaps, 0)
            let elements = recorder.elements
            let firstCount = elements.count - 10
            XCTAssertEqual(elements, Array(0..<firstCount) + Array(1000..<1010))
            XCTAssertEqual(recorder.events.last.map(\.isCompleted), true)
            subscription.dispose()
        }
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            var received: [Int] = []
            // On the current-thread trampoline, the second inner sequence arrives between the
            // first one's elements, and replaces it.
            _ = Observable.of(Observable.of(1, 2), Observable.just(3)).switchLatest()
                .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1, 3])
        }
        assertSubscriptionsReleased {
            let subscription = Observable.just(Observable<Int>.never()).switchLatest()
                .subscribe { _ in }
            subscription.dispose()
        }
    }
}
