import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class ReduceTests: XCTestCase {
    func testReduceEmitsTheTotalWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 100), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let result = scheduler.start { xs.reduce(10, accumulator: +) }
        XCTAssertEqual(result.events, [.next(300, 16), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnEmptySourceGivesTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let result = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEqual(result.events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMapResultTransformsTheTotal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start {
            xs.reduce(0, accumulator: +, mapResult: { "sum \($0)" })
        }
        XCTAssertEqual(result.events, [.next(300, "sum 3"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReduceIntoMutatesTheAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "b"), .next(230, "a"), .completed(300),
        ])
        let result = scheduler.start { xs.reduce(into: Set<String>()) { $0.insert($1) } }
        XCTAssertEqual(result.events, [.next(300, ["a", "b"]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testASourceErrorGivesOnlyTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let result = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAThrowingAccumulatorEndsTheSequenceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let result = scheduler.start {
            xs.reduce(0) { sum, value in
                if value == 2 { throw TestError.boom }
                return sum + value
            }
        }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAThrowingMapResultFailsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start {
            xs.reduce(0, accumulator: +, mapResult: { _ -> String in throw TestError.other })
        }
        XCTAssertEqual(result.events, [.error(300, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testASourceThatNeverEndsGivesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let result = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }
}
