import Foundation
import TestHelpers
import XCTest

/// GTK may only be used on its main thread, and the compiler must prove it: code outside the
/// main actor that touches a widget does not compile.
final class MainActorIsolationTests: XCTestCase {
    func testUsingAWidgetOffTheMainActorDoesNotCompile() throws {
        let result = try typeCheck(
            """
            import GtkRx
            func touch() { _ = Label("off the main actor") }
            """)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(
            result.output.contains("main actor-isolated"),
            "unexpected diagnostics:\n\(result.output)")
    }

    func testUsingAWidgetOnTheMainActorCompiles() throws {
        let result = try typeCheck(
            """
            import GtkRx
            @MainActor func touch() { _ = Label("on the main actor") }
            """)
        XCTAssertEqual(result.status, 0, result.output)
    }

    /// Type-checks `source` in the Swift 6 language mode against the GtkRx module just built.
    private func typeCheck(_ source: String) throws -> (status: Int32, output: String) {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let modules = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("Modules")
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkrx-isolation-\(getpid())-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }

        let gtkFlags = try runProcess("pkg-config", ["--cflags", "gtk4-unix-print"]).output
            .split(separator: " ").map(String.init).filter { $0.hasPrefix("-I") }
        var arguments = [
            "-typecheck", "-swift-version", "6", "-I", modules.path,
            "-Xcc", "-fmodule-map-file=\(packageRoot.path)/Sources/CGLib/module.modulemap",
            "-Xcc", "-fmodule-map-file=\(packageRoot.path)/Sources/CGtk/module.modulemap",
        ]
        arguments += gtkFlags.flatMap { ["-Xcc", $0] }
        arguments.append(file.path)
        let outcome = try runProcess("swiftc", arguments)
        return (outcome.status, outcome.output)
    }
}
