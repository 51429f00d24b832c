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

    func testAKeyPathComparesWithTheLastElementPassedOnAndPassesStopEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, -2), .next(220, 2), .next(230, 3), .next(240, -3), .next(250, 2),
            .error(260, TestError.boom),
        ])
        let result = scheduler.start { xs.distinctUntilChanged(at: \.magnitude) }
        XCTAssertEqual(
            result.events,
            [.next(210, -2), .next(230, 3), .next(250, 2), .error(260, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testAKeyAndAComparerDecideTogether() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "apple"), .next(220, "avocado"), .next(230, "banana"),
            .next(240, "blueberry"), .completed(300),
        ])
        // Keys are lengths; "equal" means a difference of at most 2 from the length of the
        // last element passed on (5): 7 and 6 are equal to it, 9 is not.
        let result = scheduler.start {
            xs.distinctUntilChanged({ $0.count }, comparer: { abs($0 - $1) <= 2 })
        }
        XCTAssertEqual(
            result.events, [.next(210, "apple"), .next(240, "blueberry"), .completed(300)])
    }

    func testDisposingStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let result = scheduler.start(disposed: 220) { xs.distinctUntilChanged(at: \.self) }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            var received: [Int] = []
            _ = Observable.of(1, 1, 2).distinctUntilChanged(at: \.self)
                .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1, 2])
        }
    }
}
