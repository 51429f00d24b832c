import GtkRxCore
import TestHelpers
import XCTest

/// GtkRx's warnings stay text whatever a caller's bad value holds, so a log that captures
/// them can still be searched (a NUL byte makes `grep` call the whole log binary).
final class WarningTests: XCTestCase {
    func testControlCharactersInAWarningAreEscaped() throws {
        let output = try captureStandardError {
            printWarning("name \"a\0b\u{1B}c\rd\" refused")
        }
        XCTAssertEqual(output, "GtkRx: name \"a\\0b\\u{1b}c\\rd\" refused\n")
    }

    func testLineFeedsTabsAndOtherTextAreWrittenAsTheyAre() throws {
        let output = try captureStandardError {
            printWarning("first\n\tsecond 名字 ✓")
        }
        XCTAssertEqual(output, "GtkRx: first\n\tsecond 名字 ✓\n")
    }
}
