import Foundation
import GtkRx
import GtkRxTest
import XCTest

/// Real key presses and clicks for this process's windows: the X server sends them, through XTEST
/// (`scripts/x-send-keys.py`), so they reach GTK as a person's typing does.
enum XKeyboard {
    /// Presses `keys` (X keysym names joined by `+`, such as `Control_L+s`, or `Button1` for a
    /// click) in the window titled `title`, once the X server shows it, with the pointer at `at`
    /// (from the window's corner, in its surface's pixels; 60,60 when not given); then runs the
    /// loop until `condition` holds.
    @MainActor
    static func press(
        _ keys: String, inWindowTitled title: String, at point: (x: Int, y: Int)? = nil,
        until condition: () -> Bool
    ) throws {
        var id: String?
        try GtkTest.wait("a window titled \(title)") {
            // `0x400007 "Title": ("xctest" "xctest")  420x320+0+0  +0+0`
            id = run("/usr/bin/xwininfo", ["-root", "-tree"]).output
                .split(separator: "\n").first { $0.contains("\"\(title)\"") }?
                .split(separator: " ").first.map(String.init)
            return id != nil
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/x-send-keys.py")
        let result = run(
            "/usr/bin/python3",
            [script.path, id ?? "", keys] + (point.map { ["--at", "\($0.x),\($0.y)"] } ?? []))
        XCTAssertEqual(result.status, 0, "x-send-keys \(keys): \(result.error)")
        try GtkTest.wait("the keys \(keys) handled", until: condition)
    }

    private static func run(_ path: String, _ arguments: [String]) -> (
        status: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        guard (try? process.run()) != nil else { return (-1, "", "cannot run \(path)") }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}
