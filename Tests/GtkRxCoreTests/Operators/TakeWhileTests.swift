import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class TakeWhileTests: XCTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 3),
            .completed(300),
        ])
    }

    func testExclusiveCompletesAtTheFirstFailingElementWithoutIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let result = scheduler.start { xs.take(while: { $0 < 4 }) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testInclusiveEmitsTheFailingElementBeforeCompleting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let result = scheduler.start { xs.take(while: { $0 < 4 }, behavior: .inclusive) }
        XCTAssertEqual(
            result.events, [.next(210, 1), .next(220, 2), .next(230, 5), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testWhenEveryElementPassesItCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let result = scheduler.start { xs.take(while: { _ in true }) }
        XCTAssertEqual(result.events.count, 5)
        XCTAssertEqual(result.events.last, .completed(300))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAThrowingPredicateEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let result = scheduler.start {
            xs.take(while: { value in
                if value == 2 { throw TestError.boom }
                return true
            })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSourceErrorsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.other)])
        let result = scheduler.start { xs.take(while: { _ in true }) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilAPredicateIsTheOpposite() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let exclusive = scheduler.start { xs.take(until: { $0 > 4 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = makeSource(scheduler2)
        let inclusive = scheduler2.start { ys.take(until: { $0 > 4 }, behavior: .inclusive) }
        XCTAssertEqual(
            inclusive.events, [.next(210, 1), .next(220, 2), .next(230, 5), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }
}
