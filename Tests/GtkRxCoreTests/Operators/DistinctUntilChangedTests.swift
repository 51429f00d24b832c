import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class DistinctUntilChangedTests: XCTestCase {
    func testConsecutiveDuplicatesAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2),
            .next(250, 1), .next(260, 3), .completed(300),
        ])
        let result = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(
            result.events,
            [.next(210, 1), .next(230, 2), .next(250, 1), .next(260, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTheComparerComparesWithTheLastElementPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        // "Equal" means within 1 of each other: 2 is dropped next to 1, so 3 is compared with 1.
        let result = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) <= 1 } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTheKeySelectorDecidesWhatIsADuplicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "A"), .next(230, "b"), .next(240, "B"), .next(250, "a"),
            .completed(300),
        ])
        let result = scheduler.start { xs.distinctUntilChanged { $0.lowercased() } }
        XCTAssertEqual(
            result.events, [.next(210, "a"), .next(230, "b"), .next(250, "a"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAKeyPathDecidesWhatIsADuplicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "ab"), .next(220, "cd"), .next(230, "efg"), .completed(300),
        ])
        let result = scheduler.start { xs.distinctUntilChanged(at: \.count) }
        XCTAssertEqual(result.events, [.next(210, "ab"), .next(230, "efg"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAThrowingKeySelectorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start {
            xs.distinctUntilChanged { value -> Int in
                if value == 2 { throw TestError.boom }
                return value
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAThrowingComparerEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw TestError.other }
        }
        // The first element is not compared with anything.
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSourceErrorsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let result = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAnEmptySourceOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let result = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
