import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class DebounceTests: XCTestCase {
    func testEmitsTheLastElementOfABurstAfterAQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(280, 4), .next(350, 5),
            .completed(360),
        ])
        let result = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(
            result.events,
            [.next(240, 3), .next(300, 4), .next(360, 5), .completed(360)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 360)])
    }

    func testASourceThatNeverPausesEmitsOnlyWhenItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            (1...9).map { Recorded.next(200 + 10 * $0, $0) } + [.completed(300)])
        let result = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(300, 9), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompletionWithNothingWaitingIsForwardedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(230, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnErrorIsForwardedAtOnceAndDropsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(250, 2), .error(260, TestError.boom),
        ])
        let result = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(230, 1), .error(260, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testDisposingDropsTheWaitingElement() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
            let result = scheduler.start(disposed: 310) {
                xs.debounce(.seconds(20), scheduler: scheduler)
            }
            XCTAssertEqual(result.events, [.next(230, 1)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
        }
    }

    func testEachSubscriptionWaitsOnItsOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(15, "b"), .completed(50)])
        let debounced = xs.debounce(.seconds(10), scheduler: scheduler)
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = debounced.subscribe(first) }
        scheduler.scheduleAt(300) { _ = debounced.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(225, "b"), .completed(250)])
        XCTAssertEqual(second.events, [.next(325, "b"), .completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 350)])
    }
}
