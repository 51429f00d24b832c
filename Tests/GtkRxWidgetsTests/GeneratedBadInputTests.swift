import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Bad values crossing between Swift and C through the generated wrappers: each is reported on
/// one line naming where it happened, and replaced by a value that keeps the app running.
@MainActor
final class GeneratedBadInputTests: GtkTestCase {
    func testAnIntegerOutsideThePropertysRangeIsClampedAndReported() async throws {
        let label = Label("wide")
        let report = try captureStandardError { label.maxWidthChars = Int.max }
        XCTAssertEqual(label.maxWidthChars, Int(Int32.max))
        XCTAssertTrue(
            report.contains(
                "Label.maxWidthChars: \(Int.max) is outside the range -1...2147483647 that "
                    + "GtkLabel:max-width-chars allows; clamped to 2147483647"),
            report)
    }

    func testAnUnknownEnumerationValueIsReportedAndReadAsTheFirstMember() async throws {
        var align = Align.center
        let report = try captureStandardError { align = Align(reporting: 99, in: "Widget.halign") }
        XCTAssertEqual(align, .fill)
        XCTAssertTrue(report.contains("Widget.halign: 99 is not a GtkAlign"), report)
    }

    func testAnObjectOfAnotherTypeIsReportedAndReadAsNil() async throws {
        let label = Label("not a button")
        var button: Button? = Button()
        let report = try captureStandardError {
            button = Object.borrowed(label.objectPointer, as: Button.self, "Test.button")
        }
        XCTAssertNil(button)
        XCTAssertTrue(report.contains("Test.button returned a GtkLabel, not a Button"), report)
    }

    func testANullStringGTKPromisedIsReportedAndReadAsEmpty() async throws {
        var text = "unchanged"
        let report = try captureStandardError { text = swiftString(nil, "Test.text") }
        XCTAssertEqual(text, "")
        XCTAssertTrue(report.contains("Test.text returned NULL"), report)
    }

    func testAMissingObjectGTKPromisedIsReplacedByAStandIn() async throws {
        var buffer: TextBuffer?
        let report = try captureStandardError {
            buffer = Object.standIn(for: TextBuffer.self, "TextView.buffer")
        }
        XCTAssertEqual(buffer?.text, "")
        XCTAssertTrue(report.contains("TextView.buffer returned no TextBuffer"), report)
    }
}
