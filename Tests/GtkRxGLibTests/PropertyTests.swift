import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class PropertyTests: GtkTestCase {
    func testStringPropertiesRoundTrip() async throws {
        let button = Button(label: "Before")
        XCTAssertEqual(try button.property("label", as: String.self), "Before")
        try button.setProperty("label", to: "After")
        XCTAssertEqual(
            String(cString: gtk_button_get_label(cgtk_button(button.objectPointer))), "After")
        try button.setProperty("tooltip-text", to: String?.none)
        XCTAssertEqual(try button.property("tooltip-text", as: String?.self), nil)
    }

    func testNumericBooleanAndEnumPropertiesRoundTrip() async throws {
        let box = Box(orientation: .vertical, spacing: 3)
        XCTAssertEqual(try box.property("spacing", as: Int.self), 3)
        XCTAssertEqual(
            try box.property("orientation", as: Int.self), Int(GTK_ORIENTATION_VERTICAL.rawValue))
        try box.setProperty("opacity", to: 0.2)
        XCTAssertEqual(gtk_widget_get_opacity(cgtk_widget(box.objectPointer)), 0.2)
        try box.setProperty("sensitive", to: false)
        XCTAssertEqual(gtk_widget_get_sensitive(cgtk_widget(box.objectPointer)), 0)
    }

    func testAnUnknownPropertyIsAnError() async {
        let label = Label()
        XCTAssertThrowsError(try label.property("colour", as: String.self)) { error in
            XCTAssertEqual(
                error as? PropertyError, .unknownProperty(type: "GtkLabel", property: "colour"))
            XCTAssertEqual("\(error)", "GtkLabel has no property \"colour\"")
        }
    }

    func testAMismatchedTypeIsAnErrorNamingBothTypes() async {
        let label = Label()
        XCTAssertThrowsError(try label.setProperty("label", to: true)) { error in
            XCTAssertEqual(
                error as? PropertyError,
                .typeMismatch(
                    type: "GtkLabel", property: "label", valueType: "gchararray",
                    swiftType: "Bool"))
        }
    }

    func testAReadOnlyPropertyCannotBeWritten() async {
        let label = Label()
        XCTAssertThrowsError(try label.setProperty("scale-factor", to: 2)) { error in
            XCTAssertEqual(
                error as? PropertyError, .notWritable(type: "GtkLabel", property: "scale-factor"))
        }
    }
}
