import GtkRx
import GtkRxTest
import XCTest

@testable import Starter

/// The style sheet the GtkRxResources plugin compiles into the app, found and loaded.
@MainActor
final class StarterStyleTests: GtkTestCase {
    func testTheEmbeddedStyleSheetIsRegisteredAndLoads() async throws {
        try StarterStyle.apply()
        XCTAssertTrue(Resources.exists(at: StarterStyle.path))
        let css = String(decoding: try Resources.data(at: StarterStyle.path), as: UTF8.self)
        XCTAssertTrue(css.contains("label.\(StarterStyle.hintClass) {"), css)
        XCTAssertTrue(css.contains("label.\(StarterStyle.summaryClass) {"), css)
        XCTAssertEqual(
            try Resources.children(of: "/org/example/Starter"), ["style.css"],
            "the bundle holds what resources/starter.gresource.xml lists")
    }

    func testTheWindowsLabelsCarryTheStyleSheetsClasses() async throws {
        let application = try Application(id: "org.example.StarterTests.Style")
        try application.register()
        let guestList = GuestListWindow(application: application, guests: [])
        defer { guestList.window.destroy() }
        XCTAssertTrue(guestList.hintLabel.hasCSSClass(StarterStyle.hintClass))
        XCTAssertTrue(guestList.summaryLabel.hasCSSClass(StarterStyle.summaryClass))
    }
}
