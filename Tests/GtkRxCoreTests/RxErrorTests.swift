import GtkRxCore
import TestHelpers
import XCTest

final class RxErrorTests: XCTestCase {
    private final class Widgetish {}

    func testEveryCaseHasItsOwnDescription() {
        let errors: [RxError] = [
            .unknown, .disposed(object: Widgetish()), .overflow, .argumentOutOfRange,
            .noElements, .moreThanOneElement, .timeout,
        ]
        let descriptions = errors.map(\.debugDescription)
        XCTAssertEqual(Set(descriptions).count, errors.count)
        XCTAssertFalse(descriptions.contains(""))
    }

    func testTheDisposedDescriptionNamesTheObjectsType() {
        let error = RxError.disposed(object: Widgetish())
        XCTAssertTrue(error.debugDescription.contains("Widgetish"), error.debugDescription)
    }

    func testTheDisposedCaseKeepsTheObject() {
        let object = Widgetish()
        guard case .disposed(let kept) = RxError.disposed(object: object) else {
            return XCTFail("expected .disposed")
        }
        XCTAssertTrue(kept === object)
    }
}
