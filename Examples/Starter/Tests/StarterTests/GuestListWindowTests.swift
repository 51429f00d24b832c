import GtkRxAdwaita
import GtkRxTest
import XCTest

@testable import Starter

/// The window as a person uses it, under a headless GTK: typing in the name row, pressing
/// Enter, clicking "Add", reading the list, the hint, the status page and the toasts, the menu.
@MainActor
final class GuestListWindowTests: StarterTestCase {
    /// The window is the template's class, its children where the template puts them.
    func testTheWindowIsBuiltFromItsTemplate() async throws {
        let window = try makeWindow()
        XCTAssertEqual(window.typeName, "StarterGuestListWindow")
        XCTAssertEqual(window.title, "Starter")
        XCTAssertEqual(window.strayTemplateChildren, [], "the template's own children")
        XCTAssertEqual(window.nameRow.typeName, "AdwEntryRow")
        XCTAssertTrue(window.content === window.toastOverlay, "the toasts are over everything")
        XCTAssertTrue(window.header.isAncestor(window.toastOverlay))
        XCTAssertTrue(window.menuButton.isAncestor(window.header), "the menu is in the header bar")
        XCTAssertTrue(window.addButton.isAncestor(window.nameRow), "Add is in the name row")
        XCTAssertTrue(window.list.hasCSSClass("boxed-list"))
        XCTAssertTrue(window.hintLabel.hasCSSClass(StarterResources.hintClass))
        XCTAssertEqual(window.nameRow.title, "Name")
        let focus = try XCTUnwrap(window.focusedWidget, "a widget has the keyboard focus")
        XCTAssertTrue(focus.isAncestor(window.nameRow), "the name row has it: \(focus.typeName)")
    }

    /// Typing shows the hint while the name cannot be added; "Add" adds it, empties the row
    /// and shows a toast.
    func testTypingAndClickingAddPutsTheNameOnTheList() async throws {
        let window = try makeWindow()
        XCTAssertEqual(window.shownGuests, ["Ada Lovelace"])
        XCTAssertEqual(window.guestsGroup.description, "1 guest")
        XCTAssertFalse(window.addButton.isEnabled, "nothing typed yet")
        XCTAssertTrue(window.hintLabel.isHidden)

        try User.type("A", into: window.nameRow)
        XCTAssertFalse(window.addButton.isEnabled)
        XCTAssertFalse(window.hintLabel.isHidden)
        XCTAssertEqual(window.hintLabel.text, "A name has at least 2 characters")
        XCTAssertThrowsError(
            try User.click(window.addButton), "an insensitive button cannot be clicked")
        XCTAssertEqual(window.shownToastTexts, [], "no toast before a guest is added")

        try User.type("lan Turing", into: window.nameRow)
        XCTAssertTrue(window.addButton.isEnabled)
        XCTAssertTrue(window.hintLabel.isHidden)
        try User.click(window.addButton)

        XCTAssertEqual(window.shownGuests, ["Ada Lovelace", "Alan Turing"])
        XCTAssertEqual(window.guestsGroup.description, "2 guests")
        XCTAssertEqual(window.nameRow.text, "", "the row is emptied for the next name")
        XCTAssertFalse(window.addButton.isEnabled)
        XCTAssertEqual(window.shownToastTexts, ["Alan Turing was added"])
    }

    /// Enter adds as "Add" does, refuses a duplicate, and names with markup characters show
    /// as typed.
    func testEnterAddsAndADuplicateIsRefused() async throws {
        let window = try makeWindow()
        try User.type("ada lovelace", into: window.nameRow)
        XCTAssertEqual(window.hintLabel.text, "ada lovelace is already on the list")
        XCTAssertFalse(window.hintLabel.isHidden)
        XCTAssertFalse(window.addButton.isEnabled)
        try User.pressEnter(in: window.nameRow)
        XCTAssertEqual(window.shownGuests, ["Ada Lovelace"], "Enter adds no duplicate either")
        XCTAssertEqual(window.shownToastTexts, [])

        window.nameRow.text = ""
        // Markup characters stay as typed: in the row's title and in the toast.
        try User.type("Grace <Hopper> & co", into: window.nameRow)
        try User.pressEnter(in: window.nameRow)
        XCTAssertEqual(window.shownGuests, ["Ada Lovelace", "Grace <Hopper> & co"])
        XCTAssertEqual(window.nameRow.text, "")
        XCTAssertEqual(window.shownToastTexts, ["Grace <Hopper> & co was added"])
    }

    /// The status page stands in for the list while it is empty.
    func testTheStatusPageIsShownWhileTheListIsEmpty() async throws {
        let window = try makeWindow(guests: [])
        XCTAssertTrue(window.emptyPage.isVisible, "nobody yet: the status page")
        XCTAssertFalse(window.guestsGroup.isVisible)
        XCTAssertEqual(window.emptyPage.title, "No Guests Yet")

        try User.type("Grace Hopper", into: window.nameRow)
        try User.pressEnter(in: window.nameRow)
        XCTAssertEqual(window.shownGuests, ["Grace Hopper"])
        XCTAssertFalse(window.emptyPage.isVisible, "a guest: the list instead")
        XCTAssertTrue(window.guestsGroup.isVisible)

        XCTAssertTrue(window.activateAction("guests.clear"))
        XCTAssertEqual(window.shownGuests, [])
        XCTAssertTrue(window.emptyPage.isVisible)
        XCTAssertFalse(window.guestsGroup.isVisible)
    }

    /// The menu names the window's actions, which sort and clear the list.
    func testTheMenuSortsAndClearsTheList() async throws {
        let window = try makeWindow(guests: ["Grace Hopper", "alan Turing", "Ada Lovelace"])
        // The menu the button opens: one section, whose items name the window's actions.
        let menu = try XCTUnwrap(window.menuButton.menuModel)
        let section = try XCTUnwrap(menu.itemLink(itemIndex: 0, link: "section"))
        let items = (0..<section.nItems).map { index in
            ["label", "action"].map {
                section.itemAttributeValue(itemIndex: index, attribute: $0, expectedType: nil)?
                    .string ?? ""
            }
        }
        XCTAssertEqual(
            items, [["_Sort by Name", "guests.sort"], ["_Clear the List", "guests.clear"]])
        window.menuButton.popup()
        XCTAssertNotNil(window.menuButton.popover, "the menu model made a popover menu")
        window.menuButton.popdown()

        // What choosing "Sort by Name", then "Clear the List", does: activate their actions.
        XCTAssertTrue(window.list.activateAction("guests.sort"))
        XCTAssertEqual(window.shownGuests, ["Ada Lovelace", "alan Turing", "Grace Hopper"])
        XCTAssertEqual(window.guestsGroup.description, "3 guests")
        XCTAssertTrue(window.list.activateAction("guests.clear"))
        XCTAssertEqual(window.shownGuests, [])
        XCTAssertEqual(window.guestsGroup.description, "No guests yet")
    }

    /// Two windows have children and lists of their own.
    func testTwoWindowsKeepTheirListsApart() async throws {
        let first = try makeWindow()
        let second = try makeWindow(guests: [])
        XCTAssertFalse(first.nameRow === second.nameRow, "each window has children of its own")
        try User.type("Grace Hopper", into: second.nameRow)
        try User.pressEnter(in: second.nameRow)
        XCTAssertEqual(first.shownGuests, ["Ada Lovelace"])
        XCTAssertEqual(second.shownGuests, ["Grace Hopper"])
        XCTAssertEqual(first.shownToastTexts, [])
    }
}
