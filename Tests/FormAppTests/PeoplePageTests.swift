import GtkRxAdwaita
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

@MainActor
final class PeoplePageTests: FormWindowTestCase {
    /// The names of the people a user sees in the list (its headings aside).
    private func shownNames(_ page: PeoplePage) -> [String] {
        User.shownElements(of: page.listOutlet, as: Person.self).map(\.name)
    }

    func testFilterAddSelectAndDelete() async throws {
        let form = try makeWindow()
        let page = form.people
        form.pages.visibleChildName = "people"
        try GtkTest.wait("the people") { page.countOutlet.text == "1,000 people" }
        XCTAssertFalse(page.addOutlet.isEnabled)
        XCTAssertFalse(page.deleteOutlet.isEnabled)

        try User.type("ada ALLEN", into: page.filterOutlet)
        try GtkTest.wait("the filtered list") { page.countOutlet.text == "1 person" }
        try GtkTest.wait("the one row") { shownNames(page) == ["Ada Allen"] }

        try User.type("Ada Allen", into: page.nameOutlet)
        XCTAssertTrue(page.addOutlet.isEnabled)
        try User.click(page.addOutlet)
        try GtkTest.wait("two rows") { page.countOutlet.text == "2 people" }
        XCTAssertEqual(page.nameOutlet.text, "")

        try User.selectRow(at: 0, in: page.listOutlet)
        XCTAssertEqual(page.selectedOutlet.text, "Selected: Ada Allen")
        XCTAssertTrue(page.deleteOutlet.isEnabled)
        try User.click(page.deleteOutlet)
        try GtkTest.wait("one row again") { page.countOutlet.text == "1 person" }
        XCTAssertEqual(page.selectedOutlet.text, "Nobody selected")
        XCTAssertFalse(page.deleteOutlet.isEnabled)
    }

    /// "Add" shows the new person where the user looks: on top of the people of their
    /// surname's initial, the list scrolled to that initial's heading and the new person
    /// selected, as the rows a user sees (the test kit's reading of the shown rows), assistive
    /// technologies (AT-SPI's tree) and the selection label tell.
    func testAddShowsTheNewPersonOnTopSelected() async throws {
        let form = try makeWindow()
        let page = form.people
        form.pages.visibleChildName = "people"
        try GtkTest.wait("the people shown") { shownNames(page).first == "Ada Allen" }
        try User.type("Zora Neale", into: page.nameOutlet)
        try User.click(page.addOutlet)
        try GtkTest.wait("1,001 people") { page.countOutlet.text == "1,001 people" }
        try GtkTest.wait("the new person on top") { shownNames(page).first == "Zora Neale" }
        let selected = try XCTUnwrap(page.listOutlet.selectedRow as? ActionRow)
        XCTAssertEqual(selected.title, "Zora Neale")
        XCTAssertEqual(selected.subtitle, "zora.neale.1001@example.org")
        let heading = try XCTUnwrap(selected.header as? SurnameHeading, "under N's heading")
        XCTAssertEqual(heading.letter, "N")
        let scrolled = try XCTUnwrap(page.listOutlet.parent?.parent as? ScrolledWindow)
        let headingTop = try XCTUnwrap(heading.computeBounds(target: page.listOutlet)).origin.y
        XCTAssertEqual(
            scrolled.vadjustment.value, Double(headingTop) + Double(page.listOutlet.marginTop),
            accuracy: 1, "the heading at the top of the scrolled window")
        XCTAssertEqual(page.selectedOutlet.text, "Selected: Zora Neale")
        XCTAssertTrue(page.deleteOutlet.isEnabled, "the new person can be deleted at once")
        let tree = try ownTree()
        XCTAssertTrue(tree.contains("heading\tN"), tree.joined(separator: "\n"))
        XCTAssertTrue(
            tree.contains("list item\tZora Neale"),
            tree.joined(separator: "\n"))
    }

    /// The people are a boxed list of action rows, their name as a row's title and their
    /// address as its subtitle, under a heading per surname initial that assistive
    /// technologies read as a heading named by its letter.
    func testTheListIsABoxedListOfActionRowsUnderHeadings() async throws {
        let form = try makeWindow()
        let page = form.people
        form.pages.visibleChildName = "people"
        try GtkTest.wait("the people shown") { shownNames(page).first == "Ada Allen" }
        XCTAssertTrue(page.listOutlet.cssClasses.contains("boxed-list"))
        let first = try XCTUnwrap(page.listOutlet.row(at: 0) as? ActionRow)
        XCTAssertEqual(first.title, "Ada Allen")
        XCTAssertEqual(first.subtitle, "ada.allen.1@example.org")
        XCTAssertEqual((first.header as? SurnameHeading)?.letter, "A")
        XCTAssertNil(page.listOutlet.row(at: 1)?.header, "one heading per initial")
        let tree = try ownTree()
        let heading = try XCTUnwrap(tree.firstIndex(of: "heading\tA"), tree.joined(separator: "\n"))
        let ada = try XCTUnwrap(
            tree.firstIndex(of: "list item\tAda Allen"),
            tree.joined(separator: "\n"))
        XCTAssertLessThan(heading, ada, "the heading comes before its people")
        XCTAssertNil(page.listOutlet.selectedRow)
    }

    func testPeopleAreInSectionsBySurnameInitial() {
        let people = [
            Person(id: 1, name: "Grace Hopper", email: ""), Person(id: 2, name: "张伟", email: ""),
            Person(id: 3, name: "Ada Allen", email: ""),
            Person(id: 4, name: "Ada Allen 2", email: ""),
            Person(id: 5, name: "alan kay", email: ""),
        ]
        let sections = SurnameInitial.sections(of: people)
        XCTAssertEqual(sections.map(\.header.id), ["A", "H", "K", "张"])
        XCTAssertEqual(sections.first?.items.map(\.id), [3, 4], "in their order, numbers aside")
    }

    /// This process's accessibility tree, read while the test kit runs the loop answering it.
    private func ownTree() throws -> [String] {
        try ownAccessibilityTree { description, condition in
            try GtkTest.wait(description, timeout: .seconds(120), until: condition)
        }
    }

    func testCountsGroupDigits() {
        XCTAssertEqual(PeoplePage.grouped(0), "0")
        XCTAssertEqual(PeoplePage.grouped(999), "999")
        XCTAssertEqual(PeoplePage.grouped(1_000), "1,000")
        XCTAssertEqual(PeoplePage.grouped(1_234_567), "1,234,567")
    }
}
