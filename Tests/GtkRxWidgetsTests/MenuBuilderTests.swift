import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// `Menu { … }`: the model it builds, control flow inside it, bad action names, and a menu
/// button showing it.
@MainActor
final class MenuBuilderTests: GtkTestCase {
    private func string(_ model: MenuModel, _ index: Int, _ attribute: String) -> String? {
        model.itemAttributeValue(itemIndex: index, attribute: attribute, expectedType: .string)?
            .string
    }

    private func makeExampleMenu() -> Menu {
        Menu {
            MenuSection {
                MenuEntry("New Window", action: "app.new-window")
                MenuEntry("Dark Theme", action: "app.dark")
                MenuEntry("Large", action: "app.size", target: Variant("large"))
            }
            MenuSection("Help") {
                MenuEntry("About", action: "app.about", icon: "help-about-symbolic")
            }
            Submenu("More") { MenuEntry("Quit", action: "app.quit") }
        }
    }

    func testTheBuiltModelHasTheSectionsEntriesAndSubmenuWritten() async throws {
        let menu = makeExampleMenu()
        XCTAssertEqual(menu.nItems, 3)

        let first = try XCTUnwrap(menu.itemLink(itemIndex: 0, link: "section"))
        XCTAssertNil(string(menu, 0, "label"))
        XCTAssertEqual(first.nItems, 3)
        XCTAssertEqual(string(first, 0, "label"), "New Window")
        XCTAssertEqual(string(first, 0, "action"), "app.new-window")
        XCTAssertNil(first.itemAttributeValue(itemIndex: 0, attribute: "target", expectedType: nil))
        XCTAssertEqual(string(first, 1, "action"), "app.dark")
        XCTAssertEqual(string(first, 2, "label"), "Large")
        XCTAssertEqual(string(first, 2, "action"), "app.size")
        XCTAssertEqual(
            first.itemAttributeValue(itemIndex: 2, attribute: "target", expectedType: nil),
            Variant("large"))

        XCTAssertEqual(string(menu, 1, "label"), "Help")
        let help = try XCTUnwrap(menu.itemLink(itemIndex: 1, link: "section"))
        XCTAssertEqual(help.nItems, 1)
        XCTAssertEqual(string(help, 0, "action"), "app.about")
        let icon = help.itemAttributeValue(itemIndex: 0, attribute: "icon", expectedType: nil)
        XCTAssertTrue(
            icon?.description.contains("help-about-symbolic") == true, "\(String(describing: icon))"
        )

        XCTAssertEqual(string(menu, 2, "label"), "More")
        XCTAssertNil(menu.itemLink(itemIndex: 2, link: "section"))
        let more = try XCTUnwrap(menu.itemLink(itemIndex: 2, link: "submenu"))
        XCTAssertEqual(more.nItems, 1)
        XCTAssertEqual(string(more, 0, "label"), "Quit")
        XCTAssertEqual(string(more, 0, "action"), "app.quit")
    }

    func testIfElseAndForWorkInsideTheBuilder() async {
        let sizes = ["small", "large"]
        let showDebug = false
        let menu = Menu {
            for size in sizes {
                MenuEntry(size.capitalized, action: "app.size", target: Variant(size))
            }
            if showDebug {
                MenuEntry("Inspector", action: "app.inspect")
            }
            if sizes.count > 1 {
                MenuEntry("Reset", action: "app.reset")
            } else {
                MenuEntry("Unused", action: "app.unused")
            }
        }
        XCTAssertEqual(menu.nItems, 3)
        XCTAssertEqual(string(menu, 0, "label"), "Small")
        XCTAssertEqual(
            menu.itemAttributeValue(itemIndex: 1, attribute: "target", expectedType: .string),
            Variant("large"))
        XCTAssertEqual(string(menu, 2, "action"), "app.reset")
    }

    func testADetailedActionNameCarriesItsTarget() async {
        let menu = Menu {
            MenuEntry("Large", action: "app.size::large")
            MenuEntry("Zoom", action: "win.zoom(2)")
        }
        XCTAssertEqual(string(menu, 0, "action"), "app.size")
        XCTAssertEqual(
            menu.itemAttributeValue(itemIndex: 0, attribute: "target", expectedType: nil),
            Variant("large"))
        XCTAssertEqual(string(menu, 1, "action"), "win.zoom")
        XCTAssertEqual(
            menu.itemAttributeValue(itemIndex: 1, attribute: "target", expectedType: nil)?.int, 2)
    }

