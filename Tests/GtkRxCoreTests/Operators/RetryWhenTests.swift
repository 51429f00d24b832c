import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

/// An error of another type than `TestError`.
private struct OtherError: Error, Equatable {}

final class RetryWhenTests: XCTestCase {
    /// A cold source: 1 at 10, 2 at 20, then an error at 30.
    private func failingTwice(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError.boom)])
    }

    func testASourceThatCompletesNeverConsultsTheNotifier() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var errorsSeen = 0
        let result = scheduler.start {
            xs.retry { (errors: Observable<TestError>) in
                errors.do(onNext: { _ in errorsSeen += 1 })
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(errorsSeen, 0)
    }

    func testEachNotifierElementResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failingTwice(scheduler)
        let result = scheduler.start(disposed: 320) {
            xs.retry { (errors: Observable<TestError>) in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(15), scheduler: scheduler) }
            }
        }
        XCTAssertEqual(
            result.events,
            [
                .next(210, 1), .next(220, 2),  // fails at 230, retried at 245
                .next(255, 1), .next(265, 2),  // fails at 275, retried at 290
                .next(300, 1), .next(310, 2),
            ])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 230), Subscription(245, 275), Subscription(290, 320)])
    }

    func testANotifierThatCompletesAfterAnErrorCompletesTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failingTwice(scheduler)
        let result = scheduler.start {
            xs.retry { (errors: Observable<TestError>) in
                errors.enumerated().take(while: { $0.index < 1 })
            }
        }
        XCTAssertEqual(
            result.events,
            [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testANotifierThatFailsFailsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failingTwice(scheduler)
        let result = scheduler.start {
            xs.retry { (errors: Observable<TestError>) in
                errors.enumerated().map { attempt, error -> Int in
                    if attempt == 1 { throw OtherError() }
                    return attempt
                }
            }
        }
        XCTAssertEqual(
            result.events,
            [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, OtherError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testANotifierThatCompletedBeforeTheErrorCompletesTheSequenceAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(240, TestError.boom)])
        let notifier = scheduler.createHotObservable([.completed(220, Int.self)])
        let result = scheduler.start { xs.retry { (_: Observable<TestError>) in notifier } }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(240)])
        XCTAssertEqual(notifier.subscriptions, [Subscription(200, 220)])
    }

    func testANotifierCompletingWhileTheSourceRunsDoesNotEndIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let notifier = scheduler.createHotObservable([.completed(220, Int.self)])
        let result = scheduler.start { xs.retry { (_: Observable<TestError>) in notifier } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .completed(250)])
    }

    func testANotifierFailingWhileTheSourceRunsFailsTheSequenceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let notifier = scheduler.createHotObservable([.error(220, TestError.other, Int.self)])
        let result = scheduler.start { xs.retry { (_: Observable<TestError>) in notifier } }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testANotifierElementWhileTheSourceRunsIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
        let notifier = scheduler.createHotObservable([.next(220, 0), .next(230, 0)])
        let result = scheduler.start { xs.retry { (_: Observable<TestError>) in notifier } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testANotifierThatNeverAnswersLeavesTheSequenceWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failingTwice(scheduler)
        let result = scheduler.start {
            xs.retry { (_: Observable<TestError>) in Observable<Int>.never() }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAnErrorOfAnotherTypeFailsTheSequenceWithoutTheNotifier() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, OtherError())])
        var errorsSeen = 0
        let result = scheduler.start(disposed: 800) {
            xs.retry { (errors: Observable<TestError>) in
                errors.do(onNext: { _ in errorsSeen += 1 })
            }
        }
        XCTAssertEqual(result.events, [.next(205, 1), .error(210, OtherError())])
        XCTAssertEqual(errorsSeen, 0)
    }

    func testTheUntypedNotifierGetsEveryError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, OtherError())])
        let result = scheduler.start(disposed: 240) {
            xs.retry { errors in errors.map { _ in () } }
        }
        XCTAssertEqual(
            result.events, [.next(205, 1), .next(215, 1), .next(225, 1), .next(235, 1)])
    }

    func testABackOffGivesUpWithTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.boom)])
        let result = scheduler.start {
            xs.retry { (errors: Observable<Error>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt < 2
                        ? Observable<Int>.timer(.seconds(20 * (attempt + 1)), scheduler: scheduler)
                        : Observable.error(error)
                }
            }
        }
        XCTAssertEqual(
            result.events,
            [.next(205, 1), .next(235, 1), .next(285, 1), .error(290, TestError.boom)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 210), Subscription(230, 240), Subscription(280, 290)])
    }

    func testASourceFailingWhenSubscribedIsRetriedWithoutDeepeningTheStack() {
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 10_000 {
                observer.onError(TestError.boom)
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var received: [Event<Int>] = []
        _ = source.retry { (errors: Observable<TestError>) in errors }
            .subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(10_000), .completed])
    }

    @available(*, deprecated, message: "tests the deprecated alias")
    func testTheDeprecatedRetryWhenIsRetryWhen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failingTwice(scheduler)
        let result = scheduler.start {
            xs.retryWhen { (errors: Observable<TestError>) in errors.take(1) }
        }
        XCTAssertEqual(
            result.events,
            [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
        let untyped = TestScheduler(initialClock: 0)
        let ys = failingTwice(untyped)
        let result2 = untyped.start {
            ys.retryWhen { (errors: Observable<Error>) in errors.take(1) }
        }
        XCTAssertEqual(result2.events.last, .completed(260))
    }

    func testANotifierOnAnotherThreadIsSerializedWithTheSource() {
        for _ in 0..<50 {
            let xs = ManualSource<Int>()
            let notifier = ManualSource<Void>()
            let recorder = ConcurrencyRecorder<Int>()
            let subscription = xs.observable.retry { (_: Observable<TestError>) in
                notifier.observable
            }
            .subscribe(recorder)
            runConcurrently([
                { for value in 0..<300 { xs.onNext(value) } },
                { notifier.send(.error(TestError.other)) },
            ])
            XCTAssertEqual(recorder.overlaps, 0)
            let elements = recorder.elements
            XCTAssertEqual(elements, Array(0..<elements.count))
            XCTAssertEqual(recorder.events.last?.error as? TestError, .other)
            XCTAssertEqual(recorder.events.filter(\.isStopEvent).count, 1)
            subscription.dispose()
        }
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            _ = Observable.just(1).retry { (errors: Observable<Error>) in errors }.subscribe { _ in
            }
        }
        assertSubscriptionsReleased {
            var completed = false
            _ = Observable<Int>.error(TestError.boom)
                .retry { (errors: Observable<Error>) in errors.take(1) }
                .subscribe(onCompleted: { completed = true })
            XCTAssertTrue(completed, "the second error, after take(1) completed, completes it")
        }
        assertSubscriptionsReleased {
            _ = Observable<Int>.error(TestError.boom)
                .retry { (errors: Observable<Error>) in
                    errors.flatMapLatest { Observable<Int>.error($0) }
                }
                .subscribe { _ in }
        }
        assertSubscriptionsReleased {
            let subscription = Observable<Int>.error(TestError.boom)
                .retry { (_: Observable<Error>) in Observable<Int>.never() }
                .subscribe { _ in }
            subscription.dispose()
        }
    }
}
