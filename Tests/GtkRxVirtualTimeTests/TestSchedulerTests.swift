import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

/// The virtual clock: what hot and cold observables send, when, and what they record.
final class TestSchedulerTests: XCTestCase {
    func testAHotObservableSendsAtItsTimesWhoeverListens() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
        ])
        let result = scheduler.start { xs.asObservable() }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAColdObservableSendsRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let result = scheduler.start { xs.asObservable() }
        XCTAssertEqual(result.events, [.next(210, "a"), .next(220, "b"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposalAtTheDisposedTimeIsRecorded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(600, 2)])
        let result = scheduler.start(disposed: 400) { xs.asObservable() }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testWorkRunsInTheOrderOfItsVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [Int] = []
        _ = scheduler.scheduleAt(30) { order.append(30) }
        _ = scheduler.scheduleAt(10) { order.append(10) }
        _ = scheduler.scheduleAt(20) { order.append(20) }
        scheduler.start()
        XCTAssertEqual(order, [10, 20, 30])
        XCTAssertEqual(scheduler.clock, 30)
    }

    func testWorkPutAtTheCurrentTimeRunsThenButScheduledWorkATickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [String: TestTime] = [:]
        scheduler.scheduleAt(10) {
            scheduler.scheduleAt(10) { ran["at now"] = scheduler.clock }
            _ = scheduler.schedule(()) { _ in
                ran["scheduled now"] = scheduler.clock
                return Disposables.create()
            }
            _ = scheduler.createColdObservable([.next(0, 1)]).subscribe { _ in
                ran["cold at 0"] = scheduler.clock
            }
        }
        scheduler.start()
        XCTAssertEqual(ran, ["at now": 10, "scheduled now": 11, "cold at 0": 11])
    }

    func testAdvancingStopsAtTheGivenTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        _ = scheduler.scheduleAt(10) { ran.append(10) }
        _ = scheduler.scheduleAt(50) { ran.append(50) }
        scheduler.advanceTo(20)
        XCTAssertEqual(ran, [10])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.start()
        XCTAssertEqual(ran, [10, 50])
    }

    func testDisposedWorkDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let work = scheduler.scheduleAt(10) { ran = true }
        work.dispose()
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testRelativeTimeIsCountedInTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable<Int>.timer(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(220, 0), .completed(220)])
    }

    func testRecordedEventsDescribeThemselves() {
        let event: Recorded<Event<Int>> = .next(210, 4)
        XCTAssertEqual(event.debugDescription, "next(4) @ 210")
        XCTAssertEqual(Subscription(200).debugDescription, "(200 : Infinity)")
        XCTAssertEqual(Subscription(200, 300).debugDescription, "(200 : 300)")
    }
}
