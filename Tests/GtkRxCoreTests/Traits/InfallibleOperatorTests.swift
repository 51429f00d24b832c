import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

/// Infallible's conversions, creation and operators in virtual time (RxTest's timing: created
/// 100, subscribed 200, disposed 1000).
final class InfallibleOperatorTests: XCTestCase {
    /// 9, 13, 111 at 300, 340, 360, an error at 390, then an element no one may see.
    private let failing: [Recorded<Event<Int>>] = [
        .next(300, 9), .next(340, 13), .next(360, 111), .error(390, TestError.boom),
        .next(480, 320),
    ]

    /// Runs `create` (given the scheduler) under RxTest's timing, returns the events, and
    /// checks every operator subscription was released.
    private func record<Element>(
        file: StaticString = #filePath, line: UInt = #line,
        _ create: @escaping (TestScheduler) -> Infallible<Element>
    ) -> [Recorded<Event<Element>>] {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Element>>] = []
        assertSubscriptionsReleased(file: file, line: line) {
            events = scheduler.start { create(scheduler) }.events
        }
        return events
    }

    /// ``record(file:line:_:)`` of what `create` makes from a hot source sending `events`.
    private func record<Source, Element>(
        _ events: [Recorded<Event<Source>>], file: StaticString = #filePath, line: UInt = #line,
        _ create: @escaping (Observable<Source>) -> Infallible<Element>
    ) -> [Recorded<Event<Element>>] {
        record(file: file, line: line) { create($0.createHotObservable(events).asObservable()) }
    }

    // MARK: - Conversions (RxSwift's published tests)

    func testAnErrorBecomesTheFallbackElementOrSequenceOrRecovery() {
        XCTAssertEqual(
            record(failing) { $0.asInfallible(onErrorJustReturn: 600) },
            [.next(300, 9), .next(340, 13), .next(360, 111), .next(390, 600), .completed(390)])
        XCTAssertEqual(
            record(failing) { $0.asInfallible(onErrorFallbackTo: Infallible.of(1, 2)) },
            [
                .next(300, 9), .next(340, 13), .next(360, 111), .next(390, 1), .next(390, 2),
                .completed(390),
            ])
        XCTAssertEqual(
            record { scheduler in
                let xs = scheduler.createHotObservable(self.failing)
                let ys = scheduler.createHotObservable([
                    .next(500, 25), .next(600, 33), .completed(620),
                ])
                return xs.asInfallible(onErrorRecover: { _ in
                    ys.asInfallible(onErrorJustReturn: -1)
                })
            },
            [
                .next(300, 9), .next(340, 13), .next(360, 111), .next(500, 25), .next(600, 33),
                .completed(620),
            ])
    }

    func testCreateDetachesOnDisposeAndOnCompletion() {
        var send: ((InfallibleEvent<Int>) -> Void)?
        let infallible = Infallible<Int>.create { observer in
            send = observer
            return Disposables.create()
        }
        var elements: [Int] = []
        let subscription = infallible.subscribe(onNext: { elements.append($0) })
        send?(.next(0))
        subscription.dispose()
        send?(.next(1))
        XCTAssertEqual(elements, [0])

        var completed = false
        _ = infallible.subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })
        send?(.next(2))
        send?(.completed)
        send?(.next(3))
        XCTAssertEqual(elements, [0, 2])
        XCTAssertTrue(completed)
    }

    // MARK: - Creation

    func testCreationOnAScheduler() {
        XCTAssertEqual(
            record { Infallible.just(1, scheduler: $0) }, [.next(201, 1), .completed(202)])
        XCTAssertEqual(
            record { Infallible.of(1, 2, scheduler: $0) },
            [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(
            record { Infallible.from([3], scheduler: $0) }, [.next(201, 3), .completed(202)])
        XCTAssertEqual(
            record { Infallible.from(AnySequence([4, 5]), scheduler: $0) },
            [.next(201, 4), .next(202, 5), .completed(203)])
        XCTAssertEqual(record { _ in Infallible<Int>.never() }, [])
    }

    func testDeferredCallsTheFactoryPerSubscription() {
        var made = 0
        let deferred = Infallible<Int>.deferred {
            made += 1
            return .just(made)
        }
        var elements: [Int] = []
        _ = deferred.subscribe(onNext: { elements.append($0) })
        _ = deferred.subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [1, 2])
    }

    func testIntervalAndTimer() {
        XCTAssertEqual(
            record(file: #filePath, line: #line) { scheduler in
                Infallible<Int>.interval(.seconds(100), scheduler: scheduler)
            }.prefix(3).map(\.time),
            [300, 400, 500])
        XCTAssertEqual(
            record { Infallible<Int>.timer(.seconds(50), scheduler: $0) },
            [.next(250, 0), .completed(250)])
        XCTAssertEqual(
            record { Infallible<Int>.timer(.seconds(50), period: .seconds(300), scheduler: $0) },
            [.next(250, 0), .next(550, 1), .next(850, 2)])
    }

    // MARK: - Element operators

    func testScanIntoDoAndDebug() {
        var log: [String] = []
        let events = record(failing) {
            $0.asInfallible(onErrorJustReturn: 0)
                .scan(into: 0) { $0 += $1 }
                .do(
                    onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                    onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") }
                )
                .debug("sum", trimOutput: true)
        }
        XCTAssertEqual(
            events,
            [.next(300, 9), .next(340, 22), .next(360, 133), .next(390, 133), .completed(390)])
        XCTAssertEqual(
            log,
            [
                "subscribe", "next 9", "next 22", "next 133", "next 133", "completed", "dispose",
            ])
    }

    func testDistinctUntilChangedInEveryForm() {
        struct Box: Equatable { var value: Int }
        let events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1),
            .completed(300),
        ]
        let expected: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(230, 2), .next(250, 1), .completed(300),
        ]
        let source = { (xs: Observable<Int>) in xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(record(events) { source($0).distinctUntilChanged() }, expected)
        XCTAssertEqual(record(events) { source($0).distinctUntilChanged { $0 } }, expected)
        XCTAssertEqual(record(events) { source($0).distinctUntilChanged { $0 == $1 } }, expected)
        XCTAssertEqual(
            record(events) { source($0).distinctUntilChanged({ $0 }, comparer: ==) }, expected)
        XCTAssertEqual(
            record(events) {
                source($0).map { Box(value: $0) }.distinctUntilChanged(at: \.value).map(\.value)
            },
            expected)
    }

    func testTakeAndSkipInEveryForm() {
        let events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ]
        let source = { (xs: Observable<Int>) in xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(
            record(events) { source($0).take(2) }, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(
            record(events) { source($0).take(while: { $0 < 3 }) },
            [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(
            record(events) { source($0).take(until: { $0 == 2 }, behavior: .inclusive) },
            [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(
            record(events) { source($0).skip(3) }, [.next(240, 4), .completed(300)])
        XCTAssertEqual(
            record(events) { source($0).skip(while: { $0 < 3 }) },
            [.next(230, 3), .next(240, 4), .completed(300)])
    }

    func testTakeUntilAnotherSequence() {
        XCTAssertEqual(
            record { scheduler in
                let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
                let stop = scheduler.createHotObservable([.next(220, ())])
                return xs.asInfallible(onErrorJustReturn: 0)
                    .take(until: stop.asInfallible(onErrorJustReturn: ()))
            },
            [.next(210, 1), .completed(220)])
        // An Observable trigger that fails ends the result quietly: it stays infallible.
        XCTAssertEqual(
            record { scheduler in
                let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
                let stop =
                    scheduler.createHotObservable([.error(220, TestError.boom)])
                    as TestableObservable<Int>
                return xs.asInfallible(onErrorJustReturn: 0).take(until: stop)
            },
            [.next(210, 1), .completed(220)])
    }

    // MARK: - Time

    func testDebounceThrottleAndDelay() {
        let events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(212, 2), .next(240, 3), .completed(300),
        ]
        XCTAssertEqual(
            record { scheduler in
                scheduler.createHotObservable(events).asInfallible(onErrorJustReturn: 0)
                    .debounce(.seconds(5), scheduler: scheduler)
            },
            [.next(217, 2), .next(245, 3), .completed(300)])
        XCTAssertEqual(
            record { scheduler in
                scheduler.createHotObservable(events).asInfallible(onErrorJustReturn: 0)
                    .throttle(.seconds(10), latest: false, scheduler: scheduler)
            },
            [.next(210, 1), .next(240, 3), .completed(300)])
        XCTAssertEqual(
            record { scheduler in
                scheduler.createHotObservable(events).asInfallible(onErrorJustReturn: 0)
                    .delay(.seconds(5), scheduler: scheduler)
            },
            [.next(215, 1), .next(217, 2), .next(245, 3), .completed(305)])
    }

    func testObserveOnAndSubscribeOnMoveTheWorkToTheScheduler() {
        XCTAssertEqual(
            record { scheduler in
                scheduler.createHotObservable([.next(210, 1), .completed(220)])
                    .asInfallible(onErrorJustReturn: 0).observe(on: scheduler)
            },
            [.next(211, 1), .completed(221)])
        XCTAssertEqual(
            record { scheduler in
                scheduler.createHotObservable([.next(200, 0), .next(210, 1)])
                    .asInfallible(onErrorJustReturn: 0).subscribe(on: scheduler)
            },
            [.next(210, 1)])
    }

    // MARK: - Combining

    func testConcatInEveryForm() {
        func sources(_ scheduler: TestScheduler) -> [Infallible<Int>] {
            [
                scheduler.createColdObservable([.next(10, 1), .completed(20)])
                    .asInfallible(onErrorJustReturn: 0),
                scheduler.createColdObservable([.next(5, 2), .error(10, TestError.boom)])
                    .asInfallible(onErrorJustReturn: -1),
            ]
        }
        let expected: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(225, 2), .next(230, -1), .completed(230),
        ]
        XCTAssertEqual(record { Infallible.concat(sources($0)) }, expected)
        XCTAssertEqual(record { Infallible.concat(AnySequence(sources($0))) }, expected)
        XCTAssertEqual(
            record { scheduler in
                let pair = sources(scheduler)
                return Infallible.concat(pair[0], pair[1])
            }, expected)
        XCTAssertEqual(
            record { scheduler in
                let pair = sources(scheduler)
                return pair[0].concat(pair[1])
            }, expected)
        XCTAssertEqual(
            record { scheduler in Infallible.from(sources(scheduler)).concat() }, expected)
    }

    func testMergeInEveryForm() {
        func sources(_ scheduler: TestScheduler) -> [Infallible<Int>] {
            [
                scheduler.createHotObservable([.next(210, 1), .completed(240)])
                    .asInfallible(onErrorJustReturn: 0),
                scheduler.createHotObservable([.next(220, 2), .error(250, TestError.boom)])
                    .asInfallible(onErrorJustReturn: -1),
            ]
        }
        let expected: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(250, -1), .completed(250),
        ]
        XCTAssertEqual(record { Infallible.merge(sources($0)) }, expected)
        XCTAssertEqual(record { Infallible.merge(AnyCollection(sources($0))) }, expected)
        XCTAssertEqual(
            record { scheduler in
                let pair = sources(scheduler)
                return Infallible.merge(pair[0], pair[1])
            }, expected)
        XCTAssertEqual(record { Infallible.from(sources($0)).merge() }, expected)
    }

    func testSwitchLatestAndConcatMap() {
        XCTAssertEqual(
            record { scheduler in
                let a = scheduler.createHotObservable([.next(215, 1), .next(235, 2)])
                let b = scheduler.createHotObservable([.next(225, 10), .completed(260)])
                let outer = scheduler.createHotObservable([
                    .next(210, a.asInfallible(onErrorJustReturn: 0)),
                    .next(220, b.asInfallible(onErrorJustReturn: 0)), .completed(230),
                ])
                return outer.asInfallible(onErrorJustReturn: .empty()).switchLatest()
            },
            [.next(215, 1), .next(225, 10), .completed(260)])
        XCTAssertEqual(
            record { scheduler in
                scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
                    .asInfallible(onErrorJustReturn: 0)
                    .concatMap { value in
                        Infallible<Int>.timer(.seconds(10), scheduler: scheduler).map { _ in value }
                    }
            },
            [.next(220, 1), .next(230, 2), .completed(300)])
    }

    func testWithLatestFromInBothForms() {
        func sources(_ scheduler: TestScheduler) -> (Infallible<Int>, Infallible<String>) {
            (
                scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
                    .asInfallible(onErrorJustReturn: 0),
                scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
                    .asInfallible(onErrorJustReturn: "")
            )
        }
        XCTAssertEqual(
            record { scheduler in
                let (numbers, letters) = sources(scheduler)
                return numbers.withLatestFrom(letters) { "\($1)\($0)" }
            },
            [.next(230, "a2"), .completed(250)])
        XCTAssertEqual(
            record { scheduler in
                let (numbers, letters) = sources(scheduler)
                return numbers.withLatestFrom(letters)
            },
            [.next(230, "a"), .completed(250)])
    }

    /// Each tuple overload, 2 to 8 sources, mapped to a sum; and the selector overloads and
    /// collections of zip and combineLatest (under RxTest's default timing; see the next test
    /// for RxSwift's own).
    func testCombineLatestAndZipOfEveryArity() {
        func one(_ scheduler: TestScheduler) -> Infallible<Int> {
            scheduler.createColdObservable([.next(1, 1)]).asInfallible(onErrorFallbackTo: .never())
        }
        func sum(_ create: @escaping (TestScheduler) -> Infallible<Int>) -> [Recorded<Event<Int>>] {
            let scheduler = TestScheduler(initialClock: 0)
            return scheduler.start { create(scheduler) }.events
        }
        XCTAssertEqual(
            sum { s in Infallible.combineLatest(one(s), one(s)).map { $0 + $1 } }, [.next(201, 2)])
        XCTAssertEqual(
            sum { s in Infallible.combineLatest(one(s), one(s), one(s)).map { $0 + $1 + $2 } },
            [.next(201, 3)])
        XCTAssertEqual(
            sum { s in
                Infallible.combineLatest(one(s), one(s), one(s), one(s)).map { $0 + $1 + $2 + $3 }
            }, [.next(201, 4)])
        XCTAssertEqual(
            sum { s in
                Infallible.combineLatest(one(s), one(s), one(s), one(s), one(s)).map {
                    $0 + $1 + $2 + $3 + $4
                }
            }, [.next(201, 5)])
        XCTAssertEqual(
            sum { s in
                Infallible.combineLatest(one(s), one(s), one(s), one(s), one(s), one(s)).map {
                    $0 + $1 + $2 + $3 + $4 + $5
                }
            }, [.next(201, 6)])
        XCTAssertEqual(
            sum { s in
                Infallible.combineLatest(one(s), one(s), one(s), one(s), one(s), one(s), one(s))
                    .map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
            }, [.next(201, 7)])
        XCTAssertEqual(
            sum { s in
                Infallible.combineLatest(
                    one(s), one(s), one(s), one(s), one(s), one(s), one(s), one(s)
                ).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            }, [.next(201, 8)])
        XCTAssertEqual(
            sum { s in Infallible.zip(one(s), one(s)) { $0 + $1 } }, [.next(201, 2)])
        XCTAssertEqual(
            sum { s in Infallible.zip(one(s), one(s), one(s)).map { $0 + $1 + $2 } },
            [.next(201, 3)])
        XCTAssertEqual(
            sum { s in Infallible.zip(one(s), one(s), one(s), one(s)) { $0 + $1 + $2 + $3 } },
            [.next(201, 4)])
        XCTAssertEqual(
            sum { s in
                Infallible.zip(one(s), one(s), one(s), one(s), one(s)).map {
                    $0 + $1 + $2 + $3 + $4
                }
            }, [.next(201, 5)])
        XCTAssertEqual(
            sum { s in
                Infallible.zip(one(s), one(s), one(s), one(s), one(s), one(s)) {
                    $0 + $1 + $2 + $3 + $4 + $5
                }
            }, [.next(201, 6)])
        XCTAssertEqual(
            sum { s in
                Infallible.zip(one(s), one(s), one(s), one(s), one(s), one(s), one(s)).map {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6
                }
            }, [.next(201, 7)])
        XCTAssertEqual(
            sum { s in
                Infallible.zip(one(s), one(s), one(s), one(s), one(s), one(s), one(s), one(s)) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                }
            }, [.next(201, 8)])
        XCTAssertEqual(
            sum { s in Infallible.combineLatest([one(s), one(s), one(s)]) { $0.reduce(0, +) } },
            [.next(201, 3)])
        XCTAssertEqual(
            sum { s in Infallible.zip([one(s), one(s)]).map { $0.reduce(0, +) } }, [.next(201, 2)])
    }

    /// Subscribed at 0 to sources of one element each, sent 1 tick after they are subscribed
    /// to: every arity of `combineLatest` emits at 1, when the last source emits (RxSwift's
    /// published timing; `scheduleAt` of the present runs then, not a tick later).
    func testCombineLatestOfEveryArityEmitsWhenItsLastSourceDoes() {
        func sum(_ create: @escaping ([Infallible<Int>]) -> Infallible<Int>) -> [Recorded<
            Event<Int>
        >] {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = (0..<8).map { _ in
                scheduler.createColdObservable([.next(1, 1)])
                    .asInfallible(onErrorFallbackTo: .never())
            }
            return scheduler.start(created: 0, subscribed: 0, disposed: 100) { create(sources) }
                .events
        }
        XCTAssertEqual(
            sum { s in Infallible.combineLatest(s[0], s[1]).map { $0 + $1 } }, [.next(1, 2)])
        XCTAssertEqual(
            sum { s in Infallible.combineLatest(s[0], s[1], s[2]) { $0 + $1 + $2 } }, [.next(1, 3)])
        XCTAssertEqual(
            sum { s in
                Infallible.combineLatest(s[0], s[1], s[2], s[3]).map { $0 + $1 + $2 + $3 }
            }, [.next(1, 4)])
        XCTAssertEqual(
            sum { s in
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 }
            }, [.next(1, 5)])
        XCTAssertEqual(
            sum { s in
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map {
                    $0 + $1 + $2 + $3 + $4 + $5
                }
            }, [.next(1, 6)])
        XCTAssertEqual(
            sum { s in
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6
                }
            }, [.next(1, 7)])
        XCTAssertEqual(
            sum { s in
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                }
            }, [.next(1, 8)])
    }

    func testCombineLatestAndZipCompleteAndPair() {
        func sources(_ scheduler: TestScheduler) -> (Infallible<Int>, Infallible<Int>) {
            (
                scheduler.createHotObservable([
                    .next(210, 1), .next(230, 2), .error(250, TestError.boom),
                ]).asInfallible(onErrorJustReturn: -1),
                scheduler.createHotObservable([
                    .next(220, 4), .next(240, 5), .error(260, TestError.boom),
                ]).asInfallible(onErrorJustReturn: -2)
            )
        }
        XCTAssertEqual(
            record { scheduler in
                let (x, y) = sources(scheduler)
                return Infallible.combineLatest(x, y, resultSelector: +)
            },
            [
                .next(220, 5), .next(230, 6), .next(240, 7), .next(250, 4), .next(260, -3),
                .completed(260),
            ])
        XCTAssertEqual(
            record { scheduler in
                let (x, y) = sources(scheduler)
                return Infallible.zip([x, y])
            }.map { recorded in recorded.value.element.map { $0.reduce(0, +) } },
            [5, 7, -3, nil])
    }

    func testBindWithAnObjectAndToABinderFunction() {
        final class Owner {
            var seen: [Int] = []
        }
        var owner: Owner? = Owner()
        let relay = PublishRelay<Int>()
        let subscription = relay.asInfallible().bind(with: owner!) { $0.seen.append($1) }
        relay.accept(1)
        XCTAssertEqual(owner?.seen, [1])
        weak let weakOwner = owner
        owner = nil
        XCTAssertNil(weakOwner, "held weakly")
        relay.accept(2)
        subscription.dispose()

        let count = Infallible.of(1, 2, 3).bind { (source: Infallible<Int>) -> Int in
            var elements = 0
            _ = source.subscribe(onNext: { _ in elements += 1 })
            return elements
        }
        XCTAssertEqual(count, 3)
    }

    func testBindingIntoRelays() {
        let behavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.createUnbound()
        var published: [Int] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        let source = Infallible.of(1, 2)
        source.bind(to: behavior).disposed(by: bag)
        source.bind(to: publish).disposed(by: bag)
        source.bind(to: replay).disposed(by: bag)
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(published, [1, 2])
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [1, 2])
    }

    // MARK: - flatMapFirst, skip(until:), take(for:), withUnretained

    func testFlatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
        let events = record { scheduler in
            let outer = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(260, 3), .completed(300),
            ])
            let inner = { (value: Int) in
                Observable<Int>.timer(.seconds(30), scheduler: scheduler).map { _ in value * 10 }
                    .asInfallible(onErrorJustReturn: -1)
            }
            return outer.asInfallible(onErrorJustReturn: 0).flatMapFirst(inner)
        }
        XCTAssertEqual(events, [.next(240, 10), .next(290, 30), .completed(300)])
    }

    func testSkipUntilDropsWhatComesBeforeTheOtherSequenceSends() {
        let events = record { scheduler in
            let source = scheduler.createHotObservable([
                .next(210, 1), .next(230, 2), .next(250, 3), .completed(300),
            ])
            let gate = scheduler.createHotObservable([.next(240, ())])
            return source.asInfallible(onErrorJustReturn: 0).skip(until: gate)
        }
        XCTAssertEqual(events, [.next(250, 3), .completed(300)])
    }

    func testTakeForCompletesWhenTheDurationEnds() {
        let events = record { scheduler in
            let source = scheduler.createHotObservable([
                .next(210, 1), .next(230, 2), .next(260, 3),
            ])
            return source.asInfallible(onErrorJustReturn: 0)
                .take(for: .seconds(50), scheduler: scheduler)
        }
        XCTAssertEqual(events, [.next(210, 1), .next(230, 2), .completed(250)])
    }

    func testWithUnretainedCompletesOnceTheObjectIsGone() {
        final class Owner {}
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = source.asInfallible(onErrorJustReturn: 0).withUnretained(owner!)
            .map { pair in
                XCTAssertTrue(pair.0 === weakOwner)
                return pair.1
            }
            .subscribe(onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() })
        _ = scheduler.scheduleAt(240) { owner = nil }
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(260)])
    }
}
