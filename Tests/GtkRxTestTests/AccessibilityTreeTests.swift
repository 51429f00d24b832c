import Foundation
import GtkRx
import XCTest

@testable import GtkRxTest

/// `AccessibilityTree`: this process's tree read over AT-SPI from Swift, the same as
/// `scripts/atspi-tree.py` reads it with pyatspi, and actions done through it.
@MainActor
final class AccessibilityTreeTests: GtkTestCase {
    /// A window titled `title`: a label, an entry named "Guest name", a button (whose clicks
    /// `clicked` hears while `bag` lives), a check button.
    private func guestWindow(
        _ title: String, button: String = "Add guest", clicked: (() -> Void)? = nil,
        bag: DisposeBag = DisposeBag()
    ) -> Window {
        let add = Button(label: button)
        if let clicked {
            add.rx.tap.subscribe(onNext: clicked).disposed(by: bag)
        }
        let entry = Entry()
        entry.setAccessibleLabel("Guest name")
        let box = Box(orientation: .vertical, spacing: 6)
        box.append(Label("Who is coming?"))
        box.append(entry)
        box.append(add)
        box.append(CheckButton(label: "Vegetarian"))
        let window = Window()
        window.title = title
        window.child = box
        window.present()
        return window
    }

    func testAButtonAndANamedEntryShowTheirRolesAndNames() async throws {
        let window = guestWindow("Roles and names")
        defer { window.destroy() }
        let tree = try AccessibilityTree.read()
        let own = try XCTUnwrap(
            tree.subtree(role: "frame", name: "Roles and names"), "\(tree.nodes)")
        XCTAssertEqual(own.nodes.first?.depth, 0, "a window is at the first level")
        XCTAssertTrue(own.lines.contains("push button\tAdd guest"), "\(own.nodes)")
        XCTAssertTrue(own.lines.contains("text\tGuest name"), "\(own.nodes)")
        XCTAssertTrue(own.lines.contains("label\tWho is coming?"), "\(own.nodes)")
        XCTAssertTrue(own.lines.contains("check box\tVegetarian"), "\(own.nodes)")
        let button = try XCTUnwrap(own.first(role: "push button", name: "Add guest"))
        XCTAssertGreaterThan(button.depth, 0)
        XCTAssertEqual(button.line, "push button\tAdd guest")
    }

    func testTheReadingIsThePythonScriptsReading() async throws {
        let window = guestWindow("Same as pyatspi")
        defer { window.destroy() }
        // The Swift reading first: it waits for GTK to register the application. The window's
        // lines are compared (another test's window, going meanwhile, could differ).
        let tree = try AccessibilityTree.read()
        let swift = try XCTUnwrap(tree.subtree(role: "frame", name: "Same as pyatspi")).lines
        let python = try pythonReading()
        let start = try XCTUnwrap(python.firstIndex(of: "frame\tSame as pyatspi"), "\(python)")
        XCTAssertGreaterThanOrEqual(swift.count, 7, "the window, its box and what it holds")
        XCTAssertEqual(swift, Array(python[start...].prefix(swift.count)))
    }

    func testActivatingAButtonClicksIt() async throws {
        var clicks = 0
        let bag = DisposeBag()
        let window = guestWindow("Activation", button: "Invite", clicked: { clicks += 1 }, bag: bag)
        defer { window.destroy() }
        let before = try AccessibilityTree.activate(role: "push button", name: "Invite")
        XCTAssertNotNil(before.first(role: "push button", name: "Invite"))
        // GTK activates a button as the keyboard does: pressed for a moment, then clicked.
        try GtkTest.wait("the click") { clicks > 0 }
        XCTAssertEqual(clicks, 1)
        withExtendedLifetime(bag) {}
    }

    func testTheSingleGivesTheSameTree() async throws {
        let window = guestWindow("As a Single")
        defer { window.destroy() }
        let read = try AccessibilityTree.read().lines
        var outcome: Result<AccessibilityTree, any Error>?
        let subscription = AccessibilityTree.reading().subscribe { outcome = $0 }
        defer { subscription.dispose() }
        try GtkTest.wait("the Single's tree") { outcome != nil }
        XCTAssertEqual(try outcome?.get().lines, read)
    }

    func testAMissingNodeOrActionIsAnError() async throws {
        let window = guestWindow("Missing")
        defer { window.destroy() }
        XCTAssertThrowsError(try AccessibilityTree.activate(role: "push button", name: "Nobody")) {
            XCTAssertEqual(
                $0 as? AccessibilityTreeError, .noSuchNode(role: "push button", name: "Nobody"))
        }
        // The box: a panel, without a name or an action.
        XCTAssertThrowsError(try AccessibilityTree.activate(role: "panel", name: "")) {
            XCTAssertEqual($0 as? AccessibilityTreeError, .noAction(role: "panel", name: ""))
        }
    }

    func testATreePastItsLimitsIsAnError() async throws {
        let window = guestWindow("Limits")
        defer { window.destroy() }
        let few = AccessibilityTree.Limits(maximumNodes: 3)
        XCTAssertThrowsError(try AccessibilityTree.read(limits: few)) {
            XCTAssertEqual($0 as? AccessibilityTreeError, .tooLarge(few))
        }
        let shallow = AccessibilityTree.Limits(maximumDepth: 1)
        XCTAssertThrowsError(try AccessibilityTree.read(limits: shallow)) {
            XCTAssertEqual($0 as? AccessibilityTreeError, .tooLarge(shallow))
        }
    }

    func testAReadingOutOfTimeIsAnError() async throws {
        let window = guestWindow("Out of time")
        defer { window.destroy() }
        // Its time is up before the first of its several replies can come back.
        XCTAssertThrowsError(try AccessibilityTree.read(timeout: .milliseconds(1))) {
            XCTAssertEqual($0 as? AccessibilityTreeError, .timedOut(after: .milliseconds(1)))
        }
        XCTAssertFalse(try AccessibilityTree.read().lines.isEmpty, "the next reading works")
    }

    func testAnApplicationNotOnTheBusIsAnError() async throws {
        let window = guestWindow("Not on the bus")
        defer { window.destroy() }
        // No process has this id: the registry is asked again and again until the time is up.
        let nobody = Int(Int32.max)
        let reading = AccessibilityReading(
            timeout: .milliseconds(300), limits: .init(), processID: nobody)
        XCTAssertThrowsError(try reading.runningTheLoop()) {
            XCTAssertEqual($0 as? AccessibilityTreeError, .notOnTheBus(processID: nobody))
        }
    }

    func testADisposedReadingDeliversNothing() async throws {
        let window = guestWindow("Disposed")
        defer { window.destroy() }
        var outcome: Result<AccessibilityTree, any Error>?
        AccessibilityTree.reading().subscribe { outcome = $0 }.dispose()
        // A reading started after it ends after it.
        _ = try AccessibilityTree.read()
        GtkTest.pumpUntilIdle()
        XCTAssertNil(outcome)
    }

    /// This process's tree as `scripts/atspi-tree.py` (pyatspi) prints it, read while the loop
    /// runs to answer it.
    private func pythonReading() throws -> [String] {
        // This file is Tests/GtkRxTestTests/: the package is three levels up.
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/atspi-tree.py")
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("atspi-tree-\(getpid()).txt")
        XCTAssertTrue(FileManager.default.createFile(atPath: output.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, "pid:\(getpid())"]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        try GtkTest.wait("pyatspi's reading", timeout: .seconds(60)) { !process.isRunning }
        XCTAssertEqual(process.terminationStatus, 0, "atspi-tree.py found no application")
        return try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
            .map(String.init)
    }
}
