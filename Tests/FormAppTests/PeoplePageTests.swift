import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

@MainActor
final class PeoplePageTests: FormWindowTestCase {
    /// The names of the people a user sees in the list (its section headers aside).
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

        _ = page.listOutlet.model?.selectItem(position: 0, unselectRest: true)
        XCTAssertEqual(page.selectedOutlet.text, "Selected: Ada Allen")
        XCTAssertTrue(page.deleteOutlet.isEnabled)
        try User.click(page.deleteOutlet)
        try GtkTest.wait("one row again") { page.countOutlet.text == "1 person" }
        XCTAssertEqual(page.selectedOutlet.text, "Nobody selected")
        XCTAssertFalse(page.deleteOutlet.isEnabled)
    }

    /// "Add" shows the new person where the user looks: on top of their surname's section,
    /// the list scrolled to that section's header (GTK keeps the rows shown before in view
    /// when one goes in above them) and the new person selected, as the rows a user sees (the
    /// test kit's reading of the shown rows), assistive technologies (AT-SPI's tree) and the
    /// selection label tell.
    func testAddShowsTheNewPersonOnTopSelected() async throws {
        let form = try makeWindow()
        let page = form.people
        form.pages.visibleChildName = "people"
        try GtkTest.wait("the people shown") {
            User.shownElements(of: page.listOutlet, as: Person.self).first?.name == "Ada Allen"
        }
        try User.type("Zora Neale", into: page.nameOutlet)
        try User.click(page.addOutlet)
        try GtkTest.wait("1,001 people") { page.countOutlet.text == "1,001 people" }
        try GtkTest.wait("the new person on top, under N's header") {
            User.shownElements(of: page.listOutlet, as: Person.self).first?.name == "Zora Neale"
                && User.shownElements(of: page.listOutlet, as: SurnameInitial.self).first?.id
                    == "N"
        }
        let top = try XCTUnwrap(User.shownPositions(of: page.listOutlet).first)
        XCTAssertEqual(page.listOutlet.model?.selectedPositions, [top + 1], "below the header")
        XCTAssertEqual(page.selectedOutlet.text, "Selected: Zora Neale")
        XCTAssertTrue(page.deleteOutlet.isEnabled, "the new person can be deleted at once")
        let tree = try ownTree()
        XCTAssertTrue(tree.contains("heading\tN"), tree.joined(separator: "\n"))
        XCTAssertTrue(
            tree.contains("panel\tZora Neale, zora.neale.1001@example.org"),
            tree.joined(separator: "\n"))
    }

    /// The sections' headers are headings for assistive technologies, named by their letter.
    func testSectionHeadersAreHeadings() async throws {
        let form = try makeWindow()
        let page = form.people
        form.pages.visibleChildName = "people"
        try GtkTest.wait("the people shown") {
            User.shownElements(of: page.listOutlet, as: SurnameInitial.self).first?.id == "A"
        }
        let tree = try ownTree()
        let heading = try XCTUnwrap(tree.firstIndex(of: "heading\tA"), tree.joined(separator: "\n"))
        let ada = try XCTUnwrap(tree.firstIndex(of: "panel\tAda Allen, ada.allen.1@example.org"))
        XCTAssertLessThan(heading, ada, "the header comes before its people")
        XCTAssertEqual(page.listOutlet.model?.isSelected(position: 0), false)
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
