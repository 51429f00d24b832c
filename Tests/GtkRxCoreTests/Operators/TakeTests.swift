import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class TakeTests: XCTestCase {
    func testTakeCompletesAfterCountElementsAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let result = scheduler.start { xs.take(2) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakingZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { xs.take(0) }
        XCTAssertEqual(result.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testASourceWithFewerElementsCompletesWhenItDoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { xs.take(5) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSourceErrorsBeforeTheCountPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let result = scheduler.start { xs.take(5) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingBeforeTheCountStopsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let result = scheduler.start(disposed: 250) { xs.take(5) }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNothingFollowsTheCompletionEvenFromASourceThatIgnoresDisposal() {
        var log: [String] = []
        let stubborn = Observable<Int>.create { observer in
            for value in 1...4 {
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
        _ = stubborn.take(2).subscribe(
            onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["1", "2", "completed"])
    }

    func testANegativeCountFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { xs.take(-1) }
        XCTAssertEqual(result.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
