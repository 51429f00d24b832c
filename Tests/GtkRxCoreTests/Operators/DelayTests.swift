import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class DelayTests: XCTestCase {
    func testShiftsElementsAndCompletionByTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(250, 4), .completed(300),
        ])
        let result = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(
            result.events,
            [.next(240, 2), .next(250, 3), .next(280, 4), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnErrorIsNotDelayedAndDropsTheDelayedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(250, 2), .error(260, TestError.boom),
        ])
        let result = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(240, 1), .error(260, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testDisposingDropsTheDelayedElements() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let result = scheduler.start(disposed: 245) {
                xs.delay(.seconds(30), scheduler: scheduler)
            }
            XCTAssertEqual(result.events, [.next(240, 1)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
        }
    }

    func testShiftsAColdSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(12, "b"), .completed(20)])
        let result = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(215, "a"), .next(217, "b"), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    /// As in RxSwift, each event goes out by a timer of its own, started once the one before
    /// has gone out: with the simulated processing delay, events due together land on
    /// consecutive ticks.
    func testABurstIsDelayedOneTimerPerEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = CountingScheduler(scheduler)
        let source = Observable<Int>.create { observer in
            for value in 1...100 {
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
        let result = scheduler.start { source.delay(.seconds(10), scheduler: counting) }
        XCTAssertEqual(
            result.events, (1...100).map { .next(209 + $0, $0) } + [.completed(310)])
        XCTAssertEqual(counting.scheduleCount, 101)
    }
}

final class DelaySubscriptionTests: XCTestCase {
    func testSubscribesAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(240, 2), .completed(300),
        ])
        let result = scheduler.start {
            xs.delaySubscription(.seconds(30), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(240, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testAColdSequenceStartsAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let result = scheduler.start {
            xs.delaySubscription(.seconds(30), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(240, 1), .error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 250)])
    }

    func testDisposingBeforeTheDueTimeNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(240, 1)])
        let result = scheduler.start(disposed: 220) {
            xs.delaySubscription(.seconds(30), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
