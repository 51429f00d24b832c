import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class TakeDurationTests: XCTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
        ])
    }

    func testElementsPassUntilTheDurationEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testAZeroDurationCompletesAtTheFirstTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testASourceThatEndsSoonerEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(for: .seconds(100), scheduler: scheduler) }
        XCTAssertEqual(
            result.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])

        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let failed = failing.start { ys.take(for: .seconds(100), scheduler: failing) }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingStopsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 215) {
            xs.take(for: .seconds(25), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    @available(*, deprecated, message: "tests the deprecated alias")
    func testTheDeprecatedDurationTakeIsTakeFor() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(.seconds(25), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(225)])
    }

    func testTheTimerOnAnotherThreadIsSerializedWithTheSource() {
        for _ in 0..<10 {
            let stopped = expectation(description: "stopped")
            let log = ConcurrentEventLog(stopped: stopped)
            let subscription = elementsOnAnotherThread(100_000)
                .take(for: .microseconds(300), scheduler: ConcurrentTimerScheduler())
                .subscribe(log)
            wait(for: [stopped], timeout: 60)
            XCTAssertEqual(log.violations, [])
            XCTAssertEqual(log.stops, [.completed])
            XCTAssertEqual(log.elements, Array(0..<log.elements.count))
            subscription.dispose()
        }
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.of(1, 2).take(for: .seconds(10), scheduler: scheduler).subscribe { _ in }
            scheduler.start()
        }
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable<Int>.never().take(for: .seconds(10), scheduler: scheduler)
                .subscribe { _ in }
            scheduler.start()
        }
    }
}
