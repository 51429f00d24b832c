import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// The operators of Driver and Signal in virtual time: `SharingScheduler.mock` makes their
/// conversions (`observe(on:)`) and time-based operators run on a `TestScheduler`. The clock is
/// made without the simulated processing tick, so work a conversion schedules "now" runs at
/// the time of the event that caused it, and expected times read as the sources' times.
final class SharedSequenceOperatorTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    /// Runs `create` (at 100, on a fresh virtual clock without the processing tick) under
    /// `SharingScheduler.mock`, subscribes at 200, disposes at 1000, and returns the events,
    /// checking every operator subscription was released.
    private func record<Element>(
        file: StaticString = #filePath, line: UInt = #line,
        _ create: @escaping (TestScheduler) -> SharedSequence<some SharingStrategyProtocol, Element>
    ) -> [Recorded<Event<Element>>] {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let before = Resources.total
        let events = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { create(scheduler).asObservable() }.events
        }
        XCTAssertEqual(
            Resources.total, before, "operator subscriptions leaked", file: file, line: line)
        return events
    }

    /// ``record(file:line:_:)`` of what `create` makes from a hot source sending `events`.
    private func record<Source, Element>(
        _ events: [Recorded<Event<Source>>], file: StaticString = #filePath, line: UInt = #line,
        _ create:
            @escaping (Observable<Source>) -> SharedSequence<
                some SharingStrategyProtocol, Element
            >
    ) -> [Recorded<Event<Element>>] {
        record(file: file, line: line) { scheduler in
            create(scheduler.createHotObservable(events).asObservable())
        }
    }

    /// Runs `create` as ``record(file:line:_:)`` does, on this test's scheduler (so that the
    /// test can check its sources' subscriptions); call it once per test.
    private func start<Element>(
        file: StaticString = #filePath, line: UInt = #line,
        _ create: @escaping () -> SharedSequence<some SharingStrategyProtocol, Element>
    ) -> [Recorded<Event<Element>>] {
        let before = Resources.total
        let events = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { create().asObservable() }.events
        }
        XCTAssertEqual(
            Resources.total, before, "operator subscriptions leaked", file: file, line: line)
        return events
    }

    /// 1, 2, 3 at 210, 220, 230, then an error at 240.
    private let failing: [Recorded<Event<Int>>] = [
        .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .error(240, TestError.boom),
    ]

    /// A hot source sending ``failing``, on this test's scheduler.
    private func failingSource() -> TestableObservable<Int> {
        scheduler.createHotObservable(failing)
    }

    // MARK: - Mocking

    func testMockRoutesConversionsAndTimersAndRestoresTheDefault() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let events = start { xs.asDriver(onErrorJustReturn: 0).debounce(.seconds(10)) }
        XCTAssertEqual(events, [.next(225, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertTrue(SharingScheduler.make() is MainScheduler, "the default is back")
        XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
        XCTAssertFalse(
            SharingScheduler.make() as AnyObject === SharingScheduler.make() as AnyObject,
            "each call makes a MainScheduler of its own")
    }

    func testMockRestoresTheSchedulerWhenTheActionThrows() {
        XCTAssertThrowsError(
            try SharingScheduler.mock(scheduler: scheduler) {
                XCTAssertTrue(SignalSharingStrategy.scheduler as AnyObject === scheduler)
                throw TestError.boom
            })
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testNestedMocksRestoreInOrder() {
        let other = TestScheduler(initialClock: 0)
        SharingScheduler.mock(makeScheduler: { self.scheduler }) {
            SharingScheduler.mock(scheduler: other) {
                XCTAssertTrue(SharingScheduler.make() as AnyObject === other)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    // MARK: - Conversions and sharing

    /// RxCocoa's published sharing test: one subscription to the source while connected, the
    /// latest element replayed to a late subscriber, a fresh subscription after everyone left.
    /// Not mocked: on the main thread, each conversion's own MainScheduler delivers at once,
    /// so events keep the virtual times they were sent at.
    func testADriverSharesOneSubscriptionAndReplaysTheLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer1 = scheduler.createObserver(Int.self)
        let observer2 = scheduler.createObserver(Int.self)
        let observer3 = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        let cold = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, TestError.boom),
        ])
        let driver = cold.asDriver(onErrorJustReturn: -1)
        scheduler.scheduleAt(200) {
            subscriptions.append(driver.asObservable().subscribe(observer1))
        }
        scheduler.scheduleAt(225) {
            subscriptions.append(driver.asObservable().subscribe(observer2))
        }
        scheduler.scheduleAt(235) { subscriptions[0].dispose() }
        scheduler.scheduleAt(260) {
            subscriptions[1].dispose()
            subscriptions.append(driver.asObservable().subscribe(observer3))
        }
        scheduler.scheduleAt(285) { subscriptions[2].dispose() }
        scheduler.start()

        XCTAssertEqual(observer1.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        XCTAssertEqual(
            observer2.events,
            [.next(225, 1), .next(230, 2), .next(240, 3), .next(250, -1), .completed(250)])
        XCTAssertEqual(observer3.events, [.next(270, 0), .next(280, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
    }

    func testASignalSharesWithoutReplaying() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let observer1 = scheduler.createObserver(Int.self)
        let observer2 = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) { _ = signal.asObservable().subscribe(observer1) }
            scheduler.scheduleAt(220) { _ = signal.asObservable().subscribe(observer2) }
            scheduler.start()
        }
        XCTAssertEqual(observer1.events, [.next(210, 1), .next(230, 2), .completed(300)])
        XCTAssertEqual(observer2.events, [.next(230, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testRelaysAndInfallibleConvertWithoutAnErrorHandler() {
        let behavior = BehaviorRelay(value: 0)
        XCTAssertEqual(
            record { scheduler in
                scheduler.scheduleAt(210) { behavior.accept(1) }
                return behavior.asDriver()
            },
            [.next(200, 0), .next(210, 1)])
        let publish = PublishRelay<Int>()
        XCTAssertEqual(
            record { scheduler in
                scheduler.scheduleAt(150) { publish.accept(1) }
                scheduler.scheduleAt(210) { publish.accept(2) }
                return publish.asSignal()
            },
            [.next(210, 2)])
        XCTAssertEqual(
            record([.next(215, 7), .error(250, TestError.boom)]) {
                $0.asInfallible(onErrorJustReturn: -1).asDriver()
            },
            [.next(215, 7), .next(250, -1), .completed(250)])
    }

    /// RxCocoa's published asSharedSequence tests: the strategy comes from the result's type.
    func testAsSharedSequenceWithEachErrorHandler() {
        let failing: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .error(230, TestError.boom),
        ]
        XCTAssertEqual(
            record(failing) { (xs: Observable<Int>) -> Signal<Int> in
                xs.asSharedSequence(onErrorJustReturn: -1)
            },
            [.next(210, 1), .next(220, 2), .next(230, -1), .completed(230)])
        XCTAssertEqual(
            record(failing) { (xs: Observable<Int>) -> Signal<Int> in
                xs.asSharedSequence(onErrorDriveWith: .just(-2))
            },
            [.next(210, 1), .next(220, 2), .next(230, -2), .completed(230)])
        XCTAssertEqual(
            record(failing) { (xs: Observable<Int>) -> Driver<Int> in
                xs.asSharedSequence(
                    sharingStrategy: DriverSharingStrategy.self, onErrorRecover: { _ in .just(-3) })
            },
            [.next(210, 1), .next(220, 2), .next(230, -3), .completed(230)])
    }

    func testDriverAndSignalConvertToThemselves() {
        let driver = Driver.just(1)
        let signal = Signal.just(1)
        XCTAssertTrue(driver.asDriver().asObservable() === driver.asObservable())
        XCTAssertTrue(signal.asSignal().asObservable() === signal.asObservable())
    }

    // MARK: - Creation

    /// RxCocoa's published creation tests, with RxTest's processing tick: each element and the
    /// completion are separate work on the scheduler.
    func testFromOptionalSequenceAndArrayDeliverEachElementAsWorkOfItsOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(
                scheduler.start { Driver.from(optional: 1 as Int?).asObservable() }.events,
                [.next(201, 1), .completed(202)])
            XCTAssertEqual(
                scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
                    Driver.from(optional: nil as Int?).asObservable()
                }.events,
                [.completed(1201)])
            XCTAssertEqual(
                scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) {
                    Driver.from(AnySequence([10])).asObservable()
                }.events,
                [.next(2201, 10), .completed(2202)])
            XCTAssertEqual(
                scheduler.start(created: 3100, subscribed: 3200, disposed: 4000) {
                    Signal.from([20, 21]).asObservable()
                }.events,
                [.next(3201, 20), .next(3202, 21), .completed(3203)])
        }
    }

    func testDeferredMakesASequencePerSubscription() {
        var made = 0
        let events = start {
            Driver<Int>.deferred {
                made += 1
                return Driver.just(made)
            }
        }
        XCTAssertEqual(events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(made, 1)
    }

    /// RxCocoa's published interval and timer tests: shared, so a late subscriber gets the
    /// latest value at once, then the ticks in common.
    func testIntervalAndTimerAreSharedAndReplayed() {
        for (make, secondTick) in [
            ({ Driver<Int>.interval(.seconds(100)) }, 220),
            ({ Driver<Int>.timer(.seconds(100), period: .seconds(105)) }, 225),
        ] as [(() -> Driver<Int>, Int)] {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            SharingScheduler.mock(scheduler: scheduler) {
                let ticks = make()
                var subscriptions: [Disposable] = []
                scheduler.scheduleAt(20) {
                    subscriptions.append(ticks.asObservable().subscribe(first))
                }
                scheduler.scheduleAt(170) {
                    subscriptions.append(ticks.asObservable().subscribe(second))
                }
                scheduler.scheduleAt(230) { subscriptions.forEach { $0.dispose() } }
                scheduler.start()
            }
            XCTAssertEqual(first.events, [.next(120, 0), .next(secondTick, 1)])
            XCTAssertEqual(second.events, [.next(170, 0), .next(secondTick, 1)])
        }
    }

    // MARK: - Element operators

    func testMapFilterCompactMapSkipAndScanKeepTheTrait() {
        let xs = failingSource()
        let events = start {
            xs.asDriver(onErrorJustReturn: -1)
                .map { $0 * 10 }
                .compactMap { $0 == 20 ? nil : $0 }
                .filter { $0 != 0 }
                .skip(1)
                .scan(0) { $0 + $1 }
        }
        // 10 skipped, 20 dropped, 30, then the fallback -10.
        XCTAssertEqual(events, [.next(230, 30), .next(240, 20), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testScanIntoAndStartWith() {
        let xs = failingSource()
        let events = start {
            xs.asSignal(onErrorJustReturn: 0).scan(into: [Int]()) { $0.append($1) }
                .map { $0.count }
                .startWith(-2, -1)
        }
        XCTAssertEqual(
            events,
            [
                .next(200, -2), .next(200, -1), .next(210, 1), .next(220, 2), .next(230, 3),
                .next(240, 4), .completed(240),
            ])
    }

    func testDistinctUntilChangedInEveryForm() {
        struct Point: Equatable {
            var x: Int
            var y: Int
        }
        let values = [1, 1, 2, 2, 3, 1]
        let events: [Recorded<Event<Int>>] =
            values.enumerated().map { .next(210 + 10 * $0.offset, $0.element) } + [.completed(300)]
        let expected: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(230, 2), .next(250, 3), .next(260, 1), .completed(300),
        ]
        XCTAssertEqual(
            record(events) { $0.asDriver(onErrorJustReturn: 0).distinctUntilChanged() }, expected)
        XCTAssertEqual(
            record(events) { $0.asDriver(onErrorJustReturn: 0).distinctUntilChanged { $0 } },
            expected)
        XCTAssertEqual(
            record(events) { $0.asDriver(onErrorJustReturn: 0).distinctUntilChanged { $0 == $1 } },
            expected)
        XCTAssertEqual(
            record(events) {
                $0.asDriver(onErrorJustReturn: 0).distinctUntilChanged({ $0 }, comparer: ==)
            },
            expected)
        XCTAssertEqual(
            record(events) {
                $0.asDriver(onErrorJustReturn: 0).map { Point(x: $0, y: 0) }
                    .distinctUntilChanged(at: \.x).map(\.x)
            },
            expected)
    }

    func testDoRunsItsClosuresAroundEachEvent() {
        let xs = failingSource()
        var log: [String] = []
        let events = start {
            xs.asDriver(onErrorJustReturn: -1).do(
                onNext: { log.append("next \($0)") }, afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("completed") },
                afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") })
        }
        XCTAssertEqual(events.count, 5)
        // The completion reaches the share, which ends its connection (and so runs
        // `onDispose`) while delivering it, before `afterCompleted`, as in RxCocoa.
        XCTAssertEqual(
            log,
            [
                "subscribe", "subscribed", "next 1", "after 1", "next 2", "after 2", "next 3",
                "after 3", "next -1", "after -1", "completed", "dispose", "after completed",
            ])
    }

    func testDebugPassesEverythingOn() {
        let xs = failingSource()
        let events = start { xs.asDriver(onErrorJustReturn: -1).debug("driver", trimOutput: true) }
        XCTAssertEqual(
            events,
            [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, -1), .completed(240)])
    }

    // MARK: - Time

    func testDelayMovesEveryEventOnTheSharingScheduler() {
        let xs = failingSource()
        let events = start { xs.asDriver(onErrorJustReturn: -1).delay(.seconds(5)) }
        XCTAssertEqual(
            events,
            [.next(215, 1), .next(225, 2), .next(235, 3), .next(245, -1), .completed(245)])
    }

    func testThrottleLatestAndFirst() {
        let events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(212, 2), .next(215, 3), .next(230, 4), .completed(300),
        ]
        XCTAssertEqual(
            record(events) { $0.asDriver(onErrorJustReturn: 0).throttle(.seconds(10)) },
            [.next(210, 1), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(
            record(events) {
                $0.asDriver(onErrorJustReturn: 0).throttle(.seconds(10), latest: false)
            },
            [.next(210, 1), .next(230, 4), .completed(300)])
    }

    func testDebounceDeliversAQuietElementAndTheFallbackAtTheError() {
        let events = record(failing) { $0.asDriver(onErrorJustReturn: -1).debounce(.seconds(5)) }
        XCTAssertEqual(
            events,
            [
                .next(215, 1), .next(225, 2), .next(235, 3), .next(240, -1), .completed(240),
            ])
        let bursts = record([.next(210, 1), .next(212, 2), .next(240, 3), .completed(241)]) {
            $0.asSignal(onErrorJustReturn: -1).debounce(.seconds(5))
        }
        XCTAssertEqual(bursts, [.next(217, 2), .next(241, 3), .completed(241)])
    }

    // MARK: - Higher order

    /// RxCocoa's published flatMapLatest test: a Driver switching between Signals is a Signal,
    /// each inner error becomes that inner's fallback, and the outer error ends nothing the
    /// latest inner still sends.
    func testFlatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
        let outer = scheduler.createHotObservable([
            .next(210, 0), .next(220, 1), .next(260, 1), .completed(300),
        ])
        let inner0 = scheduler.createHotObservable([.next(230, 5), .completed(240)])
        let inner1 = scheduler.createHotObservable([.next(250, 99), .next(270, 7), .completed(280)])
        let events = start {
            let drivers = [
                inner0.asDriver(onErrorJustReturn: -1), inner1.asDriver(onErrorJustReturn: -1),
            ]
            let result: Driver<Int> = outer.asDriver(onErrorJustReturn: 0).flatMapFirst {
                drivers[$0]
            }
            return result
        }
        XCTAssertEqual(events, [.next(230, 5), .next(270, 7), .completed(300)])
    }

    func testFlatMapLatestSwitchesAndTakesTheInnerStrategy() {
        let outer = scheduler.createHotObservable([
            .next(210, 0), .next(240, 1), .error(270, TestError.boom),
        ])
        let inner0 = scheduler.createHotObservable([
            .next(220, 1), .next(230, 2), .error(235, TestError.boom), .next(250, 99),
        ])
        let inner1 = scheduler.createHotObservable([
            .next(250, 10), .next(260, 11), .error(265, TestError.boom),
        ])
        let events = start {
            let signals = [
                inner0.asSignal(onErrorJustReturn: -2), inner1.asSignal(onErrorJustReturn: -3),
            ]
            let result: Signal<Int> = outer.asDriver(onErrorJustReturn: 2).flatMapLatest {
                $0 < signals.count ? signals[$0] : .empty()
            }
            return result
        }
        XCTAssertEqual(
            events,
            [
                .next(220, 1), .next(230, 2), .next(235, -2), .next(250, 10), .next(260, 11),
                .next(265, -3), .completed(270),
            ])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(inner0.subscriptions, [Subscription(210, 235)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(240, 265)])
    }

    func testFlatMapMergesEveryInnerSequence() {
        let xs = failingSource()
        let events = start {
            let result: Signal<Int> = xs.asDriver(onErrorJustReturn: -1).flatMap {
                Signal.just($0 + 1)
            }
            return result
        }
        XCTAssertEqual(
            events,
            [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 0), .completed(240)])
    }

    func testSwitchLatestMergeAndMaxConcurrentOverInnerSharedSequences() {
        let a = scheduler.createHotObservable([.next(215, 1), .next(235, 2), .completed(250)])
        let b = scheduler.createHotObservable([.next(225, 10), .next(245, 20), .completed(260)])
        let outer = scheduler.createHotObservable([
            .next(210, a.asDriver(onErrorJustReturn: 0)),
            .next(220, b.asDriver(onErrorJustReturn: 0)), .completed(230),
        ])
        let driver = { outer.asDriver(onErrorJustReturn: .empty()) }
        XCTAssertEqual(
            start { driver().switchLatest() },
            [.next(215, 1), .next(225, 10), .next(245, 20), .completed(260)])
        let a2 = scheduler.createHotObservable([.next(1215, 1), .next(1235, 2), .completed(1250)])
        let b2 = scheduler.createHotObservable([
            .next(1225, 10), .next(1255, 20), .completed(1260),
        ])
        let outer2 = scheduler.createHotObservable([
            .next(1210, a2.asSignal(onErrorJustReturn: 0)),
            .next(1220, b2.asSignal(onErrorJustReturn: 0)), .completed(1230),
        ])
        let merged = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
                outer2.asDriver(onErrorJustReturn: .empty()).merge().asObservable()
            }.events
        }
        XCTAssertEqual(
            merged,
            [.next(1215, 1), .next(1225, 10), .next(1235, 2), .next(1255, 20), .completed(1260)])
        let a3 = scheduler.createHotObservable([.next(2215, 1), .completed(2240)])
        let b3 = scheduler.createHotObservable([.next(2225, 10), .next(2245, 20), .completed(2260)])
        let outer3 = scheduler.createHotObservable([
            .next(2210, a3.asSignal(onErrorJustReturn: 0)),
            .next(2220, b3.asSignal(onErrorJustReturn: 0)), .completed(2230),
        ])
        let oneAtATime = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) {
                outer3.asDriver(onErrorJustReturn: .empty()).merge(maxConcurrent: 1)
                    .asObservable()
            }.events
        }
        XCTAssertEqual(oneAtATime, [.next(2215, 1), .next(2245, 20), .completed(2260)])
        XCTAssertEqual(b3.subscriptions, [Subscription(2240, 2260)])
    }

    // MARK: - Combining

    func testMergeInItsThreeForms() {
        let expected: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(260, -1), .completed(260),
        ]
        let forms: [(Driver<Int>, Driver<Int>) -> Driver<Int>] = [
            { Driver.merge($0, $1) },
            { Driver.merge([$0, $1]) },
            { Driver.merge(AnyCollection([$0, $1])) },
        ]
        for (index, form) in forms.enumerated() {
            let events = record { scheduler in
                let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
                let ys = scheduler.createHotObservable([
                    .next(220, 2), .error(260, TestError.boom),
                ])
                return form(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1))
            }
            XCTAssertEqual(events, expected, "form \(index)")
        }
    }

    /// RxCocoa's published concat test: the second source is subscribed to once the first has
    /// completed (its error became its fallback and completion).
    func testConcatOfASequenceAndOfACollection() {
        for useSequence in [true, false] {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .error(230, TestError.boom),
            ])
            let ys = scheduler.createHotObservable([
                .next(220, 3), .next(240, 4), .next(250, 5), .error(260, TestError.boom),
            ])
            let events = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start {
                    let sources = [
                        xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2),
                    ]
                    return
                        (useSequence ? Driver.concat(AnySequence(sources)) : Driver.concat(sources))
                        .asObservable()
                }.events
            }
            XCTAssertEqual(
                events,
                [
                    .next(210, 1), .next(220, 2), .next(230, -1), .next(240, 4), .next(250, 5),
                    .next(260, -2), .completed(260),
                ])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
        }
    }

    /// RxCocoa's published combineLatest test, in each form: selector, tuple, collection with
    /// a selector, collection of arrays.
    func testCombineLatestInEveryForm() {
        let factories: [(Driver<Int>, Driver<Int>) -> Driver<Int>] = [
            { Driver.combineLatest($0, $1, resultSelector: +) },
            { Driver.combineLatest($0, $1).map(+) },
            { Driver.combineLatest([$0, $1]) { $0.reduce(0, +) } },
            { Driver.combineLatest([$0, $1]).map { $0.reduce(0, +) } },
        ]
        for (index, factory) in factories.enumerated() {
            let base = index * 1000
            let xs = scheduler.createHotObservable([
                .next(base + 210, 1), .next(base + 230, 2), .error(base + 250, TestError.boom),
            ])
            let ys = scheduler.createHotObservable([
                .next(base + 220, 4), .next(base + 240, 5), .error(base + 260, TestError.boom),
            ])
            let events = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start(
                    created: base + 100, subscribed: base + 200, disposed: base + 1000
                ) {
                    factory(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2))
                        .asObservable()
                }.events
            }
            XCTAssertEqual(
                events,
                [
                    .next(base + 220, 5), .next(base + 230, 6), .next(base + 240, 7),
                    .next(base + 250, 4), .next(base + 260, -3), .completed(base + 260),
                ], "form \(index)")
        }
    }

    /// RxCocoa's published zip test, in each form.
    func testZipInEveryForm() {
        let factories: [(Signal<Int>, Signal<Int>) -> Signal<Int>] = [
            { Signal.zip($0, $1, resultSelector: +) },
            { Signal.zip($0, $1).map(+) },
            { Signal.zip([$0, $1]) { $0.reduce(0, +) } },
            { Signal.zip([$0, $1]).map { $0.reduce(0, +) } },
        ]
        for (index, factory) in factories.enumerated() {
            let base = index * 1000
            let xs = scheduler.createHotObservable([
                .next(base + 210, 1), .next(base + 230, 2), .error(base + 250, TestError.boom),
            ])
            let ys = scheduler.createHotObservable([
                .next(base + 220, 4), .next(base + 240, 5), .error(base + 260, TestError.boom),
            ])
            let events = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start(
                    created: base + 100, subscribed: base + 200, disposed: base + 1000
                ) {
                    factory(xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -2))
                        .asObservable()
                }.events
            }
            XCTAssertEqual(
                events,
                [
                    .next(base + 220, 5), .next(base + 240, 7), .next(base + 260, -3),
                    .completed(base + 260),
                ], "form \(index)")
        }
    }

    /// Every generated arity, 2 to 8, with a selector and with tuples, combines its sources'
    /// elements in order.
    func testCombineLatestAndZipOfEveryArity() {
        let s = { (value: Int) in Driver.just(value) }
        func result(_ make: @escaping () -> Driver<Int>) -> [Int] {
            record { _ in make() }.compactMap { $0.value.element }
        }
        XCTAssertEqual(result { Driver.combineLatest(s(1), s(2)) { $0 * 10 + $1 } }, [12])
        XCTAssertEqual(result { Driver.zip(s(1), s(2)).map { $0 * 10 + $1 } }, [12])
        XCTAssertEqual(result { Driver.combineLatest(s(1), s(2), s(3)) { $0 + $1 + $2 } }, [6])
        XCTAssertEqual(result { Driver.zip(s(1), s(2), s(3)).map { $0 + $1 + $2 } }, [6])
        XCTAssertEqual(
            result { Driver.combineLatest(s(1), s(2), s(3), s(4)).map { $0 + $1 + $2 + $3 } },
            [10])
        XCTAssertEqual(result { Driver.zip(s(1), s(2), s(3), s(4)) { $0 + $1 + $2 + $3 } }, [10])
        XCTAssertEqual(
            result { Driver.zip(s(1), s(2), s(3), s(4), s(5)) { $0 + $1 + $2 + $3 + $4 } }, [15])
        XCTAssertEqual(
            result {
                Driver.combineLatest(s(1), s(2), s(3), s(4), s(5)).map { $0 + $1 + $2 + $3 + $4 }
            }, [15])
        XCTAssertEqual(
            result {
                Driver.zip(s(1), s(2), s(3), s(4), s(5), s(6)).map { $0 + $1 + $2 + $3 + $4 + $5 }
            }, [21])
        XCTAssertEqual(
            result {
                Driver.combineLatest(s(1), s(2), s(3), s(4), s(5), s(6)) {
                    $0 + $1 + $2 + $3 + $4 + $5
                }
            }, [21])
        XCTAssertEqual(
            result {
                Driver.combineLatest(s(1), s(2), s(3), s(4), s(5), s(6), s(7)) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6
                }
            }, [28])
        XCTAssertEqual(
            result {
                Driver.zip(s(1), s(2), s(3), s(4), s(5), s(6), s(7)).map {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6
                }
            }, [28])
        XCTAssertEqual(
            result {
                Driver.zip(s(1), s(2), s(3), s(4), s(5), s(6), s(7), s(8)).map {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                }
            }, [36])
        XCTAssertEqual(
            result {
                Driver.combineLatest(s(1), s(2), s(3), s(4), s(5), s(6), s(7), s(8)) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                }
            }, [36])
    }

    func testWithLatestFromInBothForms() {
        func sources(_ scheduler: TestScheduler) -> (Driver<Int>, Driver<Int>) {
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(230, 2), .error(250, TestError.boom),
            ])
            let ys = scheduler.createHotObservable([
                .next(220, 4), .next(240, 5), .error(260, TestError.boom),
            ])
            return (xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2))
        }
        XCTAssertEqual(
            record { scheduler in
                let (x, y) = sources(scheduler)
                return x.withLatestFrom(y) { "\($0)\($1)" }
            },
            [.next(230, "24"), .next(250, "-15"), .completed(250)])
        XCTAssertEqual(
            record { scheduler in
                let (x, y) = sources(scheduler)
                return x.withLatestFrom(y)
            },
            [.next(230, 4), .next(250, 5), .completed(250)])
    }

    // MARK: - Driving and emitting into relays

    func testDriveAndEmitIntoEveryRelayAndOptionalRelay() {
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 3)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 3)
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        var published: [Int] = []
        var optionalPublished: [Int?] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        optionalPublish.subscribe(onNext: { optionalPublished.append($0) }).disposed(by: bag)

        let subject = PublishSubject<Int>()
        let driver = subject.asDriver(onErrorJustReturn: -1)
        driver.drive(behavior).disposed(by: bag)
        driver.drive(optionalBehavior).disposed(by: bag)
        driver.drive(replay).disposed(by: bag)
        driver.drive(optionalReplay).disposed(by: bag)
        driver.drive(publish).disposed(by: bag)
        driver.drive(optionalPublish).disposed(by: bag)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optionalBehavior.value, 2)
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(optionalPublished, [1, 2])
        XCTAssertEqual(replayed(replay), [1, 2])
        XCTAssertEqual(replayed(optionalReplay), [1, 2])

        let signalSubject = PublishSubject<Int>()
        let signal = signalSubject.asSignal(onErrorJustReturn: -1)
        signal.emit(to: behavior).disposed(by: bag)
        signal.emit(to: optionalBehavior).disposed(by: bag)
        signal.emit(to: replay).disposed(by: bag)
        signal.emit(to: optionalReplay).disposed(by: bag)
        signal.emit(to: publish).disposed(by: bag)
        signal.emit(to: optionalPublish).disposed(by: bag)
        signalSubject.onNext(3)
        XCTAssertEqual(behavior.value, 3)
        XCTAssertEqual(optionalBehavior.value, 3)
        XCTAssertEqual(published, [1, 2, 3])
        XCTAssertEqual(optionalPublished, [1, 2, 3])
        XCTAssertEqual(replayed(replay), [1, 2, 3])
        XCTAssertEqual(replayed(optionalReplay), [1, 2, 3])

        // An error becomes the fallback element, which the relays accept; their subscribers
        // never see the completion.
        subject.onError(TestError.boom)
        XCTAssertEqual(behavior.value, -1)
        XCTAssertEqual(published, [1, 2, 3, -1])
    }

    /// RxCocoa's published "no ambiguity" cases: a literal driver into an optional relay.
    func testDrivingALiteralIntoAnOptionalRelayIsNotAmbiguous() {
        let relay = BehaviorRelay<Int?>(value: 0)
        _ = Driver.just(1).drive(relay)
        XCTAssertEqual(relay.value, 1)
        let observed = Locked<[Int?]>([])
        _ = (Driver.just(2) as Driver<Int>).drive(
            AnyObserver<Int?> { event in
                if case .next(let value) = event { observed.withLock { $0.append(value) } }
            })
        XCTAssertEqual(observed.current, [2])
    }

    func testDriveAndEmitWithObjectTransformationAndNoArguments() {
        final class Owner {
            var seen: [Int] = []
        }
        var owner: Owner? = Owner()
        let relay = BehaviorRelay(value: 1)
        let subscription = relay.asDriver().drive(with: owner!) { $0.seen.append($1) }
        relay.accept(2)
        XCTAssertEqual(owner?.seen, [1, 2])
        subscription.dispose()

        let signalRelay = PublishRelay<Int>()
        let emitted = signalRelay.asSignal().emit(with: owner!, onNext: { $0.seen.append($1) })
        signalRelay.accept(3)
        XCTAssertEqual(owner?.seen, [1, 2, 3])
        weak let weakOwner = owner
        owner = nil
        XCTAssertNil(weakOwner, "held weakly")
        signalRelay.accept(4)
        emitted.dispose()

        var transformed: Observable<Int>?
        let result = relay.asDriver().drive { (observable: Observable<Int>) -> Int in
            transformed = observable
            return 42
        }
        XCTAssertEqual(result, 42)
        XCTAssertNotNil(transformed)
        func curried(_ observable: Observable<Int>) -> (String) -> String { { $0 + "!" } }
        XCTAssertEqual(relay.asDriver().drive(curried, curriedArgument: "hi"), "hi!")

        let counted = relay.asDriver().drive()
        counted.dispose()
        let emittedNothing = signalRelay.asSignal().emit()
        emittedNothing.dispose()
    }

    private func replayed<Element>(_ relay: ReplayRelay<Element>) -> [Element] {
        var elements: [Element] = []
        relay.subscribe(onNext: { elements.append($0) }).dispose()
        return elements
    }
}
