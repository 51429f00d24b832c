import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// A wrapper class of an application's own.
private final class FancyLabel: Label {}

/// Which class wraps an object GTK hands over: the most derived one registered for its type or
/// an ancestor's.
@MainActor
final class WrapperRegistryTests: GtkTestCase {
    func testObjectsGTKMakesGetTheirWidgetClass() async throws {
        // Made in C: GtkRx meets it first through `wrapper(for:)`.
        let label = cglib_object(UnsafeMutableRawPointer(gtk_label_new("c")))!
        g_object_ref_sink(label)
        defer { g_object_unref(label) }
        XCTAssertTrue(Object.wrapper(for: label) is Label)
    }

    func testATypeWithoutAClassGetsItsNearestRegisteredAncestors() async throws {
        // A GtkBox subclass the tests register has no wrapper class: a Box it is.
        let box = newInstance(of: boxSubtype(named: "GtkRxTestsUnwrappedBox"))
        g_object_ref_sink(box)
        defer { g_object_unref(box) }
        let wrapper = Object.wrapper(for: box)
        XCTAssertTrue(type(of: wrapper) == Box.self, "\(type(of: wrapper))")
    }

    func testAnApplicationsClassWinsOverTheBuiltInOne() async throws {
        let builder = try Builder(
            string: """
                <interface><object class="GtkLabel" id="before"/></interface>
                """)
        XCTAssertTrue(type(of: try builder.object(named: "before")) == Label.self)
        WrapperRegistry.register(FancyLabel.self)
        defer { WrapperRegistry.register(Label.self) }
        let after = try Builder(
            string: """
                <interface><object class="GtkLabel" id="after"/></interface>
                """)
        XCTAssertTrue(try after.object(named: "after") is FancyLabel)
    }
}
