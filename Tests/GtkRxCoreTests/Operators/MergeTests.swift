import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class MergeTests: XCTestCase {
    func testMergesTheSourcesAsTheyComeAndCompletesAfterTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let zs = scheduler.createHotObservable([.next(230, 3), .next(260, 6), .completed(270)])
        let result = scheduler.start {
            Observable.merge(xs.asObservable(), ys.asObservable(), zs.asObservable())
        }
        XCTAssertEqual(
            result.events,
            [
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(260, 6),
                .completed(300),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 270)])
    }

    func testTheArrayAndCollectionFormsMergeToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(260)])
        let array = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(array.events, [.next(210, 1), .next(220, 2), .completed(260)])
        let zs = scheduler.createHotObservable([.next(1210, 3), .completed(1250)])
        let collection = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.merge([zs.asObservable()].lazy.map { $0 })
        }
        XCTAssertEqual(collection.events, [.next(1210, 3), .completed(1250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(1200, 1250)])
    }

    func testAnErrorEndsItAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(300)])
        let result = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testNoSourcesCompleteAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.merge([]) }
        XCTAssertEqual(result.events, [.completed(200)])
    }

    func testMergingInnerSequencesWaitsForTheOuterAndEveryInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(120)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(150, ys2), .next(210, ys1), .next(250, ys2), .completed(270),
        ])
        let result = scheduler.start { xs.merge() }
        XCTAssertEqual(
            result.events,
            [.next(220, 1), .next(255, 3), .next(310, 2), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 330)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 270)])
    }

    func testAnInnerErrorEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(120)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .error(20, TestError.boom)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2)])
        let result = scheduler.start { xs.merge() }
        XCTAssertEqual(
            result.events, [.next(220, 1), .next(255, 3), .error(270, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 270)])
    }

    func testAnOuterErrorEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(120)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .error(240, TestError.boom)])
        let result = scheduler.start { xs.merge() }
        XCTAssertEqual(result.events, [.next(220, 1), .error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
    }

    func testMaxConcurrentQueuesTheRestInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(100)])
        let ys3 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let ys4 = scheduler.createColdObservable([.next(10, 4), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1), .next(220, ys2), .next(230, ys3), .next(240, ys4), .completed(250),
        ])
        let result = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(
            result.events,
            [.next(220, 1), .next(230, 2), .next(270, 3), .next(290, 4), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 320)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(260, 280)])
        XCTAssertEqual(ys4.subscriptions, [Subscription(280, 300)])
    }

    func testDisposingDisposesTheOuterAndEveryInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(120)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .next(100, 4), .completed(120)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2)])
        let result = scheduler.start(disposed: 250) { xs.merge() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(230, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 250)])
    }

    func testSourcesOnDifferentThreadsAreSerialized() {
        let sources = (0..<2).map { _ in ManualSource<Int>() }
        let recorder = ConcurrencyRecorder<Int>()
        let subscription = Observable.merge(sources.map(\.observable)).subscribe(recorder)
        let count = 2_000
        runConcurrently(
            sources.enumerated().map { index, source in
                {
                    for value in 0..<count {
                        source.onNext(index * count + value)
                    }
                    source.onCompleted()
                }
            })
        XCTAssertEqual(recorder.overlaps, 0)
        XCTAssertEqual(Set(recorder.elements), Set(0..<(2 * count)))
        XCTAssertEqual(recorder.events.count, 2 * count + 1)
        XCTAssertEqual(recorder.events.last.map(\.isCompleted), true)
        // Each source's elements keep their order.
        for index in 0..<2 {
            let own = recorder.elements.filter { $0 / count == index }
            XCTAssertTrue(own == own.sorted(), "source \(index) out of order")
        }
        subscription.dispose()
    }

    func testAMaxConcurrentOfZeroOrLessFailsWithoutSubscribing() {
        for maxConcurrent in [0, -1, Int.min] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, Observable.just(1)), .completed(300),
            ])
            let result = scheduler.start { xs.merge(maxConcurrent: maxConcurrent) }
            XCTAssertEqual(result.events, [.error(200, RxError.argumentOutOfRange)])
            XCTAssertEqual(xs.subscriptions, [])
        }
    }
}
