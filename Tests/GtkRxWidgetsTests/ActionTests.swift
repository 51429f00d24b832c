import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// `SimpleAction`'s initializers, `app.` and `win.` actions, accelerators and buttons with an
/// action name.
@MainActor
final class ActionTests: GtkTestCase {
    private static var applicationCount = 0

    /// A new registered application with an id of its own.
    private func makeApplication() throws -> Application {
        ActionTests.applicationCount += 1
        let application = try Application(
            id: "org.gtkrx.Tests.Actions\(ActionTests.applicationCount)")
        try application.register()
        return application
    }

    func testTheConvenienceInitializersMakeTheActionsTheyName() async {
        let quit = SimpleAction(name: "quit")
        XCTAssertEqual(quit.name, "quit")
        XCTAssertNil(quit.parameterType)
        XCTAssertNil(quit.state)

        let dark = SimpleAction(name: "dark", state: false)
        XCTAssertEqual(dark.state, Variant(false))
        XCTAssertEqual(dark.stateType, .boolean)
        XCTAssertNil(dark.parameterType)

        let size = SimpleAction(name: "size", parameter: String.self)
        XCTAssertEqual(size.parameterType, .string)
        let zoom = SimpleAction(name: "zoom", state: Int32(2))
        XCTAssertEqual(zoom.state?.typeString, "i")
    }

    func testAnInvalidActionNameIsReportedAndRepaired() async throws {
        var spaced: SimpleAction?
        var empty: SimpleAction?
        let report = try captureStandardError {
            spaced = SimpleAction(name: "new window")
            empty = SimpleAction(name: "", state: true)
        }
        XCTAssertEqual(spaced?.name, "new-window")
        XCTAssertEqual(empty?.name, "unnamed")
        XCTAssertTrue(
            report.contains("\"new window\" is not a valid action name"), report)
        XCTAssertTrue(report.contains("named \"unnamed\" instead"), report)
    }

    func testABooleanToggleFlipsOnEachActivation() async {
        let dark = SimpleAction(name: "dark", state: false)
        dark.activate(nil)
        XCTAssertEqual(dark.state?.bool, true)
        dark.activate(nil)
        XCTAssertEqual(dark.state?.bool, false)
    }

    func testAcceleratorsRoundTripAndABadOneIsLeftOut() async throws {
        let application = try makeApplication()
        var report = try captureStandardError {
            application.setAccelerators(
                ["<Control>q", "<Nonsense", "", "F1", "<Control>"], for: "app.quit")
        }
        XCTAssertEqual(application.accelerators(for: "app.quit"), ["<Control>q", "F1"])
        XCTAssertTrue(report.contains("\"<Nonsense\" is not an accelerator"), report)
        XCTAssertTrue(report.contains("\"\" is not an accelerator"), report)
        XCTAssertTrue(report.contains("\"<Control>\" is not an accelerator"), report)
        XCTAssertEqual(application.actionsForAccel("<Control>q"), ["app.quit"])

        application.setAccelerators(["<Control>plus"], for: "win.zoom(2)")
        XCTAssertEqual(application.accelerators(for: "win.zoom(2)"), ["<Control>plus"])
        application.setAccelerators([], for: "app.quit")
        XCTAssertEqual(application.accelerators(for: "app.quit"), [])

        var accelerators: [String] = ["unread"]
        report = try captureStandardError {
            application.setAccelerators(["<Control>w"], for: "app.close((")
            accelerators = application.accelerators(for: "app.close((")
        }
        XCTAssertEqual(accelerators, [])
        XCTAssertTrue(report.contains("is not a valid detailed action name"), report)
    }

    func testApplicationAndWindowActionsActivateFromAWidget() async throws {
        let application = try makeApplication()
        let window = ApplicationWindow(application: application)
        defer { window.destroy() }
        let button = Button(label: "Go")
        window.child = button

        var quits = 0
        var zooms: [Int] = []
        let quit = SimpleAction(name: "quit")
        quit.onActivate { _ in quits += 1 }
        application.addAction(quit)
        let zoom = SimpleAction(name: "zoom", parameter: Int32.self)
        zoom.onActivate { parameter in zooms.append(parameter?.int ?? -1) }
        window.addAction(zoom)

        XCTAssertTrue(application.lookupAction(named: "quit") === quit)
        XCTAssertTrue(window.lookupAction(named: "zoom") === zoom)
        XCTAssertTrue(button.activateAction("app.quit"))
        XCTAssertTrue(button.activateAction("win.zoom", parameter: Variant(int32: 3)))
        XCTAssertEqual(quits, 1)
        XCTAssertEqual(zooms, [3])
    }

    func testAButtonWithAnActionNameActivatesItAndFollowsIsEnabled() async throws {
        let application = try makeApplication()
        let window = ApplicationWindow(application: application)
        defer { window.destroy() }
        var saves: [String] = []
        let save = SimpleAction(name: "save", parameter: String.self)
        save.onActivate { parameter in saves.append(parameter?.string ?? "?") }
        window.addAction(save)
        let button = Button(label: "Save")
        button.actionName = "win.save"
        button.actionTarget = Variant("draft")
        window.child = button
        window.present()
        GtkTest.pumpUntilIdle()

        XCTAssertTrue(button.isEffectivelyEnabled)
        try User.click(button)
        XCTAssertEqual(saves, ["draft"])

        save.isEnabled = false
        GtkTest.pumpUntilIdle()
        XCTAssertFalse(
            button.isEffectivelyEnabled, "a disabled action makes its button insensitive")
        XCTAssertThrowsError(try User.click(button))
        XCTAssertEqual(saves, ["draft"])

        save.isEnabled = true
        GtkTest.pumpUntilIdle()
        XCTAssertTrue(button.isEffectivelyEnabled)
    }
}
