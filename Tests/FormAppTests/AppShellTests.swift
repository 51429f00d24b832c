import CGLib
import CGtk
import Foundation
import GtkRxAdwaita
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

/// FormApp's shell in process: the primary menu and its actions, the accelerators, the dark
/// style kept in GSettings (a memory backend here) and set in the preferences window, the
/// About and shortcuts windows.
@MainActor
final class AppShellTests: FormWindowTestCase {
    private func makeShell(settings: Settings? = nil) throws -> (AppShell, FormWindowController) {
        let controller = try makeWindow()
        let application = try XCTUnwrap(controller.window.application)
        let shell = AppShell(
            application: application,
            settings: try settings ?? AppSettings.load(backend: .memory()))
        shell.attach(to: controller.window)
        addTeardownBlock { @MainActor in
            shell.aboutWindow?.destroy()
            shell.preferencesWindow?.destroy()
            shell.shortcutsWindow?.destroy()
            StyleManager.default.colorScheme = .default
        }
        return (shell, controller)
    }

    func testTheHeaderBarHasTheOpenMenuButtonWithTheMenu() async throws {
        let (_, controller) = try makeShell()
        let header = controller.window.header
        let button = try XCTUnwrap(descendants(of: header).compactMap { $0 as? MenuButton }.first)
        XCTAssertEqual(button.iconName, "open-menu-symbolic")
        XCTAssertTrue(button.isPrimary, "F10 opens it")
        XCTAssertEqual(button.tooltipText, "Main Menu")
        XCTAssertNil(button.menuModel, "the menu is made when it first opens")
        XCTAssertTrue(button.isEnabled)
        button.popup()
        let menu = try XCTUnwrap(button.menuModel as? Menu)
        XCTAssertEqual(menu.nItems, PrimaryMenu.model().nItems)
        button.popdown()
        button.popup()
        XCTAssertTrue(button.menuModel === menu, "made once, then kept")
        button.popdown()
    }

    func testEveryMenuItemHasALabelAndAnActionTheApplicationHas() async throws {
        let (shell, _) = try makeShell()
        var items: [(label: String, action: String)] = []
        let menu = PrimaryMenu.model()
        for section in 0..<menu.nItems {
            let entries = try XCTUnwrap(menu.itemLink(itemIndex: section, link: "section"))
            for index in 0..<entries.nItems {
                let label = entries.itemAttributeValue(
                    itemIndex: index, attribute: "label", expectedType: nil)?.string
                let action = entries.itemAttributeValue(
                    itemIndex: index, attribute: "action", expectedType: nil)?.string
                items.append((label ?? "", action ?? ""))
            }
        }
        XCTAssertEqual(
            items.map(\.label), ["_Preferences", "_Keyboard Shortcuts", "_About FormApp", "_Quit"])
        for item in items {
            let name = String(item.action.dropFirst("app.".count))
            XCTAssertTrue(item.action.hasPrefix("app."), item.action)
            XCTAssertTrue(shell.application.hasAction(named: name), "no action \(item.action)")
        }
    }

    func testTheAcceleratorsAreInstalled() async throws {
        let (shell, _) = try makeShell()
        XCTAssertEqual(shell.application.accelerators(for: "app.quit"), ["<Control>q"])
        XCTAssertEqual(shell.application.accelerators(for: "window.close"), ["<Control>w"])
        XCTAssertEqual(
            shell.application.accelerators(for: "app.shortcuts"), ["<Control>question"])
        XCTAssertEqual(
            shell.application.accelerators(for: "app.preferences"), ["<Control>comma"])
        XCTAssertEqual(
            shell.application.accelerators(for: "win.show-page::data-task"), ["<Alt>2"])
    }

    func testShowPageShowsEachPageByName() async throws {
        let (_, controller) = try makeShell()
        for name in ["data-task", "people", "validation"] {
            XCTAssertTrue(
                controller.window.activateAction(
                    "win.show-page", parameter: Variant(name)))
            XCTAssertEqual(controller.pages.visibleChildName, name)
        }
        XCTAssertTrue(
            controller.window.activateAction("win.show-page", parameter: Variant("nowhere")))
        XCTAssertEqual(controller.pages.visibleChildName, "validation", "no such page: stays")
    }

    func testAFormPageShownPutsTheFocusInItsFirstField() async throws {
        let (_, controller) = try makeShell()
        let fields = [
            ("data-task", controller.urlOutlet), ("validation", controller.usernameOutlet),
        ]
        for (name, field) in fields {
            XCTAssertTrue(
                controller.window.activateAction("win.show-page", parameter: Variant(name)))
            let focus = try XCTUnwrap(controller.window.focusedWidget, name)
            XCTAssertTrue(focus === field || focus.isAncestor(field), "\(name): \(focus)")
        }
    }

    func testTheActionCtrlWNamesClosesTheWindow() async throws {
        let (shell, controller) = try makeShell()
        let closeAction = try XCTUnwrap(
            AppShell.accelerators.first { $0.keys == ["<Control>w"] }?.action)
        XCTAssertEqual(shell.application.accelerators(for: closeAction), ["<Control>w"])
        XCTAssertTrue(controller.window.activateAction(closeAction), "\(closeAction) exists")
        GtkTest.pumpUntilIdle()
        XCTAssertFalse(controller.window.isVisible, "the window is closed")
    }

