import CGLib
import CGtk
import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

/// The "Data task" page against an HTTP server on loopback, driven as a user would.
@MainActor
final class DataTaskPageTests: FormWindowTestCase {
    /// A server for one test: `/hello` answers 12 bytes, `/slow` never answers.
    private func makeServer() throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer(routes: [
            "/hello": .respond(status: 200, body: "Hello, GtkRx"),
            "/slow": .hold,
        ])
        addTeardownBlock { server.stop() }
        return server
    }

    private func showDataPage(_ form: FormWindowController) {
        form.pages.visibleChildName = "data-task"
    }

    func testASuccessfulFetchShowsTheByteCount() async throws {
        let server = try makeServer()
        let form = try makeWindow()
        showDataPage(form)
        XCTAssertFalse(form.fetchOutlet.isSensitiveInC, "nothing to fetch yet")
        try User.type(server.url("/hello").absoluteString, into: form.urlOutlet)
        XCTAssertTrue(form.fetchOutlet.isSensitiveInC)
        try User.click(form.fetchOutlet)
        // Not whether the spinner spins now: over loopback the answer may already be in.
        try GtkTest.wait("the result, and the spinner to stop") {
            !(form.resultOutlet.text ?? "").isEmpty && !form.spinner.isSpinning
        }
        XCTAssertEqual(form.resultOutlet.text, "Data Task Success with count: 12")
        try expectToast("Data Task Success with count: 12", in: form)
        XCTAssertEqual(form.latestToast?.timeout, 5, "a success goes after libadwaita's 5 s")
    }

    /// Waits until `form`'s toast overlay shows a toast titled `title`, as a user sees it: a
    /// label with that text on screen over the pages.
    private func expectToast(_ title: String, in form: FormWindowController) throws {
        XCTAssertEqual(form.latestToast?.title, title)
        try GtkTest.wait("the toast \(title) on screen") {
            form.window.toasts.descendants.contains { widget in
                (widget as? Label)?.text == title && widget.isMappedInC
            }
        }
    }

    func testTheSpinnerSpinsWhileTheAnswerIsAwaited() async throws {
        let server = try makeServer()
        let form = try makeWindow()
        showDataPage(form)
        XCTAssertFalse(form.spinner.isSpinning)
        try User.type(server.url("/slow").absoluteString, into: form.urlOutlet)
        try User.click(form.fetchOutlet)
        try GtkTest.wait("the slow request to arrive") {
            server.events.contains("GET /slow")
        }
        XCTAssertTrue(form.spinner.isSpinning, "the server holds its answer")
        XCTAssertEqual(form.resultOutlet.text ?? "", "")
    }

    func testA404ShowsTheStatus() async throws {
        let server = try makeServer()
        let form = try makeWindow()
        showDataPage(form)
        try User.type(server.url("/missing").absoluteString, into: form.urlOutlet)
        try User.pressEnter(in: form.urlOutlet)
        try GtkTest.wait("the result") { !(form.resultOutlet.text ?? "").isEmpty }
        XCTAssertEqual(
            form.resultOutlet.text, "Data Task Error: The server answered with HTTP status 404.")
        try expectToast("Data Task Error: The server answered with HTTP status 404.", in: form)
        XCTAssertEqual(form.latestToast?.timeout, 0, "an error stays until it is closed")
    }

    func testARefusedConnectionShowsTheError() async throws {
        let form = try makeWindow()
        showDataPage(form)
        try User.type(
            "http://127.0.0.1:\(LoopbackHTTPServer.refusedPort())/", into: form.urlOutlet)
        try User.click(form.fetchOutlet)
        try GtkTest.wait("the result, and the spinner to stop") {
            !(form.resultOutlet.text ?? "").isEmpty && !form.spinner.isSpinning
        }
        XCTAssertEqual(form.resultOutlet.text, "Data Task Error: Could not connect to the server.")
    }

    func testABadAddressCannotBeFetchedAndEnterSaysWhy() async throws {
        let form = try makeWindow()
        showDataPage(form)
        try User.type("ftp://example.org", into: form.urlOutlet)
        XCTAssertFalse(form.fetchOutlet.isSensitiveInC)
        try User.pressEnter(in: form.urlOutlet)
        XCTAssertEqual(
            form.resultOutlet.text, "Data Task Error: That is not a valid http or https address.")
    }

    func testANewFetchCancelsTheOneInFlight() async throws {
        let server = try makeServer()
        let form = try makeWindow()
        showDataPage(form)
        try User.type(server.url("/slow").absoluteString, into: form.urlOutlet)
        try User.click(form.fetchOutlet)
        try GtkTest.wait("the slow request to arrive") {
            server.events.contains("GET /slow")
        }
        form.urlOutlet.text = server.url("/hello").absoluteString
        try User.click(form.fetchOutlet)
        try GtkTest.wait("the slow request to be cancelled and the new one to succeed") {
            server.events.contains("closed /slow")
                && form.resultOutlet.text == "Data Task Success with count: 12"
        }
    }

    /// Fetches `/hello` from `server` on `form`'s page and waits for its result.
    private func fetchHello(_ form: FormWindowController, from server: LoopbackHTTPServer)
        throws
    {
        showDataPage(form)
        try User.type(server.url("/hello").absoluteString, into: form.urlOutlet)
        try User.click(form.fetchOutlet)
        try GtkTest.wait("the result") {
            form.resultOutlet.text == "Data Task Success with count: 12"
        }
    }

    func testSavingWritesTheFetchedResponseToTheChosenFile() async throws {
        let server = try makeServer()
        let folder = try makeTemporaryDirectory()
        let destination = folder.appendingPathComponent("hello.txt")
        var suggestions: [String] = []
        let form = try makeWindow(chooseDestination: { _, suggestedName in
            suggestions.append(suggestedName)
            return .just(destination)
        })
        showDataPage(form)
        XCTAssertFalse(form.saveOutlet.isSensitiveInC, "nothing fetched yet")
        XCTAssertFalse(form.saveResultOutlet.isVisible)
        try fetchHello(form, from: server)
        XCTAssertTrue(form.saveOutlet.isSensitiveInC)
        try User.click(form.saveOutlet)
        try GtkTest.wait("the save's outcome") { form.saveResultOutlet.isVisible }
        XCTAssertEqual(
            form.saveResultOutlet.text, "Saved 12 bytes to \(destination.path).")
        XCTAssertEqual(try String(contentsOf: destination, encoding: .utf8), "Hello, GtkRx")
        XCTAssertEqual(suggestions, ["response.txt"])
        XCTAssertFalse(form.spinner.isSpinning)
        XCTAssertTrue(form.saveOutlet.isSensitiveInC, "can save again")
    }

    func testSavingReplacesWhatTheFileHeld() async throws {
        let server = try makeServer()
        let destination = try makeTemporaryDirectory().appendingPathComponent("old.txt")
        try Data("an older and longer text".utf8).write(to: destination)
        let form = try makeWindow(chooseDestination: { _, _ in .just(destination) })
        try fetchHello(form, from: server)
        try User.click(form.saveOutlet)
        try GtkTest.wait("the save's outcome") { form.saveResultOutlet.isVisible }
        XCTAssertEqual(try String(contentsOf: destination, encoding: .utf8), "Hello, GtkRx")
    }

    func testCancellingTheChooserWritesNothingAndSaysNothing() async throws {
        let server = try makeServer()
        let folder = try makeTemporaryDirectory()
        var asked = 0
        let form = try makeWindow(chooseDestination: { _, _ in
            asked += 1
            return .empty()
        })
        try fetchHello(form, from: server)
        try User.click(form.saveOutlet)
        try GtkTest.wait("the chooser to be asked") { asked == 1 }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
        XCTAssertFalse(form.saveResultOutlet.isVisible)
        XCTAssertTrue(form.saveOutlet.isSensitiveInC)
    }

    func testAnUnwritableDestinationShowsGIOsMessageAndTheFetchStays() async throws {
        let server = try makeServer()
        let missing = try makeTemporaryDirectory()
            .appendingPathComponent("no such folder").appendingPathComponent("x.txt")
        let form = try makeWindow(chooseDestination: { _, _ in .just(missing) })
        try fetchHello(form, from: server)
        try User.click(form.saveOutlet)
        try GtkTest.wait("the save's outcome") { form.saveResultOutlet.isVisible }
        let text = form.saveResultOutlet.text ?? ""
        XCTAssertTrue(text.hasPrefix("Could not save: "), text)
        XCTAssertTrue(text.contains("No such file or directory"), text)
        XCTAssertEqual(form.resultOutlet.text, "Data Task Success with count: 12")
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
        XCTAssertTrue(form.saveOutlet.isSensitiveInC, "the user can choose another file")
    }

    func testAFailedFetchCannotBeSaved() async throws {
        let server = try makeServer()
        let form = try makeWindow(chooseDestination: { _, _ in
            XCTFail("nothing to save")
            return .empty()
        })
        try fetchHello(form, from: server)
        XCTAssertTrue(form.saveOutlet.isSensitiveInC)
        form.urlOutlet.text = server.url("/missing").absoluteString
        try User.click(form.fetchOutlet)
        try GtkTest.wait("the failure") {
            (form.resultOutlet.text ?? "").hasPrefix("Data Task Error")
        }
        XCTAssertFalse(form.saveOutlet.isSensitiveInC, "the page shows no response to save")
    }
}
