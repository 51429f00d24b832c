import Foundation

/// This process's accessibility tree, one "role<TAB>name" line per node, as
/// `scripts/atspi-tree.py` (Debian's python3-pyatspi) reads it from AT-SPI. The tree is this
/// process's to answer, so the script runs while `wait` runs the caller's main loop until the
/// condition it is given holds (a GTK test passes `GtkTest.wait`). Throws when the script
/// cannot start or fails (this process is not on the accessibility bus).
public func ownAccessibilityTree(
    wait: (_ description: String, _ condition: () -> Bool) throws -> Void
) throws -> [String] {
    // This file is Tests/TestHelpers/: the package is three levels up.
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
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
    try wait("the accessibility tree") { !process.isRunning }
    guard process.terminationStatus == 0 else {
        throw AccessibilityTreeError.notOnTheBus(name)
    }
    let text = try String(contentsOf: output, encoding: .utf8)
    return text.split(separator: "\n").map(String.init)
}

/// Why ``ownAccessibilityTree(wait:)`` read no tree.
public enum AccessibilityTreeError: Error, Equatable {
    /// The script found no application of this process id on the accessibility bus.
    case notOnTheBus(String)
}
