import Foundation
import GtkRxCore
import TestHelpers
import XCTest

@testable import GtkRxVirtualTime

/// The test kit compares the traits' events as RxTest does.
final class TraitEventEqualityTests: XCTestCase {
    func testASinglesEventsCompareByElementOrError() {
        let events: [SingleEvent<Int>] = [.success(1), .failure(TestError.boom)]
        XCTAssertEqual(events, [.success(1), .failure(TestError.boom)])
    }

    func testAMaybesAndACompletablesEventsAreEquatable() {
        XCTAssertEqual([MaybeEvent.success(1), .completed], [.success(1), .completed])
        XCTAssertNotEqual(MaybeEvent.success(1), .success(2))
        XCTAssertNotEqual(MaybeEvent<Int>.completed, .error(TestError.boom))
        XCTAssertEqual(CompletableEvent.error(TestError.boom), .error(TestError.boom))
        XCTAssertNotEqual(CompletableEvent.completed, .error(TestError.boom))
    }

    func testErrorsCompareByDomainCodeAndDescription() {
        XCTAssertNotEqual(CompletableEvent.error(TestError.boom), .error(TestError.other))
        let error = NSError(domain: "gtkrx.test", code: 7, userInfo: nil)
        XCTAssertEqual(
            MaybeEvent<Int>.error(error), .error(NSError(domain: "gtkrx.test", code: 7)))
        XCTAssertNotEqual(
            MaybeEvent<Int>.error(error), .error(NSError(domain: "gtkrx.test", code: 8)))
        XCTAssertNotEqual(
            CompletableEvent.error(error), .error(NSError(domain: "gtkrx.other", code: 7)))
    }

    func testUnequalSingleEventsAreTold() {
        // What the assertion above checks, event by event.
        XCTAssertFalse(singleEventsAreEqual(.success(1), .success(2)))
        XCTAssertFalse(singleEventsAreEqual(.success(1), .failure(TestError.boom)))
        XCTAssertFalse(
            singleEventsAreEqual(
                SingleEvent<Int>.failure(TestError.boom), .failure(TestError.other)))
        XCTAssertTrue(
            singleEventsAreEqual(SingleEvent<Int>.failure(TestError.boom), .failure(TestError.boom))
        )
    }
}
