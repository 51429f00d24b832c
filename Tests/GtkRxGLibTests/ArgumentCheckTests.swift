import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Bad arguments to the GLib layer's API that GIO would abort on, cut or hand on: each is
/// refused (or thrown, where the call can fail) with one line naming the member and the value,
/// and the program goes on with the object working.
///
/// Menus, menu items and settings reach these checks through the generated wrappers
/// (`Sources/GtkRxGLib/Objects/ArgumentChecks.swift`).
@MainActor
final class ArgumentCheckTests: GtkTestCase {
    func testAMalformedDetailedActionIsNotAppendedToAMenu() async throws {
        let menu = Menu()
        let report = try captureStandardError {
            menu.append("Zoom", detailedAction: "app.zoom((")
            menu.append("Zoom", detailedAction: "app.zoom\0(2)")
        }
        XCTAssertTrue(report.contains("Menu.append"), report)
        XCTAssertTrue(report.contains("\"app.zoom((\""), report)
        XCTAssertTrue(report.contains("\"app.zoom\\0(2)\""), report)
        XCTAssertEqual(menu.nItems, 0)
        menu.append("Zoom", detailedAction: "app.zoom(2)")
        XCTAssertEqual(menu.nItems, 1)
    }

    func testAMenuItemWithAMalformedDetailedActionHasNoAction() async throws {
        var item: MenuItem?
        let report = try captureStandardError {
            item = MenuItem(label: "Zoom", detailedAction: "app.zoom((")
        }
        XCTAssertTrue(report.contains("MenuItem"), report)
        XCTAssertTrue(report.contains("\"app.zoom((\""), report)
        let made = try XCTUnwrap(item)
        XCTAssertNil(made.attributeValue(attribute: "action", expectedType: nil))
        XCTAssertEqual(made.attributeValue(attribute: "label", expectedType: nil)?.string, "Zoom")
        made.setDetailedAction("app.zoom")
        XCTAssertEqual(
            made.attributeValue(attribute: "action", expectedType: nil)?.string, "app.zoom")
    }

    func testASchemaThatIsNotInstalledThrows() async throws {
        XCTAssertThrowsError(try Settings(schemaID: "org.example.NotInstalled")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("Settings"), message)
            XCTAssertTrue(message.contains("\"org.example.NotInstalled\""), message)
            XCTAssertTrue(message.contains("not installed"), message)
        }
        // GTK's own schemas are installed with GTK.
        let settings = try Settings(schemaID: "org.gtk.gtk4.Settings.Debug")
        XCTAssertEqual(settings.schemaID, "org.gtk.gtk4.Settings.Debug")
    }

    func testARelativeSettingsPathThrows() async throws {
        XCTAssertThrowsError(
            try Settings(schemaID: "org.gtk.gtk4.Settings.Debug", path: "relative")
        ) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("Settings"), message)
            XCTAssertTrue(message.contains("\"relative\""), message)
            XCTAssertTrue(message.contains("start and end with '/'"), message)
        }
        let settings = try Settings(
            schemaID: "org.gtk.gtk4.Settings.Debug", path: "/org/gtk/gtk4/settings/debug/")
        XCTAssertEqual(settings.path, "/org/gtk/gtk4/settings/debug/")
    }

    func testATypedGetterOfAKeyTheSchemaLacksOrOfAnotherTypeReadsZero() async throws {
        let settings = try argumentCheckSettings()
        var missing = -1
        var mistyped = -1
        let report = try captureStandardError {
            missing = settings.int(key: "no-such-key")
            mistyped = settings.int(key: "name")
        }
        XCTAssertEqual([missing, mistyped], [0, 0])
        XCTAssertTrue(report.contains("Settings.int"), report)
        XCTAssertTrue(report.contains("\"no-such-key\""), report)
        XCTAssertTrue(report.contains("\"name\""), report)
        XCTAssertEqual(settings.int(key: "size"), 11)
        XCTAssertEqual(settings.string(key: "name"), "hello")
    }

    func testAnActionNameWithANULByteIsRepaired() async throws {
        var action: SimpleAction?
        let report = try captureStandardError { action = SimpleAction(name: "a\0b") }
        XCTAssertTrue(report.contains("SimpleAction(name:)"), report)
        XCTAssertTrue(report.contains("\"a\\0b\""), report)
        let made = try XCTUnwrap(action)
        XCTAssertEqual(made.name, "a-b")
        var activations = 0
        made.onActivate { _ in activations += 1 }
        made.activate(nil)
        XCTAssertEqual(activations, 1)
    }

    func testAVariantStringWithANULByteIsStoredEmpty() async throws {
        var variants: [Variant] = []
        let report = try captureStandardError {
            variants = [Variant("a\0b"), Variant(["x", "y\0z"])]
        }
        XCTAssertEqual(variants.map(\.string), ["", nil])
        XCTAssertEqual(variants[1].strings, ["x", ""])
        XCTAssertTrue(report.contains("Variant(String): \"a\\0b\""), report)
        XCTAssertTrue(report.contains("Variant([String]): \"y\\0z\""), report)
        XCTAssertEqual(Variant("ab").string, "ab")
    }
}
