import Foundation
import XCTest

/// Builds the fixture package Fixtures/WellFormed with `swift build`, then with each broken
/// case's files in place of its own (Fixtures/MissingID and the others), and checks that the
/// template check fails the build with its message at its place; and that the well-formed
/// package's settings schema is embedded where its id finds it.
///
/// The copy lives in the repository's `.build/template-check-fixture` and is kept between runs,
/// so that the plugin's tools are compiled once; each case then re-runs only the plugin. The
/// fixture depends on GtkRx's plugin, not on its libraries (see its Package.swift).
@MainActor
final class FixtureBuildTests: XCTestCase {
    /// The repository's root.
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "Fixtures")
    private static let copy = repository.appending(path: ".build/template-check-fixture")

    /// Whether this run has put the well-formed fixture in place yet.
    private static var prepared = false

    /// The fixture's copy with the well-formed files, its dependency pointing at the repository.
    private func wellFormed() throws -> URL {
        let files = FileManager.default
        let copy = Self.copy
        if !Self.prepared {
            try files.createDirectory(at: copy, withIntermediateDirectories: true)
            for name in try files.contentsOfDirectory(atPath: copy.path) where name != ".build" {
                try files.removeItem(at: copy.appending(path: name))
            }
            let original = Self.fixtures.appending(path: "WellFormed")
            for name in try files.contentsOfDirectory(atPath: original.path) {
                try files.copyItem(
                    at: original.appending(path: name), to: copy.appending(path: name))
            }
            let manifest = copy.appending(path: "Package.swift")
            let text = try String(contentsOf: manifest, encoding: .utf8)
            try text.replacingOccurrences(
                of: "\"../../../..\"", with: "\"\(Self.repository.path)\""
            )
            .write(to: manifest, atomically: true, encoding: .utf8)
            Self.prepared = true
        }
        return copy
    }

    /// `swift build` of the fixture with the files of the case `name` in place of its own;
    /// its status and output. The well-formed files are put back afterwards.
    private func build(case name: String? = nil) throws -> (status: Int32, output: String) {
        let package = try wellFormed()
        var replaced: [String] = []
        if let name {
            let overlay = Self.fixtures.appending(path: name)
            let enumerator = FileManager.default.enumerator(atPath: overlay.path)
            while let path = enumerator?.nextObject() as? String {
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(
                    atPath: overlay.appending(path: path).path, isDirectory: &isDirectory)
                if !isDirectory.boolValue { replaced.append(path) }
            }
            for path in replaced {
                try FileManager.default.removeItem(at: package.appending(path: path))
                try FileManager.default.copyItem(
                    at: overlay.appending(path: path), to: package.appending(path: path))
            }
        }
        defer {
            for path in replaced {
                try? FileManager.default.removeItem(at: package.appending(path: path))
                try? FileManager.default.copyItem(
                    at: Self.fixtures.appending(path: "WellFormed").appending(path: path),
                    to: package.appending(path: path))
            }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(
            decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Asserts that the case `name` fails the build with `message` at `place` (a path in the
    /// fixture and its position).
    private func assertFails(
        _ name: String, at place: String, with message: String, line: UInt = #line
    ) throws {
        let (status, output) = try build(case: name)
        XCTAssertNotEqual(status, 0, output, line: line)
        XCTAssertTrue(
            output.contains("\(Self.copy.path)/\(place): error: \(message)"), output, line: line)
    }

    func testTheWellFormedFixtureBuilds() async throws {
        let (status, output) = try build()
        XCTAssertEqual(status, 0, output)
        XCTAssertFalse(output.contains("error:"), output)
    }

    /// The fixture's `resources/schemas` is compiled by the plugin and embedded where
    /// `Settings.load(appSchema: "org.example.Notes")` reads it: the schema id as a path, then
    /// `schemas/gschemas.compiled` (`AppSchemaTests` in FormAppTests checks that call). Read
    /// back from the built bundle with GIO's own tools, the schema is found by its id and gives
    /// its key's default.
    func testASchemaInResourcesIsEmbeddedWhereItsIDFindsIt() async throws {
        let (status, output) = try build()
        XCTAssertEqual(status, 0, output)
        let outputs = Self.copy.appending(path: ".build/plugins/outputs")
        var bundle: URL?
        let enumerator = FileManager.default.enumerator(atPath: outputs.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix("GtkRxResources/notes.gresource") {
                bundle = outputs.appending(path: path)
            }
        }
        let built = try XCTUnwrap(bundle, "no notes.gresource under \(outputs.path)")

        let folder = FileManager.default.temporaryDirectory
            .appending(path: "gtkrx-fixture-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let extracted = try run(
            "gresource", ["extract", built.path, "/org/example/Notes/schemas/gschemas.compiled"])
        XCTAssertEqual(extracted.status, 0, "the compiled schema is not in the bundle")
        try extracted.output.write(to: folder.appending(path: "gschemas.compiled"))
        let read = try run(
            "gsettings",
            ["--schemadir", folder.path, "get", "org.example.Notes", "sorts-by-title"],
            environment: ["GSETTINGS_BACKEND": "memory"])
        XCTAssertEqual(read.status, 0)
        XCTAssertEqual(
            String(decoding: read.output, as: UTF8.self).trimmingCharacters(
                in: .whitespacesAndNewlines),
            "true")
    }

    /// Runs `tool` (found on `PATH`) with `arguments`; its status and standard output.
    private func run(
        _ tool: String, _ arguments: [String], environment: [String: String] = [:]
    ) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    func testAMissingIDFailsTheBuildAtTheChildsDeclaration() async throws {
        try assertFails(
            "MissingID", at: "Sources/Notes/NotesWindow.swift:12",
            with:
                "@TemplateChild(\"search\") of NotesWindow: window.ui has no object with id \"search\""
        )
    }

    func testAChildOfAnotherTypeFailsTheBuildNamingBothTypes() async throws {
        try assertFails(
            "WrongType", at: "Sources/Notes/NotesWindow.swift:12",
            with:
                "@TemplateChild(\"search\") of NotesWindow is a SearchEntry (AdwSearchEntry or "
                + "GtkSearchEntry), but the object with id \"search\" at \(Self.copy.path)/resources/window.ui:8 is a GtkEntry"
        )
    }

    func testAHandlerWithoutACallbackFailsTheBuildAtTheSignal() async throws {
        try assertFails(
            "MissingHandler", at: "resources/window.ui:19",
            with:
                "handler \"archive\" of signal \"clicked\" in window.ui: NotesWindow (\(Self.copy.path)/Sources/Notes/NotesWindow.swift:2) has no TemplateCallback(\"archive\", …); it has \"clear\", \"save\""
        )
    }

    func testAMalformedDefinitionFailsTheBuildAtItsError() async throws {
        try assertFails(
            "MalformedUI", at: "resources/window.ui:14:20",
            with: "window.ui does not parse: a closing tag does not match the element it closes")
    }

    func testABlueprintSyntaxErrorFailsTheBuildAtItsPosition() async throws {
        try assertFails("BlueprintSyntaxError", at: "resources/row.blp:8:3", with: "Expected `;`")
    }
}
