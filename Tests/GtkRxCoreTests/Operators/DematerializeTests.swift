import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class DematerializeTests: XCTestCase {
    func testElementEventsBecomeElementsAndACompletedEventCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(1)), .next(220, .next(2)), .next(230, .completed),
            .next(240, .next(3)), .completed(300),
        ])
        let result = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAnErrorEventFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event<Int>.next(1)), .next(230, .error(TestError.boom)), .completed(300),
        ])
        let result = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 1), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTheSourcesOwnStopEventsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let completing = scheduler.createHotObservable([
            .next(210, Event<Int>.next(1)), .completed(250),
        ])
        let failing = scheduler.createHotObservable([
            .error(260, TestError.other, Event<Int>.self)
        ])
        let completed = scheduler.createObserver(Int.self)
        let failed = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = completing.dematerialize().subscribe(completed)
            _ = failing.dematerialize().subscribe(failed)
        }
        scheduler.start()
        XCTAssertEqual(completed.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(failed.events, [.error(260, TestError.other)])
        XCTAssertEqual(completing.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 260)])
    }

    func testMaterializeThenDematerializeGivesTheOriginalSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .error(230, TestError.boom),
        ])
        let result = scheduler.start { xs.materialize().dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
