import Foundation
import GtkRxTest
import XCTest

/// This process's accessibility tree, one "role<TAB>name" line per node, read by
/// `scripts/atspi-tree.py` while the loop runs (the tree is this process's to answer).
@MainActor
func accessibilityTree() throws -> [String] {
    // This file is Tests/GtkRxUITests/Support/: the package is four levels up.
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/atspi-tree.py")
    let output = FileManager.default.temporaryDirectory
        .appendingPathComponent("atspi-tree-\(getpid()).txt")
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown)
    }
    defer { try? FileManager.default.removeItem(at: output) }
    // Found by process id: a test process may have no program name for GTK to give.
    let name = "pid:\(getpid())"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script.path, name]
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    try process.run()
    try GtkTest.wait("the accessibility tree", timeout: .seconds(30)) { !process.isRunning }
    XCTAssertEqual(process.terminationStatus, 0, "\(name) is on the accessibility bus")
    let text = try String(contentsOf: output, encoding: .utf8)
    return text.split(separator: "\n").map(String.init)
}
