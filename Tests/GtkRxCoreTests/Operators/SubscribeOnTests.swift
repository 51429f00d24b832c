import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class SubscribeOnTests: XCTestCase {
    func testSubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3)])
        let result = scheduler.start { xs.subscribe(on: scheduler) }
        // Work scheduled for the present runs one tick later.
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testACompletionIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(300)])
        // The subscription of a sequence that stopped is disposed on the scheduler too, a tick
        // later (as in RxSwift).
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testAnErrorIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let result = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 1), .error(221, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 222)])
    }

    func testDisposingBeforeTheScheduledSubscriptionCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let result = scheduler.start(disposed: 200) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTheSubscriptionWorkRunsInsideTheSchedulersWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = CountingScheduler(scheduler)
        var subscribedAt: TestTime?
        var disposedAt: TestTime?
        let source = Observable<Int>.create { _ in
            subscribedAt = scheduler.clock
            return Disposables.create { disposedAt = scheduler.clock }
        }
        let result = scheduler.start(disposed: 300) { source.subscribe(on: counting) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(subscribedAt, 201)
        XCTAssertEqual(disposedAt, 301)
        XCTAssertEqual(counting.scheduleCount, 2)
    }
}