    func testAMalformedActionIsReportedAndTheEntryKeepsNoAction() async throws {
        var menu: Menu?
        let report = try captureStandardError {
            menu = Menu {
                MenuEntry("Broken", action: "app.zoom((")
                MenuEntry("Spaced", action: "app.new window", target: Variant(1))
                MenuEntry("Fine", action: "app.fine")
            }
        }
        let built = try XCTUnwrap(menu)
        XCTAssertEqual(built.nItems, 3)
        XCTAssertEqual(string(built, 0, "label"), "Broken")
        XCTAssertNil(string(built, 0, "action"))
        XCTAssertNil(string(built, 1, "action"))
        XCTAssertEqual(string(built, 2, "action"), "app.fine")
        XCTAssertTrue(
            report.contains("MenuEntry \"Broken\": \"app.zoom((\" is not a valid"), report)
        XCTAssertTrue(report.contains("MenuEntry \"Spaced\": \"app.new window\""), report)
    }

    func testAMenuButtonWithTheMenuPopsUpAPopoverMenuOfIt() async throws {
        let menu = makeExampleMenu()
        let window = Window()
        defer { window.destroy() }
        let button = MenuButton()
        button.menuModel = menu
        window.child = button
        window.present()
        try GtkTest.wait("the window to be mapped") { window.isMapped }

        let popover = try XCTUnwrap(button.popover as? PopoverMenu)
        XCTAssertTrue(popover.menuModel === menu)
        button.popup()
        try GtkTest.wait("the menu to be shown") { popover.isMapped }
        button.popdown()
        try GtkTest.wait("the menu to be hidden") { !popover.isMapped }
    }

    func testACreatePopupFunctionMakesTheMenuWhenItFirstOpens() async throws {
        let menu = makeExampleMenu()
        let window = Window()
        defer { window.destroy() }
        let button = MenuButton()
        var calls = 0
        button.setCreatePopup { button in
            calls += 1
            if button.menuModel == nil { button.menuModel = menu }
        }
        window.child = button
        window.present()
        try GtkTest.wait("the window to be mapped") { window.isMapped }
        XCTAssertNil(button.menuModel)
        XCTAssertNil(button.popover)
        XCTAssertTrue(button.isEnabled, "a button with a create-popup function is sensitive")
        XCTAssertEqual(calls, 0)

        button.popup()
        XCTAssertEqual(calls, 1)
        let popover = try XCTUnwrap(button.popover as? PopoverMenu)
        XCTAssertTrue(popover.menuModel === menu)
        try GtkTest.wait("the menu to be shown") { popover.isMapped }
        button.popdown()
        try GtkTest.wait("the menu to be hidden") { !popover.isMapped }
        button.popup()
        XCTAssertEqual(calls, 2, "asked again each time it opens")
        XCTAssertTrue(button.popover === popover, "the function kept the popover it made")
        button.popdown()
    }

    func testACreatePopupFunctionIsReleasedWhenReplacedAndWithTheButton() async throws {
        final class Token {}
        weak var first: Token?
        weak var second: Token?
        var button: MenuButton? = MenuButton()
        do {
            let token = Token()
            first = token
            button?.setCreatePopup { _ in withExtendedLifetime(token) {} }
        }
        XCTAssertNotNil(first, "GTK holds the function")
        do {
            let token = Token()
            second = token
            button?.setCreatePopup { _ in withExtendedLifetime(token) {} }
        }
        XCTAssertNil(first, "replacing the function releases the previous one")
        XCTAssertNotNil(second)
        button = nil
        try GtkTest.wait("the button to be finalized") { second == nil }
    }

    func testAPopoverMenuShowsABuiltModel() async throws {
        let menu = makeExampleMenu()
        let popover = PopoverMenu(model: menu)
        XCTAssertTrue(popover.menuModel === menu)
        popover.menuModel = Menu { MenuEntry("Only", action: "app.only") }
        XCTAssertEqual(popover.menuModel?.nItems, 1)
    }
}
