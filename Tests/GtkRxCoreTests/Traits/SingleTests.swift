import Dispatch
import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

/// An observer of a trait's `create`, handed to other threads: `create`'s observer may be
/// called from any thread, by contract.
struct SendableEmitter<Event>: @unchecked Sendable {
    // Sendable: the emitter `create` hands out serializes nothing itself but is made to be
    // called from several threads at once (the first event wins atomically); that is what
    // these tests exercise.
    let emit: (Event) -> Void
}

final class SingleTests: XCTestCase {
    // MARK: Subscribing

    func testSubscribingReceivesTheSuccess() {
        var events: [String] = []
        _ = Single.just(1).subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["success(1)"])
    }

    func testSubscribingReceivesTheFailure() {
        var events: [String] = []
        _ = Single<Int>.error(TestError.boom).subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["failure(boom)"])
    }

    func testNeverSendsNothing() {
        assertSubscriptionsReleased {
            var events: [String] = []
            let subscription = Single<Int>.never().subscribe { events.append(describe($0)) }
            XCTAssertEqual(events, [])
            subscription.dispose()
        }
    }

    func testSubscribeClosuresRunForTheSuccessThenDisposal() {
        var calls: [String] = []
        _ = Single.just(1).subscribe(
            onSuccess: { calls.append("success(\($0))") },
            onFailure: { calls.append("failure(\($0))") },
            onDisposed: { calls.append("disposed") })
        XCTAssertEqual(calls, ["success(1)", "disposed"])
    }

    func testSubscribeClosuresRunForTheFailureThenDisposal() {
        var calls: [String] = []
        _ = Single<Int>.error(TestError.boom).subscribe(
            onSuccess: { calls.append("success(\($0))") },
            onFailure: { calls.append("failure(\($0))") },
            onDisposed: { calls.append("disposed") })
        XCTAssertEqual(calls, ["failure(boom)", "disposed"])
    }

    func testDisposingBeforeTheEventRunsOnlyOnDisposedOnce() {
        let subject = PublishSubject<Int>()
        var calls: [String] = []
        let subscription = subject.take(1).asSingle().subscribe(
            onSuccess: { calls.append("success(\($0))") },
            onFailure: { calls.append("failure(\($0))") },
            onDisposed: { calls.append("disposed") })
        subscription.dispose()
        subscription.dispose()
        subject.onNext(1)
        XCTAssertEqual(calls, ["disposed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribeWithAnObjectPassesItWhileItLives() {
        final class Owner {
            var received: [Int] = []
        }
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        var disposedWith: [Int] = []
        _ = subject.take(1).asSingle().subscribe(
            with: owner!, onSuccess: { $0.received.append($1) },
            onDisposed: { disposedWith.append($0.received.count) })
        subject.onNext(7)
        subject.onCompleted()
        XCTAssertEqual(owner?.received, [7])
        XCTAssertEqual(disposedWith, [1])

        weak let released = owner
        let later = PublishSubject<Int>()
        var failures = 0
        _ = later.take(1).asSingle().subscribe(
            with: owner!, onSuccess: { $0.received.append($1) },
            onFailure: { _, _ in failures += 1 })
        owner = nil
        XCTAssertNil(released, "the subscription holds the object weakly")
        later.onError(TestError.boom)
        XCTAssertEqual(failures, 0, "a released object gets no more events")
    }

    // MARK: create

    func testCreateSendsTheSuccessAsAnElementAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: Single<Int>.SingleObserver?
        var disposedAt: TestTime?
        scheduler.scheduleAt(201) { observer?(.success(1)) }
        scheduler.scheduleAt(202) { observer?(.success(2)) }
        scheduler.scheduleAt(203) { observer?(.failure(TestError.boom)) }
        let result = scheduler.start {
            Single<Int>.create { emit in
                observer = emit
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        XCTAssertEqual(result.events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(disposedAt, 201)
    }

    func testCreateSendsTheFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: Single<Int>.SingleObserver?
        var disposedAt: TestTime?
        scheduler.scheduleAt(201) { observer?(.failure(TestError.boom)) }
        scheduler.scheduleAt(202) { observer?(.success(1)) }
        scheduler.scheduleAt(203) { observer?(.failure(TestError.other)) }
        let result = scheduler.start {
            Single<Int>.create { emit in
                observer = emit
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        XCTAssertEqual(result.events, [.error(201, TestError.boom)])
        XCTAssertEqual(disposedAt, 201)
    }

    func testCreateDisposedBeforeTheEventSendsNothing() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            var observer: Single<Int>.SingleObserver?
            var disposedAt: TestTime?
            let result = scheduler.createObserver(Int.self)
            var subscription: Disposable?
            scheduler.scheduleAt(201) {
                subscription = Single<Int>.create { emit in
                    observer = emit
                    return Disposables.create { disposedAt = scheduler.clock }
                }
                .asObservable()
                .subscribe(result)
            }
            scheduler.scheduleAt(202) { subscription?.dispose() }
            scheduler.scheduleAt(203) { observer?(.success(1)) }
            scheduler.scheduleAt(204) { observer?(.failure(TestError.boom)) }
            scheduler.start()
            XCTAssertEqual(result.events, [])
            XCTAssertEqual(disposedAt, 202)
        }
    }

    func testCreateSucceedingDuringSubscribeDisposesItsDisposableAtOnce() {
        assertSubscriptionsReleased {
            var disposed = false
            var events: [String] = []
            _ = Single<Int>.create { emit in
                emit(.success(5))
                return Disposables.create { disposed = true }
            }
            .subscribe { events.append(describe($0)) }
            XCTAssertEqual(events, ["success(5)"])
            XCTAssertTrue(disposed)
        }
    }

    func testCreateDeliversOneEventWhenThreadsRace() {
        for _ in 0..<50 {
            let emitter = Locked<SendableEmitter<SingleEvent<Int>>?>(nil)
            let received = Locked<[String]>([])
            let single = Single<Int>.create { emit in
                emitter.withLock { $0 = SendableEmitter(emit: emit) }
                return Disposables.create()
            }
            let subscription = single.subscribe { event in
                received.withLock { $0.append(describe(event)) }
            }
            let emit = emitter.current!
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                emit.emit(index.isMultiple(of: 2) ? .success(index) : .failure(TestError.boom))
            }
            XCTAssertEqual(received.current.count, 1, "\(received.current)")
            subscription.dispose()
        }
    }

    // MARK: Creation

    func testJustOnASchedulerSucceedsOnIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single.just(1, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .completed(202)])
    }

    func testDeferredCallsTheFactoryForEachSubscription() {
        var calls = 0
        let single = Single<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        var events: [String] = []
        _ = single.subscribe { events.append(describe($0)) }
        _ = single.subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["success(1)", "success(2)"])
    }

    func testDeferredFailsWithTheFactorysError() {
        var events: [String] = []
        _ = Single<Int>.deferred { throw TestError.boom }.subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["failure(boom)"])
    }

    func testTimerSucceedsWithZeroAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single<Int>.timer(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(202, 0), .completed(202)])
    }

    // MARK: Operators

    func testMapTransformsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single.just(1).map { $0 * 2 } }
        XCTAssertEqual(result.events, [.next(200, 2), .completed(200)])
    }

    func testMapFailsWithTheTransformsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Single.just(1).map { _ -> Int in throw TestError.boom }
        }
        XCTAssertEqual(result.events, [.error(200, TestError.boom)])
    }

    func testCompactMapGivesAMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let some = scheduler.start { Single.just("1").compactMap(Int.init) as Maybe<Int> }
        XCTAssertEqual(some.events, [.next(200, 1), .completed(200)])
        let none = TestScheduler(initialClock: 0).start {
            Single.just("a").compactMap(Int.init) as Maybe<Int>
        }
        XCTAssertEqual(none.events, [.completed(200)])
    }

    func testFilterGivesAMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let rejected = scheduler.start { Single.just(1).filter { _ in false } as Maybe<Int> }
        XCTAssertEqual(rejected.events, [.completed(200)])
        let kept = TestScheduler(initialClock: 0).start {
            Single.just(1).filter { _ in true } as Maybe<Int>
        }
        XCTAssertEqual(kept.events, [.next(200, 1), .completed(200)])
    }

    func testFlatMapSubscribesToTheNextSingleWhenTheElementArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let ys = scheduler.createColdObservable([.next(20, 2), .completed(20)])
        let result = scheduler.start {
            xs.asSingle().flatMap { first in ys.asSingle().map { first + $0 } }
        }
        XCTAssertEqual(result.events, [.next(230, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testDisposingWhileTheFlatMappedSingleIsPendingDisposesIt() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createColdObservable([.next(100, 2), .completed(100)])
            let result = scheduler.start(disposed: 250) {
                Single.just(1).flatMap { _ in ys.asSingle() }
            }
            XCTAssertEqual(result.events, [])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        }
    }

    func testFlatMapMaybeAndFlatMapCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let maybe = scheduler.start { Single.just(1).flatMapMaybe { Maybe.just($0 * 2) } }
        XCTAssertEqual(maybe.events, [.next(200, 2), .completed(200)])
        var received: [Int] = []
        let completable = TestScheduler(initialClock: 0).start {
            Single.just(10).flatMapCompletable { element in
                received.append(element)
                return Completable.empty()
            }
        }
        XCTAssertEqual(completable.events, [.completed(200)])
        XCTAssertEqual(received, [10])
    }

    func testFlatMapFailsWithTheSelectorsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Single.just(1).flatMap { _ -> Single<Int> in throw TestError.boom }
        }
        XCTAssertEqual(result.events, [.error(200, TestError.boom)])
    }

    func testAsMaybeAndAsCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let maybe = scheduler.start { Single.just(1).asMaybe() }
        XCTAssertEqual(maybe.events, [.next(200, 1), .completed(200)])
        let completable = TestScheduler(initialClock: 0).start {
            Single.just(5).asCompletable()
        }
        XCTAssertEqual(completable.events, [.completed(200)])
        let failed = TestScheduler(initialClock: 0).start {
            Single<Int>.error(TestError.boom).asCompletable()
        }
        XCTAssertEqual(failed.events, [.error(200, TestError.boom)])
    }

    func testDoRunsItsHandlersAroundTheSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls: [String] = []
        let result = scheduler.start {
            Single.just(1).do(
                onSuccess: { calls.append("onSuccess(\($0))") },
                afterSuccess: { calls.append("afterSuccess(\($0))") },
                onError: { _ in calls.append("onError") },
                onSubscribe: { calls.append("onSubscribe") },
                onSubscribed: { calls.append("onSubscribed") },
                onDispose: { calls.append("onDispose") })
        }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(
            calls,
            ["onSubscribe", "onSuccess(1)", "afterSuccess(1)", "onSubscribed", "onDispose"])
    }

    func testDoRunsOnErrorAndFailsWithWhatOnSuccessThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var errors: [String] = []
        let failed = scheduler.start {
            Single<Int>.error(TestError.boom).do(
                onError: { errors.append("onError(\($0))") },
                afterError: { errors.append("afterError(\($0))") })
        }
        XCTAssertEqual(failed.events, [.error(200, TestError.boom)])
        XCTAssertEqual(errors, ["onError(boom)", "afterError(boom)"])
        let thrown = TestScheduler(initialClock: 0).start {
            Single.just(1).do(onSuccess: { _ in throw TestError.other })
        }
        XCTAssertEqual(thrown.events, [.error(200, TestError.other)])
    }

    func testZipOfTwoSinglesTuplesAndSelects() {
        let scheduler = TestScheduler(initialClock: 0)
        let tuple = scheduler.start {
            Single.zip(Single.just(1), Single.just(2)).map { $0.0 + $0.1 }
        }
        XCTAssertEqual(tuple.events, [.next(200, 3), .completed(200)])
        let selected = TestScheduler(initialClock: 0).start {
            Single.zip(Single.just(1), Single.just(2)) { $0 + $1 }
        }
        XCTAssertEqual(selected.events, [.next(200, 3), .completed(200)])
    }

    func testAsyncValueIsTheElement() async throws {
        let value = try await Single.just(42).value
        XCTAssertEqual(value, 42)
    }

    func testAsyncValueThrowsTheError() async {
        do {
            _ = try await Single<Int>.error(TestError.boom).value
            XCTFail("value should have thrown")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }
}
