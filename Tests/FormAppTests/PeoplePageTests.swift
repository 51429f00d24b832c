import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

@MainActor
final class PeoplePageTests: FormWindowTestCase {
    private func shownNames(_ page: PeoplePage) -> [String] {
        func labels(_ widget: Widget) -> [String] {
            if let label = widget as? Label { return [label.text ?? ""] }
            return widget.children.flatMap(labels)
        }
        return labels(page.listOutlet).filter { !$0.contains("@") }
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

    /// "Add" shows the new person where the user looks: the list scrolled to its top (GTK
    /// keeps the rows shown before in view when one goes in above them) and the new person
    /// selected, as the rows a user sees (the test kit's reading of the shown rows) and the
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
        try GtkTest.wait("the new person on top") {
            User.shownElements(of: page.listOutlet, as: Person.self).first?.name == "Zora Neale"
        }
        XCTAssertEqual(User.shownPositions(of: page.listOutlet).first, 0)
        XCTAssertEqual(page.listOutlet.model?.selectedPositions, [0])
        XCTAssertEqual(page.selectedOutlet.text, "Selected: Zora Neale")
        XCTAssertTrue(page.deleteOutlet.isEnabled, "the new person can be deleted at once")
    }

    func testCountsGroupDigits() {
        XCTAssertEqual(PeoplePage.grouped(0), "0")
        XCTAssertEqual(PeoplePage.grouped(999), "999")
        XCTAssertEqual(PeoplePage.grouped(1_000), "1,000")
        XCTAssertEqual(PeoplePage.grouped(1_234_567), "1,234,567")
    }
}
