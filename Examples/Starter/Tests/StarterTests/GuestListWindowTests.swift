import GtkRx
import GtkRxTest
import XCTest

@testable import Starter

/// The window as a person uses it, under a headless GTK: typing, clicking, the menu.
@MainActor
final class GuestListWindowTests: GtkTestCase {
    private static var applicationCount = 0

    /// A window of a new registered application (each with an id of its own), shown, and
    /// destroyed when the test ends.
    private func makeWindow(guests: [String] = ["Ada Lovelace"]) throws -> GuestListWindow {
        GuestListWindowTests.applicationCount += 1
        let application = try Application(
            id: "org.example.StarterTests.Window\(GuestListWindowTests.applicationCount)")
        try application.register()
        let guestList = GuestListWindow(application: application, guests: guests)
        guestList.present()
        addTeardownBlock { @MainActor in guestList.window.destroy() }
        return guestList
    }

    func testTypingAndClickingAddPutsTheNameOnTheList() async throws {
        let app = try makeWindow()
        XCTAssertEqual(app.shownGuests, ["Ada Lovelace"])
        XCTAssertEqual(app.summaryLabel.text, "1 guest")
        XCTAssertFalse(app.addButton.isEnabled, "nothing typed yet")
        XCTAssertTrue(app.hintLabel.isHidden)

        try User.type("A", into: app.nameEntry)
        XCTAssertFalse(app.addButton.isEnabled)
        XCTAssertFalse(app.hintLabel.isHidden)
        XCTAssertEqual(app.hintLabel.text, "A name has at least 2 characters")
        XCTAssertThrowsError(
            try User.click(app.addButton), "an insensitive button cannot be clicked")

        try User.type("lan Turing", into: app.nameEntry)
        XCTAssertTrue(app.addButton.isEnabled)
        XCTAssertTrue(app.hintLabel.isHidden)
        try User.click(app.addButton)

        XCTAssertEqual(app.shownGuests, ["Ada Lovelace", "Alan Turing"])
        XCTAssertEqual(app.summaryLabel.text, "2 guests")
        XCTAssertEqual(app.nameEntry.text, "", "the entry is emptied for the next name")
        XCTAssertFalse(app.addButton.isEnabled)
    }

    func testEnterAddsAndADuplicateIsRefused() async throws {
        let app = try makeWindow()
        try User.type("ada lovelace", into: app.nameEntry)
        XCTAssertEqual(app.hintLabel.text, "ada lovelace is already on the list")
        XCTAssertFalse(app.addButton.isEnabled)
        try User.pressEnter(in: app.nameEntry)
        XCTAssertEqual(app.shownGuests, ["Ada Lovelace"], "Enter adds no duplicate either")

        app.nameEntry.text = ""
        try User.type("Grace Hopper", into: app.nameEntry)
        try User.pressEnter(in: app.nameEntry)
        try GtkTest.wait("Grace on the list") { app.shownGuests.count == 2 }
        XCTAssertEqual(app.shownGuests, ["Ada Lovelace", "Grace Hopper"])
        XCTAssertEqual(app.nameEntry.text, "")
    }

    func testTheMenuSortsAndClearsTheList() async throws {
        let app = try makeWindow(guests: ["Grace Hopper", "alan Turing", "Ada Lovelace"])
        XCTAssertTrue(app.menuButton.isAncestor(app.header), "the menu button is in the header")
        XCTAssertEqual(app.window.title, "Starter")
        app.menuButton.popup()
        XCTAssertNotNil(app.menuButton.popover, "the menu model made a popover menu")
        app.menuButton.popdown()

        // What choosing "Sort by name", then "Clear the list", does: activate their actions.
        XCTAssertTrue(app.list.activateAction("guests.sort"))
        XCTAssertEqual(app.shownGuests, ["Ada Lovelace", "alan Turing", "Grace Hopper"])
        XCTAssertTrue(app.list.activateAction("guests.clear"))
        XCTAssertEqual(app.shownGuests, [])
        XCTAssertEqual(app.summaryLabel.text, "No guests yet")
    }
}
