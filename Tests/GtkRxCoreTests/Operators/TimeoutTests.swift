import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class TimeoutTests: XCTestCase {
    func testPassesASequenceThatKeepsToTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(225, 2), .next(240, 3), .completed(255),
        ])
        let result = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(
            result.events, [.next(210, 1), .next(225, 2), .next(240, 3), .completed(255)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 255)])
    }

    func testFailsWhenTheFirstElementIsLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .completed(240)])
        let result = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.error(220, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFailsWhenAnElementIsLateAfterThePreviousOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let result = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(230, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testForwardsTheSourcesErrorBeforeTheTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, TestError.boom)])
        let result = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(215, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testDisposingCancelsTheTimeout() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let result = scheduler.start(disposed: 220) {
                xs.timeout(.seconds(20), scheduler: scheduler)
            }
            XCTAssertEqual(result.events, [.next(210, 1)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    func testSwitchesToTheOtherSequenceOnATimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 10), .next(15, 20), .completed(20)])
        let result = scheduler.start {
            xs.timeout(.seconds(20), other: ys, scheduler: scheduler)
        }
        XCTAssertEqual(
            result.events, [.next(210, 1), .next(235, 10), .next(245, 20), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testTheOtherSequenceHasNoTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 99)])
        let ys = scheduler.createColdObservable([.next(50, 1), .completed(60)])
        let result = scheduler.start {
            xs.timeout(.seconds(20), other: ys, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(270, 1), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 280)])
    }

    func testNeverSubscribesToTheOtherSequenceWhenTheSourceKeepsTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createColdObservable([.next(5, 10)])
        let result = scheduler.start {
            xs.timeout(.seconds(20), other: ys, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDisposingAfterTheSwitchDisposesTheOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3)])
        let result = scheduler.start(disposed: 300) {
            xs.timeout(.seconds(20), other: ys, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
    }
}
