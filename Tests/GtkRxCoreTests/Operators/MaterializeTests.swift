import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class MaterializeTests: XCTestCase {
    func testEachEventBecomesAnElementAndTheCompletionIsFollowedByCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .completed(300),
        ])
        let result = scheduler.start { xs.materialize() }
        XCTAssertEqual(
            result.events,
            [.next(210, .next(1)), .next(220, .next(2)), .next(300, .completed), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnErrorBecomesAnElementAndTheResultCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
        let result = scheduler.start { xs.materialize() }
        XCTAssertEqual(
            result.events,
            [.next(210, .next(1)), .next(250, .error(TestError.boom)), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testASourceThatNeverEndsGivesOnlyItsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let result = scheduler.start { xs.materialize() }
        XCTAssertEqual(result.events, [.next(210, .next(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }
}
