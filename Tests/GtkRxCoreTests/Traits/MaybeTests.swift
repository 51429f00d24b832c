import Dispatch
import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class MaybeTests: XCTestCase {
    // MARK: Subscribing

    func testSubscribingReceivesTheOneEvent() {
        var events: [String] = []
        _ = Maybe.just(1).subscribe { events.append(describe($0)) }
        _ = Maybe<Int>.empty().subscribe { events.append(describe($0)) }
        _ = Maybe<Int>.error(TestError.boom).subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["success(1)", "completed", "error(boom)"])
    }

    func testNeverSendsNothing() {
        assertSubscriptionsReleased {
            var events: [String] = []
            let subscription = Maybe<Int>.never().subscribe { events.append(describe($0)) }
            XCTAssertEqual(events, [])
            subscription.dispose()
        }
    }

    func testASuccessRunsOnSuccessButNotOnCompleted() {
        var calls: [String] = []
        _ = Maybe.just(1).subscribe(
            onSuccess: { calls.append("success(\($0))") },
            onError: { calls.append("error(\($0))") },
            onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") })
        XCTAssertEqual(calls, ["success(1)", "disposed"])
    }

    func testCompletionAndErrorRunTheirClosuresThenDisposal() {
        var calls: [String] = []
        for maybe in [Maybe<Int>.empty(), .error(TestError.boom)] {
            _ = maybe.subscribe(
                onSuccess: { calls.append("success(\($0))") },
                onError: { calls.append("error(\($0))") },
                onCompleted: { calls.append("completed") },
                onDisposed: { calls.append("disposed") })
        }
        XCTAssertEqual(calls, ["completed", "disposed", "error(boom)", "disposed"])
    }

    func testSubscribeWithAnObjectStopsWhenItIsReleased() {
        final class Owner {
            var calls: [String] = []
        }
        var owner: Owner? = Owner()
        _ = Maybe<Int>.empty().subscribe(
            with: owner!, onCompleted: { $0.calls.append("completed") },
            onDisposed: { $0.calls.append("disposed") })
        XCTAssertEqual(owner?.calls, ["completed", "disposed"])

        let subject = PublishSubject<Int>()
        var calls = 0
        _ = subject.asMaybe().subscribe(
            with: owner!, onSuccess: { _, _ in calls += 1 }, onCompleted: { _ in calls += 1 })
        weak let released = owner
        owner = nil
        XCTAssertNil(released, "the subscription holds the object weakly")
        subject.onCompleted()
        XCTAssertEqual(calls, 0)
    }

    // MARK: create

    func testCreateSendsTheFirstEventOnly() {
        let expectations: [(MaybeEvent<Int>, [Recorded<Event<Int>>])] = [
            (.success(1), [.next(201, 1), .completed(201)]),
            (.completed, [.completed(201)]),
            (.error(TestError.boom), [.error(201, TestError.boom)]),
        ]
        for (first, expected) in expectations {
            let scheduler = TestScheduler(initialClock: 0)
            var observer: Maybe<Int>.MaybeObserver?
            var disposedAt: TestTime?
            scheduler.scheduleAt(201) { observer?(first) }
            scheduler.scheduleAt(202) { observer?(.success(2)) }
            scheduler.scheduleAt(203) { observer?(.error(TestError.other)) }
            scheduler.scheduleAt(204) { observer?(.completed) }
            let result = scheduler.start {
                Maybe<Int>.create { emit in
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
            var observer: Maybe<Int>.MaybeObserver?
            var disposedAt: TestTime?
            scheduler.scheduleAt(203) { observer?(.success(1)) }
            let result = scheduler.start(disposed: 202) {
                Maybe<Int>.create { emit in
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
            let emitter = Locked<SendableEmitter<MaybeEvent<Int>>?>(nil)
            let received = Locked<[String]>([])
            let subscription = Maybe<Int>.create { emit in
                emitter.withLock { $0 = SendableEmitter(emit: emit) }
                return Disposables.create()
            }
            .subscribe { event in received.withLock { $0.append(describe(event)) } }
            let emit = emitter.current!
            DispatchQueue.concurrentPerform(iterations: 9) { index in
                switch index % 3 {
                case 0: emit.emit(.success(index))
                case 1: emit.emit(.completed)
                default: emit.emit(.error(TestError.boom))
                }
            }
            XCTAssertEqual(received.current.count, 1, "\(received.current)")
            subscription.dispose()
        }
    }

    // MARK: Creation

    func testJustEmptyAndJustOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Maybe.just(1, scheduler: scheduler) }.events,
            [.next(201, 1), .completed(202)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe<Int>.empty() }.events, [.completed(200)])
    }

    func testDeferredCallsTheFactoryForEachSubscription() {
        var calls = 0
        let maybe = Maybe<Int>.deferred {
            calls += 1
            return calls == 1 ? .just(calls) : .empty()
        }
        var events: [String] = []
        _ = maybe.subscribe { events.append(describe($0)) }
        _ = maybe.subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["success(1)", "completed"])
    }

    func testTimerSucceedsWithZeroAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Maybe<Int>.timer(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(202, 0), .completed(202)])
    }

    // MARK: Operators

    func testMapTransformsTheElementAndKeepsEmptiness() {
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe.just(1).map { $0 * 2 } }.events,
            [.next(200, 2), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe<Int>.empty().map { $0 * 2 } }.events,
            [.completed(200)])
    }

    func testCompactMapAndFilterMayEmptyIt() {
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe.just("1").compactMap(Int.init) }.events,
            [.next(200, 1), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe.just("a").compactMap(Int.init) }.events,
            [.completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe.just(1).filter { _ in false } }.events,
            [.completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe.just(1).filter { $0 > 0 } }.events,
            [.next(200, 1), .completed(200)])
    }

    func testFlatMapSubscribesToTheNextMaybeForTheElementOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        let result = scheduler.start { Maybe.just(1).flatMap { _ in ys.asMaybe() } }
        XCTAssertEqual(result.events, [.next(210, 5), .completed(210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])

        var calls = 0
        let empty = TestScheduler(initialClock: 0).start {
            Maybe<Int>.empty().flatMap { element -> Maybe<Int> in
                calls += 1
                return .just(element)
            }
        }
        XCTAssertEqual(empty.events, [.completed(200)])
        XCTAssertEqual(calls, 0)
    }

    func testDoSeesTheMaybeAsAnObservable() {
        var calls: [String] = []
        let result = TestScheduler(initialClock: 0).start {
            Maybe.just(1).do(
                onNext: { calls.append("onNext(\($0))") },
                afterNext: { calls.append("afterNext(\($0))") },
                onError: { _ in calls.append("onError") },
                onCompleted: { calls.append("onCompleted") },
                afterCompleted: { calls.append("afterCompleted") },
                onSubscribe: { calls.append("onSubscribe") },
                onSubscribed: { calls.append("onSubscribed") },
                onDispose: { calls.append("onDispose") })
        }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(
            calls,
            [
                "onSubscribe", "onNext(1)", "afterNext(1)", "onCompleted", "afterCompleted",
                "onSubscribed", "onDispose",
            ])
    }

    func testIfEmptyDefaultGivesASingle() {
        let empty = TestScheduler(initialClock: 0).start {
            Maybe<Int>.empty().ifEmpty(default: 5) as Single<Int>
        }
        XCTAssertEqual(empty.events, [.next(200, 5), .completed(200)])
        let full = TestScheduler(initialClock: 0).start { Maybe.just(1).ifEmpty(default: 5) }
        XCTAssertEqual(full.events, [.next(200, 1), .completed(200)])
        let failed = TestScheduler(initialClock: 0).start {
            Maybe<Int>.error(TestError.boom).ifEmpty(default: 5)
        }
        XCTAssertEqual(failed.events, [.error(200, TestError.boom)])
    }

    func testIfEmptySwitchesWhenTheMaybeCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let ys = scheduler.createColdObservable([.next(30, 10), .completed(30)])
        let result = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()) }
        XCTAssertEqual(result.events, [.next(250, 10), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])

        let single = TestScheduler(initialClock: 0).start {
            Maybe<Int>.empty().ifEmpty(switchTo: Single.just(10)) as Single<Int>
        }
        XCTAssertEqual(single.events, [.next(200, 10), .completed(200)])
    }

    func testIfEmptyDoesNotSubscribeToTheOtherWhenThereIsAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createColdObservable([.next(30, 10), .completed(30)])
        let result = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
        XCTAssertEqual(result.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDisposingWhileTheSwitchedToMaybeIsPendingDisposesIt() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createColdObservable([.next(100, 10), .completed(100)])
            let result = scheduler.start(disposed: 250) {
                Maybe<Int>.empty().ifEmpty(switchTo: ys.asMaybe())
            }
            XCTAssertEqual(result.events, [])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        }
    }

    func testZipOfTwoMaybes() {
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start {
                Maybe.zip(Maybe.just(1), Maybe.just(2)).map { $0.0 + $0.1 }
            }.events,
            [.next(200, 3), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start {
                Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 }
            }.events,
            [.next(200, 3), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start {
                Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }
            }.events,
            [.completed(200)])
    }

    func testAsyncValueIsTheElementOrNil() async throws {
        let some = try await Maybe.just(42).value
        XCTAssertEqual(some, 42)
        let none = try await Maybe<Int>.empty().value
        XCTAssertNil(none)
        do {
            _ = try await Maybe<Int>.error(TestError.boom).value
            XCTFail("value should have thrown")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }
}
