import Foundation
import GtkRxTest
import TestHelpers
import XCTest

/// What assistive technologies see: FormApp's accessibility tree as AT-SPI reports it, read by
/// `scripts/atspi-tree.py` (Debian's python3-pyatspi) from the running binary.
final class AccessibilityTests: XCTestCase {
    @MainActor
    func testFieldsAndButtonsHaveTheirNames() async throws {
        let process = try FormAppProcess.launch()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var tree: [String] = []
        var lastLook = ContinuousClock.now - .seconds(1)
        try GtkTest.wait("FormApp on the accessibility bus", timeout: .seconds(30)) {
            guard ContinuousClock.now - lastLook > .milliseconds(200) else { return false }
            lastLook = ContinuousClock.now
            tree = AccessibilityTree.read(application: "FormApp")
            return tree.contains("push button\tFetch")
        }
        for expected in [
            "frame\tRxExample", "text\tUsername", "password text\tPassword", "text\tURL",
            "push button\tDo something", "push button\tFetch", "page tab\tSimple validation",
            "page tab\tData task",
        ] {
            XCTAssertTrue(
                tree.contains(expected), "missing \(expected) in:\n\(tree.joined(separator: "\n"))")
        }
    }
}

/// Runs `scripts/atspi-tree.py`.
enum AccessibilityTree {
    static func read(application: String) -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/atspi-tree.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, application]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
