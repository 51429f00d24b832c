import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

/// The People page's shown-share bar: a widget class registered from Swift that sizes itself,
/// is a meter to assistive technologies, and fills with the share the filter shows.
@MainActor
final class ShownShareBarTests: FormWindowTestCase {
    /// GTK's measurement of `widget` along `orientation`: [minimum, natural].
    private func measure(_ widget: Widget, _ orientation: GtkOrientation) -> [Int] {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(
            cgtk_widget(widget.objectPointer), orientation, -1, &minimum, &natural, nil, nil)
        return [Int(minimum), Int(natural)]
    }

    func testTheBarIsAWidgetSubclassOfItsOwnWithItsRole() async throws {
        let bar = ShownShareBar()
        XCTAssertEqual(bar.typeName, "FormAppShownShareBar")
        XCTAssertEqual(g_type_parent(ShownShareBar.gType), gtk_widget_get_type())
        XCTAssertEqual(bar.accessibleRole, .meter)
    }

    func testGTKMeasuresTheBarAtItsSwiftSize() async throws {
        let bar = ShownShareBar()
        XCTAssertEqual(
            measure(bar, GTK_ORIENTATION_HORIZONTAL),
            [ShownShareBar.minimumWidth, ShownShareBar.naturalWidth])
        XCTAssertEqual(
            measure(bar, GTK_ORIENTATION_VERTICAL),
            [ShownShareBar.thickness, ShownShareBar.thickness])
    }

    func testThePageShowsTheBarFilledWithTheShareTheFilterShows() async throws {
        let form = try makeWindow()
        let page = form.people
        form.pages.visibleChildName = "people"
        XCTAssertTrue(page.shareOutlet.isAncestor(page.root))
        try GtkTest.wait("the people") { page.countOutlet.text == "1,000 people" }
        XCTAssertEqual(page.shareOutlet.fraction, 1)
        try GtkTest.wait("the bar laid out") {
            page.shareOutlet.width >= ShownShareBar.minimumWidth
                && page.shareOutlet.height == ShownShareBar.thickness
        }
        try User.type("ada ALLEN", into: page.filterOutlet)
        try GtkTest.wait("one in a thousand shown") { page.shareOutlet.fraction == 0.001 }
    }

    /// The bar at 100 × 6 pixels showing a quarter, drawn by GTK through its Swift `draw(_:)`,
    /// matches `Snapshots/shown-share-bar-quarter.png` (see ``ReferenceImage`` to regenerate it).
    func testTheBarDrawsAsItsReferenceImage() async throws {
        let bar = ShownShareBar()
        bar.fraction = 0.25
        bar.halign = .start
        bar.setSizeRequest(width: 100, height: -1)
        let window = Window()
        window.child = bar
        defer { window.destroy() }
        window.present()
        try GtkTest.wait("the bar laid out") {
            bar.isMapped && bar.width == 100 && bar.height == ShownShareBar.thickness
        }
        try ReferenceImage.waitForAFreshFrame(of: bar)
        let pixels = try ReferenceImage.renderedPixels(of: bar)
        // The filled quarter is the bar's blue (0.21, 0.52, 0.89), opaque; the rest the track,
        // a grey at a quarter opacity (premultiplied).
        for (x, expected) in [
            (10, [0.21, 0.52, 0.89, 1]), (24, [0.21, 0.52, 0.89, 1]),
            (25, [0.125, 0.125, 0.125, 0.25]), (99, [0.125, 0.125, 0.125, 0.25]),
        ] {
            for (channel, value) in zip(pixels.rgba(x: x, y: 3), expected) {
                XCTAssertEqual(
                    Double(channel), value * 255, accuracy: Double(ReferenceImage.tolerance),
                    "pixel \(x)")
            }
        }
        try ReferenceImage.assertMatches(pixels, named: "shown-share-bar-quarter.png")
    }
}
