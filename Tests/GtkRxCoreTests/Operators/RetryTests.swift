import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class RetryTests: XCTestCase {
    private func failing(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([
            .next(100, 1), .next(150, 2), .next(200, 3), .error(250, TestError.boom),
        ])
    }

    func testASequenceThatCompletesIsSubscribedOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(100, 1), .next(150, 2), .next(200, 3), .completed(250),
        ])
        let result = scheduler.start { xs.retry() }
        XCTAssertEqual(
            result.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testRetryResubscribesAtEachErrorUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failing(scheduler)
        let result = scheduler.start(disposed: 1100) { xs.retry() }
        XCTAssertEqual(
            result.events,
            [
                .next(300, 1), .next(350, 2), .next(400, 3),
                .next(550, 1), .next(600, 2), .next(650, 3),
                .next(800, 1), .next(850, 2), .next(900, 3),
                .next(1050, 1),
            ])
        XCTAssertEqual(
            xs.subscriptions,
            [
                Subscription(200, 450), Subscription(450, 700), Subscription(700, 950),
                Subscription(950, 1100),
            ])
    }

    func testRetryCountLimitsTheSubscriptionsAndThenFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failing(scheduler)
        let result = scheduler.start(disposed: 2000) { xs.retry(3) }
        XCTAssertEqual(
            result.events,
            [
                .next(300, 1), .next(350, 2), .next(400, 3),
                .next(550, 1), .next(600, 2), .next(650, 3),
                .next(800, 1), .next(850, 2), .next(900, 3),
                .error(950, TestError.boom),
            ])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 450), Subscription(450, 700), Subscription(700, 950)])
    }

    func testRetryCountStopsRetryingOnceASubscriptionCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let flaky = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 3 {
                observer.onError(TestError.boom)
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let result = scheduler.start { flaky.retry(5) }
        XCTAssertEqual(result.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(attempts, 3)
    }

    func testRetryZeroTimesCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failing(scheduler)
        let result = scheduler.start { xs.retry(0) }
        XCTAssertEqual(result.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testANegativeRetryCountFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failing(scheduler)
        let result = scheduler.start { xs.retry(-2) }
        XCTAssertEqual(result.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
