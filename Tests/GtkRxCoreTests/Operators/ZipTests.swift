import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class ZipTests: XCTestCase {
    func testPairsTheElementsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, "z"), .next(240, "a"), .next(250, "b"), .completed(260),
        ])
        let result = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
        XCTAssertEqual(result.events, [.next(240, "1a"), .next(250, "2b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testTheTupleFormSendsTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(250)])
        let result = scheduler.start { Observable.zip(xs, ys).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(result.events, [.next(220, "1a"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testANeverSourceKeepsItFromCompleting() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 1)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210, Int.self)])
        let result = scheduler.start { Observable.zip(never, empty) { $0 + $1 } }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
    }

    func testCompletesWhenAllSourcesHaveCompleted() {
        // As RxSwift 5 and later: an element that can never be paired does not end it early.
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210, Int.self)])
        let other = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let result = scheduler.start { Observable.zip(empty, other) { $0 + $1 } }
        XCTAssertEqual(result.events, [.completed(220)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testTheSourceThatCompletesFirstIsDisposedFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
        let ys = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])
        let result = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(215, 6), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testAnErrorEndsItAtOnceEvenWithBufferedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(212, 10), .error(220, TestError.boom)])
        let result = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(212, 11), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testAnErrorOfTheSelectorEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(150, 1), .next(210, 4)])
        let result = scheduler.start {
            Observable.zip(xs, ys) { _, _ -> Int in throw TestError.boom }
        }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(310, 20)])
        let result = scheduler.start(disposed: 250) { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testEveryArityWithAndWithoutSelector() {
        for (offset, factory) in Self.arityFactories.enumerated() {
            let arity = offset % (Self.arityFactories.count / 2) + 2
            let scheduler = TestScheduler(initialClock: 0)
            let sources = aritySources(scheduler, count: arity)
            let result = scheduler.start { factory(sources) }
            // Source 0's second element never finds partners; all complete at 400.
            XCTAssertEqual(
                result.events, [.next(200 + 10 * arity, triangular(arity)), .completed(400)],
                "arity \(arity)")
            for source in sources {
                XCTAssertEqual(source.subscriptions, [Subscription(200, 400)], "arity \(arity)")
            }
        }
    }

    func testACollectionOfSources() {
        for withSelector in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = [
                scheduler.createHotObservable([
                    .next(150, 1), .next(210, 1), .next(250, 4), .completed(270),
                ]),
                scheduler.createHotObservable([
                    .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9),
                    .completed(410),
                ]),
                scheduler.createHotObservable([
                    .next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
                ]),
            ]
            let result = scheduler.start {
                withSelector
                    ? Observable.zip(sources) { $0.map(String.init).joined() }
                    : Observable.zip(sources).map { $0.map(String.init).joined() }
            }
            // At 310 the second source's 9 can never be paired: the first source completed
            // with an empty buffer, and the third has completed too. (The 7 at 290 could still
            // have been paired then: the third source was running.)
            XCTAssertEqual(
                result.events, [.next(230, "123"), .next(260, "456"), .completed(310)])
            XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 270)])
            XCTAssertEqual(sources[1].subscriptions, [Subscription(200, 310)])
            XCTAssertEqual(sources[2].subscriptions, [Subscription(200, 300)])
        }
    }

    func testACollectionFailsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [
            scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)]),
            scheduler.createHotObservable([.next(220, 2), .next(240, 5), .completed(410)]),
            scheduler.createHotObservable([.next(230, 3), .next(260, 6), .completed(400)]),
        ]
        let result = scheduler.start { Observable.zip(sources) { $0.reduce(0, +) } }
        XCTAssertEqual(result.events, [.next(230, 6), .error(250, TestError.boom)])
        for source in sources {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
        }
    }

    func testAnEmptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let withSelector = scheduler.start { Observable.zip([Observable<Int>]()) { $0.count } }
        XCTAssertEqual(withSelector.events, [.completed(200)])
        let asArrays = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.zip([Observable<Int>]()).map(\.count)
        }
        XCTAssertEqual(asArrays.events, [.completed(1200)])
    }

    func testEveryArityCompletesOnlyWhenAllSourcesHaveCompleted() {
        // As RxSwift's overloads of 2 to 8 sources: the last source's element at 400 can never
        // be paired, every other source having completed with an empty buffer, and yet it goes
        // on until that source completes too.
        for (offset, factory) in Self.arityFactories.enumerated() {
            let arity = offset % (Self.arityFactories.count / 2) + 2
            let scheduler = TestScheduler(initialClock: 0)
            let sources = unpairableElementSources(scheduler, count: arity)
            let result = scheduler.start { factory(sources) }
            XCTAssertEqual(
                result.events, [.next(205, triangular(arity)), .completed(500)], "arity \(arity)")
            for (index, source) in sources.dropLast().enumerated() {
                XCTAssertEqual(
                    source.subscriptions, [Subscription(200, 300 + 10 * index)], "arity \(arity)")
            }
            XCTAssertEqual(sources.last?.subscriptions, [Subscription(200, 500)], "arity \(arity)")
        }
    }

    func testACollectionCompletesOnAnElementThatCanNeverBePaired() {
        // The same sources as above: RxSwift's collection overload ends at the element that can
        // never be paired.
        for withSelector in [true, false] {
            for arity in 2...4 {
                let scheduler = TestScheduler(initialClock: 0)
                let sources = unpairableElementSources(scheduler, count: arity)
                let result = scheduler.start {
                    withSelector
                        ? Observable.zip(sources) { $0.reduce(0, +) }
                        : Observable.zip(sources).map { $0.reduce(0, +) }
                }
                XCTAssertEqual(
                    result.events, [.next(205, triangular(arity)), .completed(400)],
                    "arity \(arity)")
                XCTAssertEqual(
                    sources.last?.subscriptions, [Subscription(200, 400)], "arity \(arity)")
            }
        }
    }

    func testACollectionGoesOnWhileACompletedSourceHasBufferedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [
            scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)]),
            scheduler.createHotObservable([
                .next(230, 10), .next(240, 20), .next(250, 30), .completed(260),
            ]),
        ]
        let result = scheduler.start { Observable.zip(sources) { $0.reduce(0, +) } }
        XCTAssertEqual(result.events, [.next(230, 11), .next(240, 22), .completed(250)])
        XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(sources[1].subscriptions, [Subscription(200, 250)])
    }

    func testACollectionDoesNotEndEarlyWhileAnotherSourceRuns() {
        // The first source completes empty at 220, so nothing can ever be paired; yet, as in
        // RxSwift, the collection overload ends only at an element sent while every other
        // source has completed: at 250, not at 220, 230 or 240.
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [
            scheduler.createHotObservable([.completed(220, Int.self)]),
            scheduler.createHotObservable([.next(230, 1), .next(250, 2), .completed(400)]),
            scheduler.createHotObservable([.next(240, 1), .completed(245)]),
        ]
        let result = scheduler.start { Observable.zip(sources) { $0.reduce(0, +) } }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(sources[1].subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(sources[2].subscriptions, [Subscription(200, 245)])
    }

    func testEveryArityOfSourcesThatCompleteRightAfterTheirElement() {
        for (offset, factory) in Self.arityFactories.enumerated() {
            let arity = offset % (Self.arityFactories.count / 2) + 2
            let scheduler = TestScheduler(initialClock: 0)
            // Each source sends its element and completes at once, before the next one sends.
            let sources = (1...arity).map {
                scheduler.createColdObservable([.next(10, $0), .completed(10)])
            }
            let result = scheduler.start { factory(sources) }
            XCTAssertEqual(
                result.events, [.next(210, triangular(arity)), .completed(210)], "arity \(arity)")
        }
    }

    /// `zip` of 2 to 8 sources with a selector, then the same as tuples, each summing the
    /// elements.
    private static var arityFactories: [([TestableObservable<Int>]) -> Observable<Int>] {
        withSelector + asTuples
    }

    private static var withSelector: [([TestableObservable<Int>]) -> Observable<Int>] {
        [
            { s in Observable.zip(s[0], s[1]) { $0 + $1 } },
            { s in Observable.zip(s[0], s[1], s[2]) { $0 + $1 + $2 } },
            { s in Observable.zip(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 } },
            { s in Observable.zip(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 } },
            { s in
                Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 }
            },
            { s in
                Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
                    [$0, $1, $2, $3, $4, $5, $6].reduce(0, +)
                }
            },
            { s in
                Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                    [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
                }
            },
        ]
    }

    private static var asTuples: [([TestableObservable<Int>]) -> Observable<Int>] {
        [
            { s in Observable.zip(s[0], s[1]).map { $0.0 + $0.1 } },
            { s in Observable.zip(s[0], s[1], s[2]).map { $0.0 + $0.1 + $0.2 } },
            { s in Observable.zip(s[0], s[1], s[2], s[3]).map { $0.0 + $0.1 + $0.2 + $0.3 } },
            { s in
                Observable.zip(s[0], s[1], s[2], s[3], s[4]).map {
                    $0.0 + $0.1 + $0.2 + $0.3 + $0.4
                }
            },
            { s in
                Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5].reduce(0, +)
                }
            },
            { s in
                Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6].reduce(0, +)
                }
            },
            { s in
                Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7].reduce(0, +)
                }
            },
        ]
    }
}

/// `count` sources that each send `index + 1` at 205; all but the last then complete, the
/// `index`-th at `300 + 10 * index`; the last sends 99 at 400, which can never be paired, and
/// completes at 500.
private func unpairableElementSources(_ scheduler: TestScheduler, count: Int)
    -> [TestableObservable<Int>]
{
    (0..<count).map { index in
        index == count - 1
            ? scheduler.createHotObservable([
                .next(205, index + 1), .next(400, 99), .completed(500),
            ])
            : scheduler.createHotObservable([.next(205, index + 1), .completed(300 + 10 * index)])
    }
}
