import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

/// FormApp as a person launches it: the built binary, in a process of its own.
final class FormAppLaunchTests: XCTestCase {
    func testWithoutADisplayItSaysSoInOneLineAndExitsWithStatus1() throws {
        let run = try FormAppProcess.run(removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            run.standardError,
            "FormApp: cannot open display (neither DISPLAY nor WAYLAND_DISPLAY is set)\n")
        XCTAssertEqual(run.standardOutput, "")
    }

    func testWithAnUnreachableDisplayItNamesTheDisplay() throws {
        let run = try FormAppProcess.run(
            removing: ["WAYLAND_DISPLAY"], setting: ["DISPLAY": ":4242"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, "FormApp: cannot open display (DISPLAY=:4242)\n")
    }

    @MainActor
    func testItOpensItsWindowOnTheDisplay() async throws {
        let process = try FormAppProcess.launch()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var lastLook = ContinuousClock.now - .seconds(1)
        try GtkTest.wait("FormApp's window on the X display", timeout: .seconds(30)) {
            // Ask the X server at most every 50 ms.
            guard ContinuousClock.now - lastLook > .milliseconds(50) else { return false }
            lastLook = ContinuousClock.now
            return FormAppProcess.topLevelWindowNames().contains("RxExample")
                || !process.isRunning
        }
        try FormAppProcess.checkRunning(process)
    }
}

/// Runs the FormApp binary built beside the test bundle.
enum FormAppProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("FormApp")
    }

    /// Throws, naming its exit status, when `process` (a FormApp started by ``launch``) has
    /// ended: a wait for something the running app shows ends early then, instead of at its
    /// time-out.
    static func checkRunning(_ process: Process) throws {
        guard !process.isRunning else { return }
        throw FormAppEnded(status: process.terminationStatus)
    }

    /// FormApp ended while a test waited for it (what it printed is in the test's log).
    struct FormAppEnded: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "FormApp ended early, with status \(status)" }
    }

    /// Starts FormApp with the test's environment, less `removed`, plus `added`.
    static func launch(
        removing removed: [String] = [], setting added: [String: String] = [:]
    ) throws -> Process {
        let process = makeProcess(removing: removed, setting: added)
        try process.run()
        return process
    }

    /// Runs FormApp to its end, collecting what it prints.
    static func run(
        removing removed: [String] = [], setting added: [String: String] = [:]
    ) throws -> Result {
        let process = makeProcess(removing: removed, setting: added)
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    private static func makeProcess(removing removed: [String], setting added: [String: String])
        -> Process
    {
        let process = Process()
        process.executableURL = executable
        var environment = ProcessInfo.processInfo.environment
        removed.forEach { environment[$0] = nil }
        environment.merge(added) { $1 }
        environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
        process.environment = environment
        return process
    }

    /// The names of the X server's windows, as `xwininfo -root -tree` lists them.
    static func topLevelWindowNames() -> [String] {
        guard let run = try? runTool("/usr/bin/xwininfo", ["-root", "-tree"]) else { return [] }
        return run.split(separator: "\n").compactMap { line in
            // `0x400007 "RxExample": ("FormApp" "FormApp")  420x320+0+0  +0+0`
            let quoted = line.split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
            return quoted.count == 3 ? String(quoted[1]) : nil
        }
    }

    private static func runTool(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
