import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class StartWithTests: XCTestCase {
    func testTheElementsComeFirstThenTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 3), .completed(300)])
        let result = scheduler.start { xs.startWith(1, 2) }
        XCTAssertEqual(
            result.events, [.next(200, 1), .next(200, 2), .next(210, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnEmptySourceGivesTheElementsAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let result = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSourceErrorsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError.boom, Int.self)])
        let result = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(result.events, [.next(200, 1), .error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTheLastStartWithComesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 4), .completed(300)])
        let result = scheduler.start { xs.startWith(3).startWith(1, 2) }
        XCTAssertEqual(
            result.events,
            [.next(200, 1), .next(200, 2), .next(200, 3), .next(210, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDownstreamEndingDuringTheElementsReleasesTheSourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .completed(300)])
        let result = scheduler.start { xs.startWith(1, 2).take(1) }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testDisposingStopsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .next(260, 4), .completed(300)])
        let result = scheduler.start(disposed: 250) { xs.startWith(1) }
        XCTAssertEqual(result.events, [.next(200, 1), .next(210, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
