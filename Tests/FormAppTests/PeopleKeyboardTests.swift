import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

/// The People page's keys: Ctrl+F (`win.find`) shows the page with the focus in the filter,
/// and the Delete key in the list deletes who is selected; through the actions and shortcuts
/// themselves, and as real key presses from the X server.
@MainActor
final class PeopleKeyboardTests: FormWindowTestCase {
    /// FormApp's window with the shell (and so the application's accelerators) installed.
    private func makeShellWindow() throws -> FormWindowController {
        let form = try makeWindow()
        let application = try XCTUnwrap(form.window.application)
        let shell = AppShell(application: application, settings: nil)
        shell.attach(to: form.window)
        addTeardownBlock { @MainActor in shell.shortcutsWindow?.destroy() }
        form.window.title = "PeopleKeyboardTests \(UUID().uuidString)"
        return form
    }

    /// Whether the keyboard focus is in `widget` (an entry's focus is on the text inside it).
    private func focusIsIn(_ widget: Widget, of window: Window) -> Bool {
        guard let focus = window.focusedWidget else { return false }
        return focus === widget || focus.isAncestor(widget)
    }

    /// The shortcut the page's list has for the Delete key.
    private func deleteShortcut(of page: PeoplePage) throws -> Shortcut {
        let shortcuts = page.listOutlet.eventControllers
            .compactMap { $0 as? ShortcutController }
            .flatMap { controller in
                (0..<controller.nItems).compactMap { controller.object(position: $0) as? Shortcut }
            }
        return try XCTUnwrap(shortcuts.first { $0.trigger?.toString() == "Delete" })
    }

    func testTheFindActionShowsThePeoplePageWithTheFocusInTheFilter() async throws {
        let form = try makeWindow()
        XCTAssertEqual(form.pages.visibleChildName, "validation")
        XCTAssertFalse(focusIsIn(form.people.filterOutlet, of: form.window))
        XCTAssertTrue(form.window.activateAction("win.\(PeoplePage.findAction)"))
        try GtkTest.wait("the filter focused") {
            focusIsIn(form.people.filterOutlet, of: form.window)
        }
        XCTAssertEqual(form.pages.visibleChildName, "people")
    }

    func testTheFindActionMovesTheFocusToTheFilterFromElsewhereOnThePage() async throws {
        let form = try makeWindow()
        form.pages.visibleChildName = "people"
        _ = form.people.nameOutlet.grabFocus()
        try GtkTest.wait("the name field focused") {
            focusIsIn(form.people.nameOutlet, of: form.window)
        }
        XCTAssertTrue(form.window.activateAction("win.\(PeoplePage.findAction)"))
        try GtkTest.wait("the filter focused") {
            focusIsIn(form.people.filterOutlet, of: form.window)
        }
    }

    func testCtrlFIsTheFindActionsAcceleratorAndListedInTheShortcutsWindow() async throws {
        let form = try makeShellWindow()
        let application = try XCTUnwrap(form.window.application)
        XCTAssertEqual(application.accelerators(for: "win.find"), ["<Control>f"])
        let listed = AppShell.shortcutGroups.flatMap(\.shortcuts)
        XCTAssertTrue(listed.contains { $0 == ("Find a Person", "<Control>f") })
        XCTAssertTrue(listed.contains { $0 == ("Delete the Selected Person", "Delete") })
    }

    func testARealCtrlFShowsThePeoplePageWithTheFocusInTheFilter() async throws {
        let form = try makeShellWindow()
        form.pages.visibleChildName = "people"
        _ = form.people.nameOutlet.grabFocus()
        try GtkTest.wait("the name field focused") {
            focusIsIn(form.people.nameOutlet, of: form.window)
        }
        form.pages.visibleChildName = "data-task"
        try press("Control_L+f", inWindowTitled: form.window.title ?? "") {
            focusIsIn(form.people.filterOutlet, of: form.window)
        }
        XCTAssertEqual(form.pages.visibleChildName, "people")
    }

    func testTheDeleteKeyDeletesTheSelectedPersonAndNothingWithoutOne() async throws {
        let form = try makeWindow()
        let page = form.people
        form.pages.visibleChildName = "people"
        try GtkTest.wait("the people") { page.countOutlet.text == "1,000 people" }
        let shortcut = try deleteShortcut(of: page)

        XCTAssertEqual(shortcut.action?.activate([], widget: page.listOutlet, args: nil), true)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(page.countOutlet.text, "1,000 people", "nobody selected: nothing deleted")

        try User.selectRow(at: 0, in: page.listOutlet)
        let selected = try XCTUnwrap(page.selectedOutlet.text)
        XCTAssertNotEqual(selected, "Nobody selected")
        _ = shortcut.action?.activate([], widget: page.listOutlet, args: nil)
        try GtkTest.wait("one person fewer") { page.countOutlet.text == "999 people" }
        XCTAssertEqual(page.selectedOutlet.text, "Nobody selected")
    }

    func testARealDeleteKeyInTheListDeletesTheSelectedPerson() async throws {
        let form = try makeWindow()
        form.window.title = "PeopleKeyboardTests \(UUID().uuidString)"
        let page = form.people
        form.pages.visibleChildName = "people"
        try GtkTest.wait("the people") { page.countOutlet.text == "1,000 people" }
        try User.selectRow(at: 0, in: page.listOutlet)
        _ = page.listOutlet.selectedRow?.grabFocus()
        try GtkTest.wait("the list focused") { focusIsIn(page.listOutlet, of: form.window) }
        try press("Delete", inWindowTitled: form.window.title ?? "") {
            page.countOutlet.text == "999 people"
        }
        XCTAssertEqual(page.selectedOutlet.text, "Nobody selected")
    }

    /// Presses `keys` (X keysym names joined by `+`) in this process's window titled `title`
    /// through XTEST (`scripts/x-send-keys.py`), then runs the loop until `condition` holds.
    private func press(
        _ keys: String, inWindowTitled title: String, until condition: () -> Bool
    ) throws {
        var id: String?
        try GtkTest.wait("a window titled \(title)") {
            // `0x400007 "Title": ("xctest" "xctest")  420x320+0+0  +0+0`
            let candidates =
                ((try? runProcess("xwininfo", ["-root", "-tree"]))?.output ?? "")
                .split(separator: "\n").filter { $0.contains("\"\(title)\"") }
                .compactMap { $0.split(separator: " ").first.map(String.init) }
            // This process's window: an earlier test's FormApp (or its destroyed window) may
            // still be listed with the same title. GTK sets `_NET_WM_PID(CARDINAL) = 1234`.
            id = candidates.first { candidate in
                ((try? runProcess("xprop", ["-id", candidate, "_NET_WM_PID"]))?.output ?? "")
                    .hasSuffix("= \(ProcessInfo.processInfo.processIdentifier)\n")
            }
            return id != nil
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/x-send-keys.py")
        let result = try runProcess("python3", [script.path, id ?? "", keys])
        XCTAssertEqual(result.status, 0, "x-send-keys \(keys): \(result.output)")
        try GtkTest.wait("the keys \(keys) handled", until: condition)
    }
}
