import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class SkipDurationTests: XCTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
        ])
    }

    func testElementsAreDroppedForTheDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testAZeroDurationDropsNothingAfterTheFirstTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(
            result.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    }

    func testTheCompletionPassesEvenWhileSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.skip(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.completed(240)])
    }

    func testAnErrorPassesEvenWhileSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let result = scheduler.start { xs.skip(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testASilentSourceLastsUntilDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let result = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testTheTimerOnAnotherThreadOpensTheGateOnce() {
        let stopped = expectation(description: "stopped")
        let log = ConcurrentEventLog(stopped: stopped)
        let count = 200_000
        let subscription = elementsOnAnotherThread(count)
            .skip(.microseconds(200), scheduler: ConcurrentTimerScheduler())
            .subscribe(log)
        wait(for: [stopped], timeout: 60)
        XCTAssertEqual(log.violations, [])
        XCTAssertEqual(log.stops, [.completed])
        // What passed is the source's last elements, without a gap.
        XCTAssertEqual(log.elements, Array((count - log.elements.count)..<count))
        subscription.dispose()
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.of(1, 2).skip(.seconds(10), scheduler: scheduler).subscribe { _ in }
            scheduler.start()
        }
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let subscription = Observable<Int>.never().skip(.seconds(10), scheduler: scheduler)
                .subscribe { _ in }
            scheduler.advanceTo(20)
            subscription.dispose()
        }
    }
}
