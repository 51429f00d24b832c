import Foundation
import GtkRxCore
import XCTest

// The traits' events compared in tests, as RxTest compares them: `XCTAssertEqual(events,
// [.success(1)])` for a single's events, `[.failure(error)]`, and `==` on `MaybeEvent` and
// `CompletableEvent`. Two errors are equal when their `NSError` forms have the same domain and
// code and the errors the same description.

/// Whether two errors are the same for a test: the same `NSError` domain and code, and the
/// same description.
func testErrorsAreEqual(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
    let leftError = left as NSError
    let rightError = right as NSError
    return leftError.domain == rightError.domain && leftError.code == rightError.code
        && "\(left)" == "\(right)"
}

/// Whether two events of a ``GtkRxCore/Single`` are the same: equal elements, or errors equal
/// as ``testErrorsAreEqual(_:_:)`` says.
func singleEventsAreEqual<Element: Equatable>(
    _ left: SingleEvent<Element>, _ right: SingleEvent<Element>
) -> Bool {
    switch (left, right) {
    case (.success(let leftElement), .success(let rightElement)): leftElement == rightElement
    case (.failure(let leftError), .failure(let rightError)):
        testErrorsAreEqual(leftError, rightError)
    default: false
    }
}

/// Fails the test unless the two lists of a single's events are the same, event by event
/// (elements by `==`, errors by their `NSError` domain and code and their description), as
/// RxTest's `XCTAssertEqual` for `SingleEvent` does: `SingleEvent` is a `Result` whose failure
/// is any error, which cannot be `Equatable`.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>],
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let equal = lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(singleEventsAreEqual)
    guard !equal else { return }
    let detail = message()
    XCTFail(
        "XCTAssertEqual failed: (\"\(lhs)\") is not equal to (\"\(rhs)\")"
            + (detail.isEmpty ? "" : " - \(detail)"), file: file, line: line)
}

// The conformance belongs to the test kit, as RxTest's does, so that the library itself does
// not choose how errors compare.
extension MaybeEvent: Equatable where Element: Equatable {
    /// Events are equal when their kinds and elements are; errors are equal when their
    /// `NSError` domain and code and their descriptions are.
    public static func == (lhs: MaybeEvent, rhs: MaybeEvent) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): left == right
        case (.error(let left), .error(let right)): testErrorsAreEqual(left, right)
        case (.completed, .completed): true
        default: false
        }
    }
}

// In the test kit, as for `MaybeEvent` above.
extension CompletableEvent: Equatable {
    /// Events are equal when their kinds are; errors are equal when their `NSError` domain and
    /// code and their descriptions are.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.error(let left), .error(let right)): testErrorsAreEqual(left, right)
        case (.completed, .completed): true
        default: false
        }
    }
}
