import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class SkipTests: XCTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4),
            .completed(300),
        ])
    }

    func testTheFirstCountElementsAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let result = scheduler.start { xs.skip(2) }
        XCTAssertEqual(result.events, [.next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkippingZeroPassesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let result = scheduler.start { xs.skip(0) }
        XCTAssertEqual(
            result.events,
            [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkippingANegativeCountPassesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let result = scheduler.start { xs.skip(-3) }
        XCTAssertEqual(result.events.count, 5)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkippingMoreThanThereAreLeavesOnlyTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let result = scheduler.start { xs.skip(10) }
        XCTAssertEqual(result.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnErrorWhileSkippingPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let result = scheduler.start { xs.skip(5) }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingStopsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let result = scheduler.start(disposed: 235) { xs.skip(1) }
        XCTAssertEqual(result.events, [.next(220, 2), .next(230, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }
}
