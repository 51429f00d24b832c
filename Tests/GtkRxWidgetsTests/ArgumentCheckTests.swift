import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Bad arguments to the widget layer's API that GTK would truncate, reject or cut: each is
/// clamped or refused with one line naming the member and the value (and no GLib critical
/// warning), and the widget goes on working.
@MainActor
final class ArgumentCheckTests: GtkTestCase {
    // MARK: - Integers through GValue

    func testAnIntegerPropertyBeyondItsRangeIsClampedNotTruncated() async throws {
        let label = Label("wide")
        let report = try reportAndWarnings { label.widthRequest = Int.max }
        XCTAssertEqual(label.widthRequest, Int(Int32.max))
        XCTAssertTrue(report.contains("GtkLabel:width-request: \(Int.max)"), report)
        XCTAssertTrue(report.contains("clamped to \(Int32.max)"), report)
        label.widthRequest = 40
        XCTAssertEqual(label.widthRequest, 40)
    }

    func testAnIntegerPropertyJustBeyondGuintIsClampedNotWrapped() async throws {
        let label = Label("wide")
        let report = try reportAndWarnings { label.widthRequest = 4_294_967_396 }
        XCTAssertEqual(label.widthRequest, Int(Int32.max))
        XCTAssertTrue(report.contains("GtkLabel:width-request: 4294967396"), report)
        XCTAssertTrue(report.contains("clamped to \(Int32.max)"), report)
    }

    func testAnIntegerPropertyBelowItsMinimumIsClampedToIt() async throws {
        let label = Label("narrow")
        let report = try reportAndWarnings { label.widthRequest = -5 }
        XCTAssertEqual(label.widthRequest, -1)
        XCTAssertTrue(report.contains("GtkLabel:width-request: -5"), report)
        XCTAssertTrue(report.contains("clamped to -1"), report)
    }

    func testAnEnumerationValueTheTypeLacksIsRefused() async throws {
        let label = Label("centred")
        label.halign = .center
        let report = try reportAndWarnings { try? label.setProperty("halign", to: 99) }
        XCTAssertEqual(label.halign, .center)
        XCTAssertTrue(report.contains("GtkLabel:halign: 99"), report)
        XCTAssertTrue(report.contains("refused"), report)
    }

    // MARK: - Integers GTK checks against a property

    func testADefaultHeightBelowMinusOneIsClampedToIt() async throws {
        let window = Window()
        defer { window.destroy() }
        let report = try reportAndWarnings { window.setDefaultSize(width: 10, height: Int.min) }
        XCTAssertTrue(report.contains("Window.setDefaultSize: \(Int.min)"), report)
        XCTAssertTrue(report.contains("clamped to -1"), report)
        XCTAssertEqual(window.defaultHeight, -1)
        XCTAssertEqual(window.defaultWidth, 10)
        window.setDefaultSize(width: 20, height: 30)
        XCTAssertEqual(window.defaultHeight, 30)
    }

    // MARK: - Numbers that must be finite

    func testANaNFractionIsRefused() async throws {
        let bar = ProgressBar()
        bar.fraction = 0.25
        let report = try reportAndWarnings { bar.fraction = .nan }
        XCTAssertEqual(bar.fraction, 0.25)
        XCTAssertTrue(report.contains("ProgressBar.fraction: nan"), report)
        XCTAssertTrue(report.contains("refused"), report)
        bar.fraction = 0.5
        XCTAssertEqual(bar.fraction, 0.5)
    }

    func testANonFiniteFloatingPointPropertyIsRefusedAndAFiniteOneClamped() async throws {
        let renderer = CellRendererText()
        renderer.xalign = 0.25
        let refused = try reportAndWarnings { renderer.xalign = -.infinity }
        XCTAssertEqual(renderer.xalign, 0.25)
        XCTAssertTrue(refused.contains("GtkCellRendererText:xalign: -inf"), refused)
        XCTAssertTrue(refused.contains("refused"), refused)
        let clamped = try reportAndWarnings { renderer.xalign = 7 }
        XCTAssertEqual(renderer.xalign, 1)
        XCTAssertTrue(clamped.contains("GtkCellRendererText:xalign: 7.0"), clamped)
        XCTAssertTrue(clamped.contains("clamped to 1.0"), clamped)
    }

    // MARK: - Strings

    func testAnEmptyCSSClassIsRefused() async throws {
        let label = Label("styled")
        label.setCSSClass("kept")
        let report = try reportAndWarnings { label.setCSSClass("", present: true) }
        XCTAssertTrue(report.contains("Widget.setCSSClass: \"\""), report)
        XCTAssertTrue(report.contains("refused"), report)
        XCTAssertEqual(label.cssClasses, ["kept"])
        label.setCSSClass("added")
        XCTAssertTrue(label.hasCSSClass("added"))
    }

    func testACSSClassWithALeadingDotOrANULByteIsRefused() async throws {
        let label = Label("styled")
        let report = try reportAndWarnings {
            label.setCSSClass(".dotted")
            label.setCSSClass("a\0b")
            label.setCSSClass("", present: false)
        }
        XCTAssertTrue(report.contains("Widget.setCSSClass: \".dotted\""), report)
        XCTAssertTrue(report.contains("Widget.setCSSClass: \"a\\0b\""), report)
        XCTAssertEqual(label.cssClasses, [])
        label.setCSSClass("a")
        var has = true
        let asked = try reportAndWarnings { has = label.hasCSSClass("a\0b") }
        XCTAssertFalse(has)
        XCTAssertTrue(asked.contains("Widget.hasCSSClass: \"a\\0b\""), asked)
        XCTAssertFalse(try reportAndWarnings { has = label.hasCSSClass("") }.isEmpty)
        XCTAssertFalse(has)
    }

    func testAGeneratedStringSetterRefusesANULByte() async throws {
        let window = Window()
        defer { window.destroy() }
        window.title = "Before"
        let report = try reportAndWarnings { window.title = "a\0b" }
        XCTAssertEqual(window.title, "Before")
        XCTAssertTrue(report.contains("Window.title: \"a\\0b\""), report)
        XCTAssertTrue(report.contains("refused"), report)
        window.title = "After"
        XCTAssertEqual(window.title, "After")
    }

    func testAStringPropertyThroughGValueRefusesANULByte() async throws {
        let renderer = CellRendererText()
        renderer.text = "Before"
        let report = try reportAndWarnings { renderer.text = "a\0b" }
        XCTAssertEqual(renderer.text, "Before")
        XCTAssertTrue(report.contains("GtkCellRendererText:text: \"a\\0b\""), report)
        XCTAssertTrue(report.contains("refused"), report)
    }

    func testAHandWrittenStringSetterRefusesANULByte() async throws {
        let label = Label("Before")
        let report = try reportAndWarnings { label.text = "a\0b" }
        XCTAssertEqual(label.text, "Before")
        XCTAssertTrue(report.contains("Label.text: \"a\\0b\""), report)
    }

    /// What `body` reports on standard error, after checking that GLib logged no warning or
    /// critical warning meanwhile (the value never reached GTK, or reached it valid).
    private func reportAndWarnings(_ body: () -> Void) throws -> String {
        var report = ""
        let messages = try GLibLog.recordingWarnings {
            report = try captureStandardError(body)
        }
        XCTAssertEqual(messages, [], "GLib's warnings and critical warnings")
        return report
    }
}
