import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class IgnoreElementsTests: XCTestCase {
    func testOnlyTheCompletionPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(result.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testOnlyTheErrorPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
        let result = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(result.events, [.error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testASourceThatNeverEndsGivesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let result = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }
}
