import Dispatch
import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class CompletableTests: XCTestCase {
    // MARK: Subscribing

    func testSubscribingReceivesTheOneEvent() {
        var events: [String] = []
        _ = Completable.empty().subscribe { events.append(describe($0)) }
        _ = Completable.error(TestError.boom).subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["completed", "error(boom)"])
    }

    func testNeverSendsNothing() {
        assertSubscriptionsReleased {
            var events: [String] = []
            let subscription = Completable.never().subscribe { events.append(describe($0)) }
            XCTAssertEqual(events, [])
            subscription.dispose()
        }
    }

    func testSubscribeClosuresRunForTheEventThenDisposal() {
        var calls: [String] = []
        for completable in [Completable.empty(), .error(TestError.boom)] {
            _ = completable.subscribe(
                onCompleted: { calls.append("completed") },
                onError: { calls.append("error(\($0))") },
                onDisposed: { calls.append("disposed") })
        }
        XCTAssertEqual(calls, ["completed", "disposed", "error(boom)", "disposed"])
    }

    func testSubscribeWithAnObjectStopsWhenItIsReleased() {
        final class Owner {
            var calls: [String] = []
        }
        var owner: Owner? = Owner()
        _ = Completable.error(TestError.boom).subscribe(
            with: owner!, onError: { $0.calls.append("error(\($1))") },
            onDisposed: { $0.calls.append("disposed") })
        XCTAssertEqual(owner?.calls, ["error(boom)", "disposed"])

        let subject = PublishSubject<Never>()
        var calls = 0
        _ = subject.asCompletable().subscribe(with: owner!, onCompleted: { _ in calls += 1 })
        weak let released = owner
        owner = nil
        XCTAssertNil(released, "the subscription holds the object weakly")
        subject.onCompleted()
        XCTAssertEqual(calls, 0)
    }

    // MARK: create

    func testCreateSendsTheFirstEventOnly() {
        let expectations: [(CompletableEvent, [Recorded<Event<Never>>])] = [
            (.completed, [.completed(201)]),
            (.error(TestError.boom), [.error(201, TestError.boom)]),
        ]
        for (first, expected) in expectations {
            let scheduler = TestScheduler(initialClock: 0)
            var observer: Completable.CompletableObserver?
            var disposedAt: TestTime?
            scheduler.scheduleAt(201) { observer?(first) }
            scheduler.scheduleAt(202) { observer?(.error(TestError.other)) }
            scheduler.scheduleAt(203) { observer?(.completed) }
            let result = scheduler.start {
                Completable.create { emit in
                    observer = emit
                    return Disposables.create { disposedAt = scheduler.clock }
                }
            }
            XCTAssertEqual(result.events, expected)
            XCTAssertEqual(disposedAt, 201)
        }
    }

    func testCreateDisposedBeforeTheEventSendsNothing() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            var observer: Completable.CompletableObserver?
            var disposedAt: TestTime?
            scheduler.scheduleAt(203) { observer?(.completed) }
            let result = scheduler.start(disposed: 202) {
                Completable.create { emit in
                    observer = emit
                    return Disposables.create { disposedAt = scheduler.clock }
                }
            }
            XCTAssertEqual(result.events, [])
            XCTAssertEqual(disposedAt, 202)
        }
    }

    func testCreateDeliversOneEventWhenThreadsRace() {
        for _ in 0..<50 {
            let emitter = Locked<SendableEmitter<CompletableEvent>?>(nil)
            let received = Locked<[String]>([])
            let subscription = Completable.create { emit in
                emitter.withLock { $0 = SendableEmitter(emit: emit) }
                return Disposables.create()
            }
            .subscribe { event in received.withLock { $0.append(describe(event)) } }
            let emit = emitter.current!
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                emit.emit(index.isMultiple(of: 2) ? .completed : .error(TestError.boom))
            }
            XCTAssertEqual(received.current.count, 1, "\(received.current)")
            subscription.dispose()
        }
    }

    // MARK: Operators

    func testDeferredCallsTheFactoryForEachSubscription() {
        var calls = 0
        let completable = Completable.deferred {
            calls += 1
            return .empty()
        }
        _ = completable.subscribe()
        _ = completable.subscribe()
        XCTAssertEqual(calls, 2)
    }

    func testDoRunsItsHandlers() {
        var calls: [String] = []
        let result = TestScheduler(initialClock: 0).start {
            Completable.empty().do(
                onError: { _ in calls.append("onError") },
                onCompleted: { calls.append("onCompleted") },
                afterCompleted: { calls.append("afterCompleted") },
                onSubscribe: { calls.append("onSubscribe") },
                onSubscribed: { calls.append("onSubscribed") },
                onDispose: { calls.append("onDispose") })
        }
        XCTAssertEqual(result.events, [.completed(200)])
        XCTAssertEqual(
            calls,
            ["onSubscribe", "onCompleted", "afterCompleted", "onSubscribed", "onDispose"])
    }

    func testConcatRunsTheCompletablesOneAfterAnother() {
        let factories: [(Completable, Completable) -> Completable] = [
            { Completable.concat($0, $1) },
            { Completable.concat([$0, $1]) },
            { Completable.concat(AnySequence([$0, $1])) },
            { Completable.concat(AnyCollection([$0, $1])) },
            { $0.concat($1) },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.completed(50, Never.self)])
            let ys2 = scheduler.createColdObservable([.completed(50, Never.self)])
            let result = scheduler.start { factory(ys1.asCompletable(), ys2.asCompletable()) }
            XCTAssertEqual(result.events, [.completed(300)])
            XCTAssertEqual(ys1.subscriptions, [Subscription(200, 250)])
            XCTAssertEqual(ys2.subscriptions, [Subscription(250, 300)])
        }
    }

    func testConcatStopsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.error(50, TestError.boom, Never.self)])
        let ys2 = scheduler.createColdObservable([.completed(50, Never.self)])
        let result = scheduler.start { ys1.asCompletable().concat(ys2.asCompletable()) }
        XCTAssertEqual(result.events, [.error(250, TestError.boom)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testConcatOfNoneCompletesAtOnce() {
        let result = TestScheduler(initialClock: 0).start { Completable.concat([]) }
        XCTAssertEqual(result.events, [.completed(200)])
    }

    func testZipAndMergeRunTheCompletablesAtOnce() {
        let factories: [(Completable, Completable) -> Completable] = [
            { Completable.zip($0, $1) },
            { Completable.zip([$0, $1]) },
            { Completable.zip(AnyCollection([$0, $1])) },
            { Completable.merge($0, $1) },
            { Completable.merge([$0, $1]) },
            { Completable.merge(AnyCollection([$0, $1])) },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createHotObservable([
                .completed(250, Never.self), .error(260, TestError.boom),
            ])
            let ys2 = scheduler.createHotObservable([.completed(300, Never.self)])
            let result = scheduler.start { factory(ys1.asCompletable(), ys2.asCompletable()) }
            XCTAssertEqual(result.events, [.completed(300)])
            XCTAssertEqual(ys1.subscriptions, [Subscription(200, 250)])
            XCTAssertEqual(ys2.subscriptions, [Subscription(200, 300)])
        }
    }

    func testZipFailsAtTheFirstErrorAndDisposesTheOthers() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createHotObservable([.error(250, TestError.boom, Never.self)])
            let ys2 = scheduler.createHotObservable([.completed(300, Never.self)])
            let result = scheduler.start {
                Completable.zip(ys1.asCompletable(), ys2.asCompletable())
            }
            XCTAssertEqual(result.events, [.error(250, TestError.boom)])
            XCTAssertEqual(ys2.subscriptions, [Subscription(200, 250)])
        }
    }

    func testZipOfNoneCompletesAtOnce() {
        let result = TestScheduler(initialClock: 0).start { Completable.zip([Completable]()) }
        XCTAssertEqual(result.events, [.completed(200)])
    }

    func testAsyncValueReturnsOnCompletionAndThrowsTheError() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(TestError.boom).value
            XCTFail("value should have thrown")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }
}
