import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

/// `asSingle()`, `asMaybe()`, `asCompletable()` and `first()` of an observable.
final class PrimitiveSequenceConversionTests: XCTestCase {
    // MARK: asSingle

    func testAsSingleOfAnEmptySequenceFailsWithNoElements() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .completed(250), .error(260, TestError.boom),
            ])
            let result = scheduler.start { xs.asSingle() }
            XCTAssertEqual(result.events, [.error(250, RxError.noElements)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    func testAsSingleSendsTheOneElementWhenTheSequenceCompletes() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .completed(250), .error(260, TestError.boom),
            ])
            let result = scheduler.start { xs.asSingle() }
            XCTAssertEqual(result.events, [.next(250, 2), .completed(250)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    func testAsSingleFailsAtTheSecondElement() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .completed(250),
                .error(260, TestError.boom),
            ])
            let result = scheduler.start { xs.asSingle() }
            XCTAssertEqual(result.events, [.error(220, RxError.moreThanOneElement)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    func testAsSinglePassesTheErrorOnWithOrWithoutAnElement() {
        for events: [Recorded<Event<Int>>] in [
            [.next(150, 1), .error(210, TestError.boom)],
            [.next(150, 1), .next(205, 2), .error(210, TestError.boom)],
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            let result = scheduler.start { xs.asSingle() }
            XCTAssertEqual(result.events, [.error(210, TestError.boom)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        }
    }

    func testAsSingleDisposedBeforeTheSequenceEndsSendsNothing() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
            let result = scheduler.start(disposed: 250) { xs.asSingle() }
            XCTAssertEqual(result.events, [])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    func testAsSingleSubscribeClosures() {
        var calls: [String] = []
        _ = Observable.of(1, 2).asSingle().subscribe(
            onSuccess: { calls.append("success(\($0))") },
            onFailure: { calls.append("failure(\($0))") })
        _ = Observable<Int>.empty().asSingle().subscribe(
            onSuccess: { calls.append("success(\($0))") },
            onFailure: { calls.append("failure(\($0))") })
        _ = Observable.just(3).asSingle().subscribe(
            onSuccess: { calls.append("success(\($0))") },
            onFailure: { calls.append("failure(\($0))") })
        XCTAssertEqual(
            calls,
            [
                "failure(\(RxError.moreThanOneElement))", "failure(\(RxError.noElements))",
                "success(3)",
            ])
    }

    func testAnOptionalElementThatIsNilCountsAsAnElement() {
        let result = TestScheduler(initialClock: 0).start {
            Observable<Int?>.of(nil, nil).asSingle().map { $0 ?? -1 }
        }
        XCTAssertEqual(result.events, [.error(200, RxError.moreThanOneElement)])
    }

    // MARK: asMaybe

    func testAsMaybeOfAnEmptySequenceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .completed(250), .error(260, TestError.boom),
        ])
        let result = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybeSendsTheOneElementWhenTheSequenceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .completed(250), .error(260, TestError.boom),
        ])
        let result = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(result.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybeFailsAtTheSecondElement() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .completed(250),
            ])
            let result = scheduler.start { xs.asMaybe() }
            XCTAssertEqual(result.events, [.error(220, RxError.moreThanOneElement)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    func testAsMaybePassesTheErrorOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(205, 2), .error(210, TestError.boom),
        ])
        let result = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testAsMaybeSubscribeClosures() {
        var calls: [String] = []
        for maybe in [Observable.just(1).asMaybe(), Observable.empty().asMaybe()] {
            _ = maybe.subscribe(
                onSuccess: { calls.append("success(\($0))") },
                onError: { calls.append("error(\($0))") },
                onCompleted: { calls.append("completed") })
        }
        XCTAssertEqual(calls, ["success(1)", "completed"])
    }

    // MARK: asCompletable

    func testAsCompletablePassesCompletionAndErrorOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .completed(250, Never.self), .error(260, TestError.boom),
        ])
        let result = scheduler.start { xs.asCompletable() }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])

        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.error(210, TestError.boom, Never.self)])
        let failed = failing.start { ys.asCompletable() }
        XCTAssertEqual(failed.events, [.error(210, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testIgnoreElementsThenAsCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let result = scheduler.start { xs.ignoreElements().asCompletable() }
        XCTAssertEqual(result.events, [.completed(250)])
    }

    // MARK: first

    func testFirstSendsTheFirstElementAtOnce() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .completed(250),
            ])
            let result = scheduler.start { xs.first().map { $0 ?? -1 } }
            XCTAssertEqual(result.events, [.next(210, 2), .completed(210)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        }
    }

    func testFirstOfAnEmptySequenceIsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let result = scheduler.start { xs.first().map { $0 ?? -1 } }
        XCTAssertEqual(result.events, [.next(250, -1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFirstPassesTheErrorOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, TestError.boom)])
        let result = scheduler.start { xs.first() }
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: asInfallible

    func testASingleAsAnInfallibleReplacesItsError() {
        var elements: [Int] = []
        _ = Single<Int>.error(TestError.boom).asInfallible(onErrorJustReturn: 0)
            .subscribe(onNext: { elements.append($0) })
        _ = Single.just(5).asInfallible(onErrorJustReturn: 0)
            .subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [0, 5])
    }
}
