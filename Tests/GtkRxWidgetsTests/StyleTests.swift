import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Style sheets and frame clocks from Swift: what FormApp needs without C.
@MainActor
final class StyleTests: GtkTestCase {
    func testALoadedStyleSheetStylesWidgetsOfTheDisplay() async throws {
        let style = CSSProvider()
        try style.load(from: "label.gtkrx-style-test { min-height: 123px; }")
        try style.addToDefaultDisplay(priority: .application)
        defer { style.removeFromDefaultDisplay() }

        let window = Window()
        let label = Label("styled")
        label.setCSSClass("gtkrx-style-test")
        window.child = label
        window.present()
        defer { window.destroy() }
        func minimumHeight() -> Int32 {
            var minimum: Int32 = 0
            gtk_widget_measure(
                cgtk_widget(label.objectPointer), GTK_ORIENTATION_VERTICAL, -1, &minimum, nil, nil,
                nil)
            return minimum
        }
        try GtkTest.wait("the style to apply") { minimumHeight() >= 123 }
        style.removeFromDefaultDisplay()
        try GtkTest.wait("the style to go") { minimumHeight() < 123 }
    }

    func testInvalidCSSThrowsAnErrorWithItsLine() async throws {
        let style = CSSProvider()
        XCTAssertThrowsError(try style.load(from: "label {\n  colour: red;\n}")) { error in
            guard let error = error as? CSSError else {
                return XCTFail("not a CSSError: \(error)")
            }
            XCTAssertEqual(error.source, "the style sheet")
            XCTAssertTrue(error.message.hasPrefix("line 2,"), error.message)
            XCTAssertTrue(error.description.contains("colour"), error.description)
        }
    }

    func testAMissingResourceThrowsAnErrorNamingIt() async {
        let path = "/io/github/gtkrx/StyleTests/missing.css"
        XCTAssertThrowsError(try CSSProvider().load(fromResource: path)) { error in
            XCTAssertEqual((error as? CSSError)?.source, path)
        }
    }

    func testAMissingFileThrows() async {
        XCTAssertThrowsError(try CSSProvider().load(fromFile: "/nonexistent/gtkrx.css"))
    }

    func testPrioritiesAreOrderedAsGTKs() {
        XCTAssertLessThan(StylePriority.fallback, .theme)
        XCTAssertLessThan(StylePriority.theme, .settings)
        XCTAssertLessThan(StylePriority.settings, .application)
        XCTAssertLessThan(StylePriority.application, .user)
        XCTAssertEqual(StylePriority.application.rawValue, 600)
    }

    func testAPresentedWindowsFrameClockPaints() async throws {
        let window = Window()
        window.child = Label("frames")
        XCTAssertNil(window.frameClock, "an unrealized window has no frame clock")
        window.present()
        defer { window.destroy() }
        let clock = try XCTUnwrap(window.frameClock)
        XCTAssertTrue(window.frameClock === clock, "the clock keeps its wrapper")
        var painted = 0
        let connection = clock.onAfterPaint { painted += 1 }
        defer { connection.disconnect() }
        window.child?.queueDraw()
        try GtkTest.wait("a frame to be painted") { painted > 0 }
        XCTAssertGreaterThan(clock.frameTime, 0)
        let (frames, counter) = (painted, clock.frameCounter)
        window.child?.queueDraw()
        try GtkTest.wait("another frame") { painted > frames }
        XCTAssertGreaterThan(clock.frameCounter, counter)
    }
}