    func testTheDarkStyleSwitchSetsLibadwaitasStyleAndIsStoredBothWays() async throws {
        let settings = try AppSettings.load(backend: .memory())
        let (shell, _) = try makeShell(settings: settings)
        let style = StyleManager.default
        XCTAssertEqual(style.colorScheme, .default)
        XCTAssertFalse(style.isDark)

        shell.application.activateAction(named: "preferences", parameter: nil)
        let preferences = try XCTUnwrap(shell.preferencesWindow)
        XCTAssertTrue(preferences.isVisibleInC)
        XCTAssertEqual(preferences.darkStyleRow.title, "_Dark Style")
        XCTAssertFalse(preferences.darkStyleSwitch.isOn)
        try User.flip(preferences.darkStyleSwitch)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(style.colorScheme, .forceDark, "the switch turns it on")
        XCTAssertTrue(style.isDark)
        XCTAssertEqual(try settings.value(forKey: "dark-style", as: Bool.self), true, "stored")
        XCTAssertEqual(shell.darkStyle.state?.bool, true)

        try settings.setValue(false, forKey: "dark-style")  // as another instance would
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(shell.darkStyle.state?.bool, false, "the action follows")
        XCTAssertFalse(preferences.darkStyleSwitch.isOn, "the switch follows")
        XCTAssertEqual(style.colorScheme, .default)
        preferences.close()
        GtkTest.pumpUntilIdle()
        XCTAssertNil(shell.preferencesWindow)
    }

    func testStartingWritesNothingToThePreferences() async throws {
        let settings = try AppSettings.load(backend: .memory())
        _ = try makeShell(settings: settings)
        GtkTest.pumpUntilIdle()
        XCTAssertNil(settings.userValue(key: "dark-style"), "only a toggle writes the key")
    }

    func testAStoredDarkStyleIsAppliedAtStart() async throws {
        let settings = try AppSettings.load(backend: .memory())
        try settings.setValue(true, forKey: "dark-style")
        let (shell, _) = try makeShell(settings: settings)
        XCTAssertEqual(shell.darkStyle.state?.bool, true)
        XCTAssertEqual(StyleManager.default.colorScheme, .forceDark)
    }

    func testAboutShowsTheMetainfosNameVersionIconAndLicence() async throws {
        let (shell, controller) = try makeShell()
        shell.application.activateAction(named: "about", parameter: nil)
        let about = try XCTUnwrap(shell.aboutWindow)
        XCTAssertTrue(about.isVisible)
        XCTAssertEqual(about.applicationName, "GtkRx Form")
        XCTAssertEqual(about.version, AppShell.version)
        XCTAssertEqual(about.applicationIcon, FormApp.applicationID)
        XCTAssertEqual(about.licenseType, .mitX11)
        XCTAssertEqual(about.developerName, "GtkRx contributors")
        XCTAssertEqual(about.comments, "RxSwift's simple validation form on GTK 4")
        XCTAssertEqual(about.website, "")
        XCTAssertTrue(about.transientFor === controller.window)
        shell.application.activateAction(named: "about", parameter: nil)
        XCTAssertTrue(shell.aboutWindow === about, "a second activation presents the same one")
        about.close()
        GtkTest.pumpUntilIdle()
        XCTAssertNil(shell.aboutWindow, "closed, it is forgotten")
    }

    func testTheShortcutsWindowOpensAndCloses() async throws {
        let (shell, _) = try makeShell()
        shell.application.activateAction(named: "shortcuts", parameter: nil)
        let window = try XCTUnwrap(shell.shortcutsWindow)
        XCTAssertTrue(window.isVisible)
        XCTAssertEqual(window.title, "Keyboard Shortcuts")
        window.close()
        GtkTest.pumpUntilIdle()
        XCTAssertNil(shell.shortcutsWindow)
    }

    private func descendants(of widget: Widget) -> [Widget] {
        widget.children.flatMap { [$0] + descendants(of: $0) }
    }
}

/// The shell's messages in Chinese, through the catalog embedded in the binary.
final class AppShellTranslationTests: XCTestCase {
    func testEveryShellMessageIsTranslatedIntoChinese() throws {
        let messages = [
            "Main Menu", "_Dark Style", "_Keyboard Shortcuts", "_About FormApp", "_Quit",
            "_Preferences", "Preferences", "Appearance", "Use the dark colors in every window",
            "GtkRx Form", "RxSwift's simple validation form on GTK 4",
            "No Results Found", "Nobody's name or address has what the filter says.", "Back",
            "Select someone in the list.", "Pages",
            "GtkRx's reference app: RxSwift-style bindings for GTK 4 in Swift", "General",
            "Show Keyboard Shortcuts", "Open Main Menu", "Close Window", "Quit",
            "Keyboard Shortcuts", "Find a Person", "Delete the Selected Person",
        ]
        try withLanguage("zh_CN") {
            Localization.setUp()
            for message in messages {
                XCTAssertNotEqual(tr(message), message, "\"\(message)\" is not translated")
            }
            XCTAssertEqual(tr("_Dark Style"), "深色样式(_D)")
        }
    }
}
