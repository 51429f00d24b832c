import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

/// `single()` and `single(_:)`: exactly one element (or one match), else an error.
final class SingleElementTests: XCTestCase {
    private func record(
        _ events: [Recorded<Event<Int>>],
        _ operation: @escaping (Observable<Int>) -> Observable<Int>
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let result = scheduler.start { operation(xs.asObservable()) }
        return (result.events, xs.subscriptions)
    }

    func testTheOneElementIsPassedOnAndTheSequenceCompletesWithTheSource() {
        let result = record([.next(150, 0), .next(210, 1), .completed(250)]) { $0.single() }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testNoElementFailsWithNoElements() {
        let result = record([.completed(250)]) { $0.single() }
        XCTAssertEqual(result.events, [.error(250, RxError.noElements)])
    }

    func testASecondElementFailsWithMoreThanOneElementAndEndsTheSubscription() {
        let result = record([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)]) {
            $0.single()
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }

    func testASourceErrorIsPassedOn() {
        let result = record([.next(210, 1), .error(220, TestError.boom)]) { $0.single() }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
    }

    func testOnlyTheMatchingElementCounts() {
        let result = record([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)]) {
            $0.single { $0.isMultiple(of: 2) }
        }
        XCTAssertEqual(result.events, [.next(220, 2), .completed(250)])
    }

    func testNoMatchOrASecondMatchFails() {
        XCTAssertEqual(
            record([.next(210, 1), .next(230, 3), .completed(250)]) {
                $0.single { $0.isMultiple(of: 2) }
            }.events,
            [.error(250, RxError.noElements)])
        XCTAssertEqual(
            record([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)]) {
                $0.single { $0.isMultiple(of: 2) }
            }.events,
            [.next(210, 2), .error(230, RxError.moreThanOneElement)])
    }

    func testAnErrorThePredicateThrowsFailsTheSequence() {
        let result = record([.next(210, 1), .next(220, 2), .completed(250)]) {
            $0.single { value in
                if value == 2 { throw TestError.other }
                return true
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.other)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220)])
    }
}
