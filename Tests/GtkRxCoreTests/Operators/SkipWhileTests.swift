import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class SkipWhileTests: XCTestCase {
    func testElementsAreDroppedUntilThePredicateFailsThenAllPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1),
            .completed(300),
        ])
        var calls = 0
        let result = scheduler.start {
            xs.skip(while: { value in
                calls += 1
                return value < 3
            })
        }
        XCTAssertEqual(result.events, [.next(230, 3), .next(240, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(calls, 3, "the predicate is not called once an element has passed")
    }

    func testWhenThePredicateAlwaysHoldsOnlyTheCompletionPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { xs.skip(while: { _ in true }) }
        XCTAssertEqual(result.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAThrowingPredicateEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start {
            xs.skip(while: { value in
                if value == 2 { throw TestError.boom }
                return true
            })
        }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSourceErrorsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .error(220, TestError.other)])
        let result = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(result.events, [.next(210, 5), .error(220, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingStopsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .next(260, 6), .completed(300)])
        let result = scheduler.start(disposed: 250) { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(result.events, [.next(210, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
