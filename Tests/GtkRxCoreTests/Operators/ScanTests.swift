import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class ScanTests: XCTestCase {
    func testScanEmitsEachAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 100), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let result = scheduler.start { xs.scan(10, accumulator: +) }
        XCTAssertEqual(
            result.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testScanIntoMutatesTheAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) } }
        XCTAssertEqual(result.events, [.next(210, [1]), .next(220, [1, 2]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnEmptySourceGivesOnlyTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let result = scheduler.start { xs.scan(0, accumulator: +) }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSourceErrorsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let result = scheduler.start { xs.scan(0, accumulator: +) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAThrowingAccumulatorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let result = scheduler.start {
            xs.scan(0) { sum, value in
                if value == 2 { throw TestError.boom }
                return sum + value
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEachSubscriptionStartsFromTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let scan = xs.scan(into: [Int]()) { $0.append($1) }
        let first = scheduler.createObserver([Int].self)
        let second = scheduler.createObserver([Int].self)
        scheduler.scheduleAt(200) { _ = scan.subscribe(first) }
        scheduler.scheduleAt(300) { _ = scan.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, [1]), .next(220, [1, 2]), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, [1]), .next(320, [1, 2]), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testDisposingStopsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let result = scheduler.start(disposed: 250) { xs.scan(0, accumulator: +) }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
