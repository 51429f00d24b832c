import Foundation
import GtkRxTest
import TestHelpers
import XCTest

/// FormApp's shell across restarts: the dark style, toggled through the application's D-Bus
/// actions (as `gapplication action` does), is kept in GSettings, and `app.quit` (Ctrl+Q) exits
/// with status 0. Run both from the build folder (the schema embedded in the binary) and from
/// an install layout (the schema in `<prefix>/share/glib-2.0/schemas`).
final class ShellLaunchTests: XCTestCase {
    @MainActor
    func testTheDarkStyleSurvivesARestartFromTheBuildFolder() async throws {
        let home = try temporaryFolder()
        let environment = [
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "GSETTINGS_BACKEND": "keyfile",
        ]
        try restartKeepsTheDarkStyle(executable: FormAppProcess.executable, environment)
        let extracted = home.appendingPathComponent(
            "cache/io.github.gtkrx.FormApp/schemas/gschemas.compiled")
        XCTAssertTrue(FileManager.default.fileExists(atPath: extracted.path))
    }

    @MainActor
    func testTheDarkStyleSurvivesARestartFromAnInstallLayout() async throws {
        let prefix = try temporaryFolder()
        let bin = prefix.appendingPathComponent("bin")
        let schemas = prefix.appendingPathComponent("share/glib-2.0/schemas")
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: bin, withIntermediateDirectories: true)
        try fileManager.createDirectory(at: schemas, withIntermediateDirectories: true)
        try fileManager.copyItem(
            at: FormAppProcess.executable, to: bin.appendingPathComponent("FormApp"))
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("resources/schemas/io.github.gtkrx.FormApp.gschema.xml")
        try fileManager.copyItem(
            at: source, to: schemas.appendingPathComponent(source.lastPathComponent))
        XCTAssertEqual(try runTool("/usr/bin/glib-compile-schemas", [schemas.path]).status, 0)
        let cache = prefix.appendingPathComponent("cache")
        let environment = [
            "XDG_CONFIG_HOME": prefix.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": cache.path,
            "GSETTINGS_BACKEND": "keyfile",
        ]
        try restartKeepsTheDarkStyle(
            executable: bin.appendingPathComponent("FormApp"), environment)
        XCTAssertFalse(
            fileManager.fileExists(
                atPath: cache.appendingPathComponent("io.github.gtkrx.FormApp/schemas").path),
            "an installed FormApp reads the installed schema, extracting nothing")
    }

    /// Starts FormApp, turns the dark style on, quits with `app.quit` (status 0), starts it
    /// again and checks the dark style is on, then quits again.
    @MainActor
    private func restartKeepsTheDarkStyle(executable: URL, _ environment: [String: String])
        throws
    {
        let first = try launch(executable, environment)
        try waitForDarkStyle(false)
        XCTAssertEqual(try applicationAction("dark-style").status, 0)
        try waitForDarkStyle(true)
        try quit(first)

        let second = try launch(executable, environment)
        try waitForDarkStyle(true)
        try quit(second)
    }

    private static let applicationID = "io.github.gtkrx.FormApp"

    private func launch(_ executable: URL, _ environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        addTeardownBlock {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }
        return process
    }

    /// Activates `app.quit` and waits for the process to exit, checking its status is 0.
    @MainActor
    private func quit(_ process: Process) throws {
        XCTAssertEqual(try applicationAction("quit").status, 0)
        try GtkTest.wait("FormApp exits", timeout: .seconds(20)) { !process.isRunning }
        XCTAssertEqual(process.terminationStatus, 0)
    }

    /// Waits until FormApp's `app.dark-style` reports `dark` over D-Bus.
    @MainActor
    private func waitForDarkStyle(_ dark: Bool) throws {
        var lastLook = ContinuousClock.now - .seconds(1)
        var described = ""
        do {
            try GtkTest.wait("app.dark-style is \(dark)", timeout: .seconds(30)) {
                guard ContinuousClock.now - lastLook > .milliseconds(100) else { return false }
                lastLook = ContinuousClock.now
                described = (try? describeDarkStyle()) ?? ""
                return described.contains("[<\(dark)>]")
            }
        } catch {
            XCTFail("app.dark-style: \(described)")
            throw error
        }
    }

    /// `org.gtk.Actions.Describe("dark-style")` on the running FormApp, as gdbus prints it:
    /// `((true, signature '', [<false>]),)`.
    private func describeDarkStyle() throws -> String {
        try runTool(
            "/usr/bin/gdbus",
            [
                "call", "--session", "--dest", Self.applicationID, "--object-path",
                "/io/github/gtkrx/FormApp", "--method", "org.gtk.Actions.Describe", "dark-style",
            ]
        ).output
    }

    private func applicationAction(_ name: String) throws -> (status: Int32, output: String) {
        try runTool("/usr/bin/gapplication", ["action", Self.applicationID, name])
    }

    private func runTool(_ path: String, _ arguments: [String]) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("formapp-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}
