import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class CombineLatestTests: XCTestCase {
    func testCombinesTheLatestElementsOnceEachSourceHasOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 1), .next(410, 3), .completed(800),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(420, 4), .completed(800),
        ])
        let result = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(
            result.events, [.next(220, 3), .next(410, 5), .next(420, 7), .completed(800)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 800)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 800)])
    }

    func testTheTupleFormSendsTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(250)])
        let result = scheduler.start {
            Observable.combineLatest(xs, ys).map { "\($0.0)\($0.1)" }
        }
        XCTAssertEqual(result.events, [.next(220, "1a"), .next(230, "2a"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testNeverSourcesSendNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = scheduler.createHotObservable([.next(150, 1)])
        let result = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testCompletesWhenAllSourcesCompleteDisposingEachAsItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(150, 1), .completed(220, Int.self)])
        let result = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testCompletesWhenItNeverCanCombine() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        let ys = scheduler.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)])
        let result = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testACompletedSourceKeepsItsLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([
            .next(220, 10), .next(240, 20), .completed(300),
        ])
        let result = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(220, 11), .next(240, 21), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testAnErrorEndsItAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let ys = scheduler.createHotObservable([
            .next(220, 2), .error(240, TestError.other), .completed(300),
        ])
        let result = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(220, 3), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testAnErrorOfTheSelectorEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(400)])
        let result = scheduler.start {
            Observable.combineLatest(xs, ys) { x, y -> Int in
                if x == 2 { throw TestError.boom }
                return x + y
            }
        }
        XCTAssertEqual(result.events, [.next(220, 11), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(310, 20)])
        let result = scheduler.start(disposed: 250) { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testEveryArityWithAndWithoutSelector() {
        typealias Factory = ([TestableObservable<Int>]) -> Observable<Int>
        let withSelector: [Factory] = [
            { s in Observable.combineLatest(s[0], s[1]) { $0 + $1 } },
            { s in Observable.combineLatest(s[0], s[1], s[2]) { $0 + $1 + $2 } },
            { s in Observable.combineLatest(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 } },
            { s in
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) {
                    [$0, $1, $2, $3, $4].reduce(0, +)
                }
            },
            { s in
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) {
                    [$0, $1, $2, $3, $4, $5].reduce(0, +)
                }
            },
            { s in
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
                    [$0, $1, $2, $3, $4, $5, $6].reduce(0, +)
                }
            },
            { s in
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                    [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
                }
            },
        ]
        let asTuples: [Factory] = [
            { s in Observable.combineLatest(s[0], s[1]).map { $0.0 + $0.1 } },
            { s in Observable.combineLatest(s[0], s[1], s[2]).map { $0.0 + $0.1 + $0.2 } },
            { s in
                Observable.combineLatest(s[0], s[1], s[2], s[3]).map { $0.0 + $0.1 + $0.2 + $0.3 }
            },
            { s in
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4].reduce(0, +)
                }
            },
            { s in
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5].reduce(0, +)
                }
            },
            { s in
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6].reduce(0, +)
                }
            },
            { s in
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                    [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7].reduce(0, +)
                }
            },
        ]
        for (offset, factory) in (withSelector + asTuples).enumerated() {
            let arity = offset % withSelector.count + 2
            let scheduler = TestScheduler(initialClock: 0)
            let sources = aritySources(scheduler, count: arity)
            let result = scheduler.start { factory(sources) }
            XCTAssertEqual(
                result.events,
                [
                    .next(200 + 10 * arity, triangular(arity)),
                    .next(300, triangular(arity) + 9),
                    .completed(400),
                ], "arity \(arity)")
            for source in sources {
                XCTAssertEqual(source.subscriptions, [Subscription(200, 400)], "arity \(arity)")
            }
        }
    }

    func testACollectionOfSources() {
        for withSelector in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = [
                scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)]),
                scheduler.createHotObservable([.next(220, 2), .completed(310)]),
                scheduler.createHotObservable([.next(230, 3), .next(250, 5), .completed(320)]),
            ]
            let result = scheduler.start {
                withSelector
                    ? Observable.combineLatest(sources) { $0.map(String.init).joined() }
                    : Observable.combineLatest(sources).map { $0.map(String.init).joined() }
            }
            XCTAssertEqual(
                result.events,
                [.next(230, "123"), .next(240, "423"), .next(250, "425"), .completed(320)])
            XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 300)])
            XCTAssertEqual(sources[1].subscriptions, [Subscription(200, 310)])
            XCTAssertEqual(sources[2].subscriptions, [Subscription(200, 320)])
        }
    }

    func testACollectionFailsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [
            scheduler.createHotObservable([.next(210, 1), .completed(400)]),
            scheduler.createHotObservable([.error(220, TestError.boom, Int.self)]),
            scheduler.createHotObservable([.next(230, 3), .completed(400)]),
        ]
        let result = scheduler.start { Observable.combineLatest(sources) { $0.reduce(0, +) } }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        for source in sources {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        }
    }

    func testAnEmptyCollectionSendsTheSelectorsResultOverNoElementsThenCompletes() {
        // As RxSwift 5 and later: every one of no sources has an element.
        let scheduler = TestScheduler(initialClock: 0)
        var selectorArguments: [[Int]] = []
        let withSelector = scheduler.start {
            Observable.combineLatest([Observable<Int>]()) { elements -> Int in
                selectorArguments.append(elements)
                return elements.count + 40
            }
        }
        XCTAssertEqual(withSelector.events, [.next(200, 40), .completed(200)])
        XCTAssertEqual(selectorArguments, [[]])
        let asArrays = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.combineLatest([Observable<Int>]()).map { "\($0)" }
        }
        XCTAssertEqual(asArrays.events, [.next(1200, "[]"), .completed(1200)])
    }

    func testAnEmptyCollectionFailsWithTheSelectorsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw TestError.boom }
        }
        XCTAssertEqual(result.events, [.error(200, TestError.boom)])
    }

    func testAnEmptyCollectionReleasesItsSubscription() {
        assertSubscriptionsReleased {
            var events: [Event<[Int]>] = []
            _ = Observable.combineLatest([Observable<Int>]()).subscribe { events.append($0) }
            XCTAssertEqual(events.count, 2)
        }
    }

    func testOptionalElementsStayDistinctFromMissingOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Int?.none), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 5), .completed(300)])
        let result = scheduler.start {
            Observable.combineLatest(xs, ys) { x, y in "\(x.map(String.init) ?? "nil")-\(y)" }
        }
        XCTAssertEqual(result.events, [.next(220, "nil-5"), .completed(300)])
    }

    func testTheLatestElementsAreReleasedWhenTheSubscriptionEnds() {
        final class Token {}
        weak var firstToken: Token?
        weak var replacedToken: Token?
        weak var secondToken: Token?
        let xs = PublishSubject<Token>()
        let ys = PublishSubject<Token>()
        var combined = 0
        let subscription = Observable.combineLatest(xs, ys) { _, _ in 1 }
            .subscribe(onNext: { combined += $0 })
        do {
            let replaced = Token()
            replacedToken = replaced
            xs.onNext(replaced)
            let first = Token()
            firstToken = first
            xs.onNext(first)
            let second = Token()
            secondToken = second
            ys.onNext(second)
        }
        XCTAssertNil(replacedToken, "a replaced latest element is released at once")
        XCTAssertNotNil(firstToken, "the latest elements are kept while subscribed")
        XCTAssertNotNil(secondToken)
        subscription.dispose()
        XCTAssertNil(firstToken, "disposing releases the latest elements")
        XCTAssertNil(secondToken)
        XCTAssertEqual(combined, 1)
    }
}
