import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

/// The People page's "Export…" and "Import…", with real files through GIO and a chooser the
/// test answers for.
@MainActor
final class PeopleFilesPageTests: FormWindowTestCase {
    /// The window with the People page shown and its 1,000 people in; the chooser answers
    /// `answer` for each choice.
    private func makePage(_ answer: @escaping (PeoplePage.FileChoice) -> Maybe<URL>) throws
        -> PeoplePage
    {
        let form = try makeWindow(choosePeopleFile: { _, choice in answer(choice) })
        let page = form.people
        form.pages.visibleChildName = "people"
        try GtkTest.wait("the people") { page.countOutlet.text == "1,000 people" }
        return page
    }

    func testExportThenImportBringsEveryoneBackAfterEdits() async throws {
        let file = try makeTemporaryDirectory().appendingPathComponent("people.json")
        let page = try makePage { _ in .just(file) }
        try User.click(page.exportOutlet)
        try GtkTest.wait("the export") { page.fileResultOutlet.isVisible }
        XCTAssertEqual(page.fileResultOutlet.text, "Exported 1,000 people to \(file.path).")
        let written = try PeopleArchive.decode(Data(contentsOf: file))
        XCTAssertEqual(written.map(\.name), PeopleDirectory.people().map(\.name))

        try User.type("Zora Neale", into: page.nameOutlet)
        try User.click(page.addOutlet)
        try GtkTest.wait("1,001 people") { page.countOutlet.text == "1,001 people" }
        try User.click(page.importOutlet)
        try GtkTest.wait("the import") {
            page.fileResultOutlet.text == "Imported 1,000 people from \(file.path)."
        }
        try GtkTest.wait("everyone as exported") { page.countOutlet.text == "1,000 people" }
    }

    func testABadFileIsSaidAndKeepsEveryone() async throws {
        let file = try makeTemporaryDirectory().appendingPathComponent("notes.txt")
        try Data("not people".utf8).write(to: file)
        let page = try makePage { _ in .just(file) }
        try User.click(page.importOutlet)
        try GtkTest.wait("the refusal") { page.fileResultOutlet.isVisible }
        XCTAssertEqual(page.fileResultOutlet.text, "Could not import: The file is not JSON.")
        XCTAssertEqual(page.countOutlet.text, "1,000 people")
    }

    func testAMissingFileAndAnUnwritableFolderAreGIOsErrors() async throws {
        let missing = try makeTemporaryDirectory().appendingPathComponent("none/people.json")
        let page = try makePage { _ in .just(missing) }
        try User.click(page.importOutlet)
        try GtkTest.wait("the failed import") { page.fileResultOutlet.isVisible }
        XCTAssertTrue(
            (page.fileResultOutlet.text ?? "").hasPrefix("Could not import: "),
            page.fileResultOutlet.text ?? "")
        try User.click(page.exportOutlet)
        try GtkTest.wait("the failed export") {
            (page.fileResultOutlet.text ?? "").hasPrefix("Could not export: ")
        }
        XCTAssertTrue(
            page.fileResultOutlet.text?.contains("No such file or directory") == true,
            page.fileResultOutlet.text ?? "")
        XCTAssertEqual(page.countOutlet.text, "1,000 people")
    }

    func testCancelledChoosersDoNothing() async throws {
        var asked: [PeoplePage.FileChoice] = []
        let page = try makePage { choice in
            asked.append(choice)
            return .empty()
        }
        try User.click(page.exportOutlet)
        try User.click(page.importOutlet)
        try GtkTest.wait("both choosers asked") { asked.count == 2 }
        XCTAssertEqual(asked, [.exportDestination, .importSource])
        XCTAssertFalse(page.fileResultOutlet.isVisible)
        XCTAssertEqual(page.countOutlet.text, "1,000 people")
    }
}
