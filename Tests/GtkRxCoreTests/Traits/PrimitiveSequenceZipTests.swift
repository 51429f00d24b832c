import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

/// `Single.zip` and `Maybe.zip`: the generated arities and the collection overloads.
final class PrimitiveSequenceZipTests: XCTestCase {
    /// A single of `element` that succeeds `delay` ticks after its subscription.
    private func single(_ scheduler: TestScheduler, _ element: Int, after delay: Int = 10)
        -> Single<Int>
    {
        scheduler.createColdObservable([.next(delay, element), .completed(delay)]).asSingle()
    }

    func testSingleZipOfEveryArityWithASelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let two = scheduler.start {
            Single.zip(self.single(scheduler, 1), self.single(scheduler, 2)) { $0 * 10 + $1 }
        }
        XCTAssertEqual(two.events, [.next(210, 12), .completed(210)])

        let (s1, s2, s3, s4) = (Single.just(1), Single.just(2), Single.just(3), Single.just(4))
        let (s5, s6, s7, s8) = (Single.just(5), Single.just(6), Single.just(7), Single.just(8))
        var sums: [Int] = []
        let record = { (sum: Int) in sums.append(sum) }
        _ = Single.zip(s1, s2, s3) { sum($0, $1, $2) }.subscribe(onSuccess: record)
        _ = Single.zip(s1, s2, s3, s4) { sum($0, $1, $2, $3) }.subscribe(onSuccess: record)
        _ = Single.zip(s1, s2, s3, s4, s5) { sum($0, $1, $2, $3, $4) }
            .subscribe(onSuccess: record)
        _ = Single.zip(s1, s2, s3, s4, s5, s6) { sum($0, $1, $2, $3, $4, $5) }
            .subscribe(onSuccess: record)
        _ = Single.zip(s1, s2, s3, s4, s5, s6, s7) { sum($0, $1, $2, $3, $4, $5, $6) }
            .subscribe(onSuccess: record)
        _ = Single.zip(s1, s2, s3, s4, s5, s6, s7, s8) { sum($0, $1, $2, $3, $4, $5, $6, $7) }
            .subscribe(onSuccess: record)
        XCTAssertEqual(sums, [6, 10, 15, 21, 28, 36])
    }

    func testSingleZipOfEveryArityMakesTuplesOfDifferentTypes() {
        let (s1, s2, s3, s4) = (Single.just(1), Single.just("b"), Single.just(true), Single.just(4))
        let (s5, s6, s7, s8) = (Single.just(5), Single.just(6), Single.just(7), Single.just(8))
        var tuples: [String] = []
        let record = { (value: Any) in tuples.append("\(value)") }
        _ = Single.zip(s1, s2).subscribe(onSuccess: record)
        _ = Single.zip(s1, s2, s3).subscribe(onSuccess: record)
        _ = Single.zip(s1, s2, s3, s4).subscribe(onSuccess: record)
        _ = Single.zip(s1, s2, s3, s4, s5).subscribe(onSuccess: record)
        _ = Single.zip(s1, s2, s3, s4, s5, s6).subscribe(onSuccess: record)
        _ = Single.zip(s1, s2, s3, s4, s5, s6, s7).subscribe(onSuccess: record)
        _ = Single.zip(s1, s2, s3, s4, s5, s6, s7, s8).subscribe(onSuccess: record)
        XCTAssertEqual(
            tuples,
            [
                #"(1, "b")"#, #"(1, "b", true)"#, #"(1, "b", true, 4)"#,
                #"(1, "b", true, 4, 5)"#, #"(1, "b", true, 4, 5, 6)"#,
                #"(1, "b", true, 4, 5, 6, 7)"#, #"(1, "b", true, 4, 5, 6, 7, 8)"#,
            ])
    }

    func testSingleZipWaitsForTheLastSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.next(40, 2), .completed(40)])
        let result = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(240, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testSingleZipFailsAtTheFirstErrorAndDisposesTheOthers() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.error(10, TestError.boom, Int.self)])
            let ys = scheduler.createColdObservable([.next(40, 2), .completed(40)])
            let zs = scheduler.createColdObservable([.next(5, 3), .completed(5)])
            let result = scheduler.start {
                Single.zip(xs.asSingle(), ys.asSingle(), zs.asSingle()) { $0 + $1 + $2 }
            }
            XCTAssertEqual(result.events, [.error(210, TestError.boom)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(zs.subscriptions, [Subscription(200, 205)])
        }
    }

    func testSingleZipFailsWithTheSelectorsError() {
        let result = TestScheduler(initialClock: 0).start {
            Single.zip(Single.just(1), Single.just(2)) { _, _ -> Int in throw TestError.boom }
        }
        XCTAssertEqual(result.events, [.error(200, TestError.boom)])
    }

    func testDisposingASingleZipWhilePendingDisposesEverySingle() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
            let ys = scheduler.createColdObservable([.next(100, 2), .completed(100)])
            let result = scheduler.start(disposed: 250) {
                Single.zip(xs.asSingle(), ys.asSingle())
            }
            XCTAssertTrue(result.events.isEmpty)
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        }
    }

    func testSingleZipOfACollection() {
        let collection = [Single.just(1), .just(2), .just(3)]
        let selected = TestScheduler(initialClock: 0).start {
            Single.zip(collection) { $0.reduce(0, +) }
        }
        XCTAssertEqual(selected.events, [.next(200, 6), .completed(200)])
        let arrays = TestScheduler(initialClock: 0).start {
            Single.zip(collection).map { $0.map(String.init).joined() }
        }
        XCTAssertEqual(arrays.events, [.next(200, "123"), .completed(200)])
    }

    func testSingleZipOfAnEmptyCollectionSucceedsWithTheSelectorOverNothing() {
        let empty: [Single<Int>] = []
        let selected = TestScheduler(initialClock: 0).start {
            Single.zip(empty) { $0.reduce(0, +) }
        }
        XCTAssertEqual(selected.events, [.next(200, 0), .completed(200)])
        let arrays = TestScheduler(initialClock: 0).start { Single.zip(empty).map(\.count) }
        XCTAssertEqual(arrays.events, [.next(200, 0), .completed(200)])
        let thrown = TestScheduler(initialClock: 0).start {
            Single.zip(empty) { _ -> Int in throw TestError.boom }
        }
        XCTAssertEqual(thrown.events, [.error(200, TestError.boom)])
    }

    func testMaybeZipOfEveryArity() {
        let (m1, m2, m3, m4) = (Maybe.just(1), Maybe.just(2), Maybe.just(3), Maybe.just(4))
        let (m5, m6, m7, m8) = (Maybe.just(5), Maybe.just(6), Maybe.just(7), Maybe.just(8))
        var results: [String] = []
        let record = { (value: Any) in results.append("\(value)") }
        _ = Maybe.zip(m1, m2).subscribe(onSuccess: record)
        _ = Maybe.zip(m1, m2, m3).subscribe(onSuccess: record)
        _ = Maybe.zip(m1, m2, m3, m4) { sum($0, $1, $2, $3) }.subscribe(onSuccess: record)
        _ = Maybe.zip(m1, m2, m3, m4, m5).subscribe(onSuccess: record)
        _ = Maybe.zip(m1, m2, m3, m4, m5, m6) { sum($0, $1, $2, $3, $4, $5) }
            .subscribe(onSuccess: record)
        _ = Maybe.zip(m1, m2, m3, m4, m5, m6, m7).subscribe(onSuccess: record)
        _ = Maybe.zip(m1, m2, m3, m4, m5, m6, m7, m8) { sum($0, $1, $2, $3, $4, $5, $6, $7) }
            .subscribe(onSuccess: record)
        XCTAssertEqual(
            results,
            [
                "(1, 2)", "(1, 2, 3)", "10", "(1, 2, 3, 4, 5)", "21", "(1, 2, 3, 4, 5, 6, 7)",
                "36",
            ])
    }

    func testMaybeZipIsEmptyWhenOneMaybeIs() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.completed(30, Int.self)])
        let result = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 } }
        XCTAssertEqual(result.events, [.completed(230)])

        let collection = TestScheduler(initialClock: 0).start {
            Maybe.zip([Maybe.just(1), .empty(), .just(3)])
        }
        XCTAssertEqual(collection.events, [.completed(200)])
    }

    func testMaybeZipOfACollection() {
        let selected = TestScheduler(initialClock: 0).start {
            Maybe.zip([Maybe.just(1), .just(2)]) { $0.reduce(0, +) }
        }
        XCTAssertEqual(selected.events, [.next(200, 3), .completed(200)])
        let empty = TestScheduler(initialClock: 0).start {
            Maybe.zip([Maybe<Int>]()) { $0.count }
        }
        XCTAssertEqual(empty.events, [.next(200, 0), .completed(200)])
    }
}

/// The sum of `values`, for the zips' selectors.
private func sum(_ values: Int...) -> Int {
    values.reduce(0, +)
}
