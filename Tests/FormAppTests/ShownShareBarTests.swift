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
        let bar = try ShownShareBar.make()
        XCTAssertEqual(bar.typeName, "FormAppShownShareBar")
        XCTAssertEqual(g_type_parent(ShownShareBar.gType), gtk_widget_get_type())
        XCTAssertEqual(bar.accessibleRole, .meter)
    }

    func testGTKMeasuresTheBarAtItsSwiftSize() async throws {
        let bar = try ShownShareBar.make()
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
}
