import CGtk
import GtkRxAdwaita
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

/// FormApp's window wide and narrow, as a user resizing it sees it: the view switcher in the
/// header bar or at the bottom, and People's selected person beside the list or in its place.
@MainActor
final class AdaptiveLayoutTests: FormWindowTestCase {
    /// Resizes `form`'s window to `width` and waits until GTK has laid it out at that width
    /// (less the frame GTK draws around a window when no compositor draws shadows: 710 of 720
    /// under Xvfb).
    private func resize(_ form: FormWindowController, width: Int) throws {
        form.window.defaultWidth = width
        try GtkTest.wait("the window \(width) wide") {
            abs(Int(gtk_widget_get_width(cgtk_widget(form.window.c))) - width) <= 16
        }
        GtkTest.pumpUntilIdle()
    }

    func testTheViewSwitcherIsInTheHeaderBarWhenWideAndAtTheBottomWhenNarrow() async throws {
        let form = try makeWindow()
        try resize(form, width: 720)
        XCTAssertFalse(form.window.switcherTitle.isTitleVisible, "the switcher, not the title")
        XCTAssertFalse(form.window.switcherBar.reveals, "no bottom bar")

        try resize(form, width: 360)
        try GtkTest.wait("the bottom bar") { form.window.switcherBar.reveals }
        XCTAssertTrue(form.window.switcherTitle.isTitleVisible, "the title in the header bar")

        try resize(form, width: 720)
        try GtkTest.wait("the bar gone") { !form.window.switcherBar.reveals }
    }

    func testPeoplesSelectedPersonIsBesideTheListWhenWideAndInItsPlaceWhenNarrow() async throws {
        let form = try makeWindow()
        let page = form.people
        form.pages.visibleChildName = "people"
        try GtkTest.wait("the people") { page.countOutlet.text == "1,000 people" }
        try resize(form, width: 720)
        XCTAssertFalse(page.root.isFolded, "wide: both panes")
        XCTAssertFalse(page.backOutlet.isVisibleInC, "nothing to go back to")
        XCTAssertEqual(page.detailOutlet.title, "Nobody selected")

        try User.selectRow(at: 0, in: page.listOutlet)
        XCTAssertEqual(page.detailOutlet.title, "Ada Allen")
        XCTAssertEqual(page.detailOutlet.description, "ada.allen.1@example.org")
        XCTAssertTrue(page.detailPane.isMappedInC, "shown beside the list")
        XCTAssertTrue(page.listPane.isMappedInC)

        try resize(form, width: 360)
        try GtkTest.wait("the leaflet folded") { page.root.isFolded }
        XCTAssertTrue(page.root.visibleChild === page.listPane, "the list first")
        XCTAssertTrue(page.backOutlet.isVisibleInC)
        try User.activateRow(at: 1, in: page.listOutlet)
        XCTAssertTrue(page.root.visibleChild === page.detailPane, "the person in its place")
        XCTAssertEqual(page.detailOutlet.title, "Alan Allen")
        try User.click(page.backOutlet)
        XCTAssertTrue(page.root.visibleChild === page.listPane, "back to the list")
    }

    func testAStatusPageTakesTheListsPlaceWhenTheFilterMatchesNobody() async throws {
        let form = try makeWindow()
        let page = form.people
        form.pages.visibleChildName = "people"
        try GtkTest.wait("the people") { page.countOutlet.text == "1,000 people" }
        XCTAssertEqual(page.resultsOutlet.visibleChildName, PeoplePage.listName)

        try User.type("zzz nobody", into: page.filterOutlet)
        try GtkTest.wait("nobody shown") { page.countOutlet.text == "0 people" }
        XCTAssertEqual(page.resultsOutlet.visibleChildName, PeoplePage.emptyName)
        XCTAssertEqual(page.emptyOutlet.title, "No Results Found")
        XCTAssertTrue(page.emptyOutlet.isMappedInC)
        XCTAssertFalse(page.listOutlet.isMappedInC)

        try User.pressBackspace(in: page.filterOutlet, times: "zzz nobody".count)
        try User.type("ada", into: page.filterOutlet)
        try GtkTest.wait("people again") { page.countOutlet.text != "0 people" }
        XCTAssertEqual(page.resultsOutlet.visibleChildName, PeoplePage.listName)
    }
}
