import GtkRxVirtualTime
import TestHelpers
import XCTest

@testable import GtkRxCore

/// The operators every trait has: time, schedulers, errors, resources and debugging.
final class PrimitiveSequenceOperatorTests: XCTestCase {
    // MARK: delay, delaySubscription

    func testDelayShiftsTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single.just(1).delay(.seconds(2), scheduler: scheduler) }
        // The element and the completion, due together, are two scheduled actions (as in
        // RxSwift): the completion lands a tick later.
        XCTAssertEqual(single.events, [.next(202, 1), .completed(203)])

        let justScheduler = TestScheduler(initialClock: 0)
        let just = justScheduler.start {
            Maybe.just(1).delay(.seconds(2), scheduler: justScheduler)
        }
        XCTAssertEqual(just.events, [.next(202, 1), .completed(203)])

        let maybeScheduler = TestScheduler(initialClock: 0)
        let maybe = maybeScheduler.start {
            Maybe<Int>.empty().delay(.seconds(2), scheduler: maybeScheduler)
        }
        XCTAssertEqual(maybe.events, [.completed(202)])

        let completableScheduler = TestScheduler(initialClock: 0)
        let completable = completableScheduler.start {
            Completable.empty().delay(.seconds(2), scheduler: completableScheduler)
        }
        XCTAssertEqual(completable.events, [.completed(202)])
    }

    func testDelayDoesNotDelayAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Single<Int>.error(TestError.boom).delay(.seconds(2), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.error(200, TestError.boom)])
    }

    func testDelaySubscriptionSubscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let single = scheduler.start {
            xs.asSingle().delaySubscription(.seconds(2), scheduler: scheduler)
        }
        XCTAssertEqual(single.events, [.next(212, 1), .completed(212)])
        XCTAssertEqual(xs.subscriptions, [Subscription(202, 212)])

        let completableScheduler = TestScheduler(initialClock: 0)
        let completable = completableScheduler.start {
            Completable.empty().delaySubscription(.seconds(2), scheduler: completableScheduler)
        }
        XCTAssertEqual(completable.events, [.completed(202)])
    }

    func testDisposingBeforeTheDelayedSubscriptionNeverSubscribes() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
            let result = scheduler.start(disposed: 201) {
                xs.asMaybe().delaySubscription(.seconds(2), scheduler: scheduler)
            }
            XCTAssertEqual(result.events, [])
            XCTAssertEqual(xs.subscriptions, [])
        }
    }

    // MARK: observe(on:), subscribe(on:)

    func testObserveOnDeliversOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single.just(1).observe(on: scheduler) }
        // The completion is delivered by a scheduled action of its own (as in RxSwift), a tick
        // after the element.
        XCTAssertEqual(single.events, [.next(201, 1), .completed(202)])

        let maybeScheduler = TestScheduler(initialClock: 0)
        let maybe = maybeScheduler.start { Maybe.just(1).observe(on: maybeScheduler) }
        XCTAssertEqual(maybe.events, [.next(201, 1), .completed(202)])

        let completableScheduler = TestScheduler(initialClock: 0)
        let completable = completableScheduler.start {
            Completable.empty().observe(on: completableScheduler)
        }
        XCTAssertEqual(completable.events, [.completed(201)])
    }

    func testSubscribeOnSubscribesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let maybe = scheduler.start { Maybe.just(1).subscribe(on: scheduler) }
        XCTAssertEqual(maybe.events, [.next(201, 1), .completed(201)])

        let completableScheduler = TestScheduler(initialClock: 0)
        let completable = completableScheduler.start {
            Completable.empty().subscribe(on: completableScheduler)
        }
        XCTAssertEqual(completable.events, [.completed(201)])
    }

    // MARK: catch, catchAndReturn, retry

    func testCatchSwitchesToTheHandlersSequence() {
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start {
                Single.error(TestError.boom).catch { _ in Single.just(2) }
            }.events,
            [.next(200, 2), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start {
                Maybe<Int>.error(TestError.boom).catch { _ in .empty() }
            }.events,
            [.completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start {
                Completable.error(TestError.boom).catch { _ in .empty() }
            }.events,
            [.completed(200)])
    }

    func testCatchFailsWithWhatTheHandlerThrows() {
        let result = TestScheduler(initialClock: 0).start {
            Single<Int>.error(TestError.boom).catch { _ in throw TestError.other }
        }
        XCTAssertEqual(result.events, [.error(200, TestError.other)])
    }

    func testCatchAndReturn() {
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start {
                Single.error(TestError.boom).catchAndReturn(2)
            }.events,
            [.next(200, 2), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start {
                Maybe.error(TestError.boom).catchAndReturn(2)
            }.events,
            [.next(200, 2), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Single.just(1).catchAndReturn(2) }.events,
            [.next(200, 1), .completed(200)])
    }

    func testRetrySubscribesAgainAfterAnError() {
        var isFirst = true
        let result = TestScheduler(initialClock: 0).start {
            Single.error(TestError.boom)
                .catch { error in
                    defer { isFirst = false }
                    return isFirst ? Single.error(error) : Single.just(2)
                }
                .retry(2)
        }
        XCTAssertEqual(result.events, [.next(200, 2), .completed(200)])
    }

    func testRetryFailsWithTheLastErrorAfterItsAttempts() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.error(10, TestError.boom, Never.self)])
            let result = scheduler.start { xs.asCompletable().retry(3) }
            XCTAssertEqual(result.events, [.error(230, TestError.boom)])
            XCTAssertEqual(
                xs.subscriptions,
                [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
        }
    }

    func testRetryWithoutAttempts() {
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Single.just(1).retry(0) }.events,
            [.error(200, RxError.noElements)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe.just(1).retry(0) }.events,
            [.completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Completable.never().retry(-1) }.events,
            [.error(200, RxError.argumentOutOfRange)])
    }

    // MARK: timeout

    func testTimeoutFailsWhenTheSequenceIsLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let single = scheduler.start { xs.asSingle().timeout(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(single.events, [.error(205, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])

        let completableScheduler = TestScheduler(initialClock: 0)
        let ys = completableScheduler.createColdObservable([.completed(20, Never.self)])
        let completable = completableScheduler.start {
            ys.asCompletable().timeout(.seconds(5), scheduler: completableScheduler)
        }
        XCTAssertEqual(completable.events, [.error(205, RxError.timeout)])
    }

    func testTimeoutSwitchesToTheOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(20, 2), .completed(20)])
        let result = scheduler.start {
            xs.asMaybe().timeout(.seconds(5), other: ys.asMaybe(), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(225, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(ys.subscriptions, [Subscription(205, 225)])
    }

    func testTimeoutPassesASequenceThatIsInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(20, 2), .completed(20)])
        let result = scheduler.start {
            xs.asSingle().timeout(.seconds(30), other: ys.asSingle(), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [])

        let completableScheduler = TestScheduler(initialClock: 0)
        let zs = completableScheduler.createColdObservable([.completed(20, Never.self)])
        let completable = completableScheduler.start {
            zs.asCompletable().timeout(.seconds(30), scheduler: completableScheduler)
        }
        XCTAssertEqual(completable.events, [.completed(220)])
    }

    // MARK: using

    func testUsingOwnsTheResourceForTheSubscription() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            var resource: TickingResource?
            var received: TickingResource?
            var xs: TestableObservable<Int>?
            var factoryCalls = 0
            let result = scheduler.start {
                Single.using {
                    resource = TickingResource(scheduler: scheduler)
                    return resource!
                } primitiveSequenceFactory: { made in
                    received = made
                    factoryCalls += 1
                    let cold = scheduler.createColdObservable([
                        .next(100, scheduler.clock), .completed(100),
                    ])
                    xs = cold
                    return cold.asSingle()
                }
            }
            XCTAssertTrue(resource === received)
            XCTAssertEqual(factoryCalls, 1)
            XCTAssertEqual(result.events, [.next(300, 200), .completed(300)])
            XCTAssertEqual(xs?.subscriptions, [Subscription(200, 300)])
            XCTAssertEqual(resource?.ticks, [200, 300])
        }
    }

    func testUsingDisposesTheResourceWhenTheSubscriptionIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TickingResource?
        let result = scheduler.start(disposed: 250) {
            Completable.using {
                resource = TickingResource(scheduler: scheduler)
                return resource!
            } primitiveSequenceFactory: { _ in
                .never()
            }
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(resource?.ticks, [200, 250])
    }

    func testUsingFailsWithTheFactoriesErrors() {
        let resourceFailed = TestScheduler(initialClock: 0).start {
            Maybe<Int>.using { () throws -> TickingResource in
                throw TestError.boom
            } primitiveSequenceFactory: { _ in
                .just(1)
            }
        }
        XCTAssertEqual(resourceFailed.events, [.error(200, TestError.boom)])

        let scheduler = TestScheduler(initialClock: 0)
        var resource: TickingResource?
        let sequenceFailed = scheduler.start {
            Maybe<Int>.using {
                resource = TickingResource(scheduler: scheduler)
                return resource!
            } primitiveSequenceFactory: { _ in
                throw TestError.other
            }
        }
        XCTAssertEqual(sequenceFailed.events, [.error(200, TestError.other)])
        XCTAssertEqual(resource?.ticks, [200, 200], "the resource made is disposed")
    }

    // MARK: debug

    func testDebugLogsTheOutcomeAndPassesItOn() {
        var lines: [String] = []
        let result = TestScheduler(initialClock: 0).start {
            Single.just(1).debug(
                "single", trimOutput: false, file: #file, line: #line, function: #function,
                output: { lines.append($0) })
        }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(
            lines.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") },
            [
                "single -> subscribed", "single -> Event next(1)", "single -> Event completed",
                "single -> isDisposed",
            ])
    }

    func testPublicDebugPassesTheOutcomeOn() {
        let result = TestScheduler(initialClock: 0).start { Completable.empty().debug() }
        XCTAssertEqual(result.events, [.completed(200)])
    }
}
