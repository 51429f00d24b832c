import XCTest

@testable import GtkRxGeneratorKit

/// The checks the analysis routes arguments to, by family: strings, numbers, detailed action
/// names, GSettings keys and schemas, integers bounded by a property.
final class ArgumentCheckPlanTests: XCTestCase {
    private func method(_ owner: String, _ name: String) throws -> MethodSpec {
        guard case .method(let spec)? = try GeneratorFixture.plan(of: owner).member(name)?.spec
        else { throw GeneratorFixture.FixtureError(message: "\(name) is not a generated method") }
        return spec
    }

    func testEveryDetailedActionArgumentIsParsedFirst() throws {
        let append = try method("Gio.Menu", "g_menu_append")
        XCTAssertEqual(append.arguments.map(\.check), [.noNUL, .detailedAction])
        let text = try GeneratorFixture.file(endingWith: "Generated/Gio/Menu.swift")
        XCTAssertTrue(text.contains("cAcceptsDetailedAction(detailedAction, \"Menu.append\")"))
        let item = try GeneratorFixture.file(endingWith: "Generated/Gio/MenuItem.swift")
        XCTAssertTrue(
            item.contains("cAcceptedDetailedAction(detailedAction, \"MenuItem.init\")"), item)
    }

    func testEveryGSettingsKeyIsLookedUpWithTheTypeItsGetterReads() throws {
        XCTAssertEqual(
            try method("Gio.Settings", "g_settings_get_int").arguments.map(\.check),
            [.settingsKey(type: "i")])
        XCTAssertEqual(
            try method("Gio.Settings", "g_settings_get_strv").arguments.map(\.check),
            [.settingsKey(type: "as")])
        XCTAssertEqual(
            try method("Gio.Settings", "g_settings_reset").arguments.map(\.check),
            [.settingsKey(type: nil)])
    }

    func testASettingsConstructorThrowsWhenItsSchemaIsRefused() throws {
        let text = try GeneratorFixture.file(endingWith: "Generated/Gio/Settings.swift")
        XCTAssertTrue(text.contains("public convenience init(schemaID: String) throws(GLibError)"))
        XCTAssertTrue(
            text.contains("try cRequireSettingsSchema(schemaID, path: path, \"Settings.init\")"))
    }

    func testNumbersAndStringsAreCheckedWhereCWouldChangeThem() throws {
        let plan = try GeneratorFixture.plan(of: "Gtk.ProgressBar")
        guard case .property(let fraction)? = plan.member("fraction")?.spec,
            case .function(_, let argument?, _)? = fraction.setter
        else { return XCTFail("ProgressBar.fraction has no setter function") }
        XCTAssertEqual(argument.check, .finite)
        let window = try method("Gtk.Window", "gtk_window_set_default_size")
        XCTAssertEqual(
            window.arguments.map(\.boundingProperty), ["default-width", "default-height"])
        let title = try GeneratorFixture.file(endingWith: "Generated/Gtk/Window.swift")
        XCTAssertTrue(title.contains("cAccepts(newValue, \"Window.title\")"))
    }

    func testAnIntegerPropertySetterIsBoundedByItsOwnProperty() throws {
        let plan = try GeneratorFixture.plan(of: "Gtk.Label")
        guard case .property(let spec)? = plan.member("max-width-chars")?.spec,
            case .function(_, let argument?, _)? = spec.setter
        else { return XCTFail("Label.maxWidthChars has no setter function") }
        XCTAssertEqual(argument.boundingProperty, "max-width-chars")
    }
}
