import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class ElementAtTests: XCTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
    }

    func testTheElementAtTheIndexIsEmittedAndTheSequenceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let result = scheduler.start { xs.element(at: 2) }
        XCTAssertEqual(result.events, [.next(230, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testIndexZeroIsTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let result = scheduler.start { xs.element(at: 0) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testASourceThatEndsEarlyFailsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let result = scheduler.start { xs.element(at: 3) }
        XCTAssertEqual(result.events, [.error(300, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        guard case .argumentOutOfRange = result.events.first?.value.error as? RxError else {
            return XCTFail("expected RxError.argumentOutOfRange")
        }
    }

    func testASourceErrorBeforeTheIndexPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let result = scheduler.start { xs.element(at: 1) }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingBeforeTheIndexGivesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let result = scheduler.start(disposed: 225) { xs.element(at: 2) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testANegativeIndexFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { xs.element(at: -1) }
        XCTAssertEqual(result.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
