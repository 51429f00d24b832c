import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class ThrottleTests: XCTestCase {
    func testEmitsTheFirstElementAtOnceAndTheLatestAtTheEndOfTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(215, 2), .next(220, 3), .next(260, 4),
            .next(270, 5), .completed(275),
        ])
        let result = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(
            result.events,
            [
                .next(210, 1),  // first: at once
                .next(230, 3),  // latest of 210..<230, at the end of the window
                .next(260, 4),  // after the window of 230: at once
                .next(280, 5),  // waiting when the source completed: at the end of the window
                .completed(280),  // right after it
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 275)])
    }

    func testWithoutLatestElementsInsideAWindowAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(215, 2), .next(220, 3), .next(260, 4),
            .next(270, 5), .completed(275),
        ])
        let result = scheduler.start {
            xs.throttle(.seconds(20), latest: false, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(260, 4), .completed(275)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 275)])
    }

    func testALatestElementEmittedAtTheEndOfAWindowOpensTheNextWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(240, 3), .next(245, 4), .completed(400),
        ])
        let result = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(
            result.events, [.next(210, 1), .next(230, 2), .next(250, 4), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testCompletionWithNothingWaitingIsForwardedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let result = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testAnErrorIsForwardedAtOnceAndDropsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .error(220, TestError.boom),
        ])
        let result = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingDropsTheWaitingElement() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let result = scheduler.start(disposed: 225) {
                xs.throttle(.seconds(20), scheduler: scheduler)
            }
            XCTAssertEqual(result.events, [.next(210, 1)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        }
    }

    func testWindowsFollowTheSchedulersResolution() {
        // A tick of 0.1 s: `.milliseconds(500)` is 5 ticks.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(213, 2), .next(216, 3), .next(219, 4), .completed(230),
        ])
        let result = scheduler.start { xs.throttle(.milliseconds(500), scheduler: scheduler) }
        XCTAssertEqual(
            result.events, [.next(210, 1), .next(215, 2), .next(220, 4), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
