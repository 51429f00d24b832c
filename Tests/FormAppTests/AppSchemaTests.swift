import Foundation
import GtkRx
import XCTest

@testable import FormApp
@testable import GtkRxGLib

/// `Settings.load(appSchema:)` finds FormApp's schema by its ID alone: the one the
/// GtkRxResources plugin compiled into the binary, or the one `make install` installed beside
/// the executable.
@MainActor
final class AppSchemaTests: XCTestCase {
    private var folder: URL!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkrx-app-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testTheSchemaThePluginEmbeddedIsFoundByItsID() async throws {
        try ResourceBundle.register()
        let settings = try Settings.load(
            appSchema: "io.github.gtkrx.FormApp", backend: .memory())
        XCTAssertEqual(settings.schemaID, "io.github.gtkrx.FormApp")
        XCTAssertEqual(try settings.value(forKey: "dark-style", as: Bool.self), false)
        // GIO reads compiled schemas from files: the embedded one is written to the cache.
        let places = AppSchemaPlaces(schemaID: "io.github.gtkrx.FormApp")
        let extracted = places.extractionDirectory + "/gschemas.compiled"
        XCTAssertEqual(
            FileManager.default.contents(atPath: extracted).map { [UInt8]($0) },
            try Resources.data(at: ResourceBundle.path("schemas/gschemas.compiled")))
    }

    func testTheEmbeddedSchemaIsWrittenWhereAsked() async throws {
        try ResourceBundle.register()
        var places = AppSchemaPlaces(schemaID: "io.github.gtkrx.FormApp")
        places.extractionDirectory = folder.appendingPathComponent("cache/schemas").path
        XCTAssertEqual(
            places.extractedDirectory(resourcePrefix: "/io/github/gtkrx/FormApp"),
            places.extractionDirectory)
        XCTAssertNil(
            places.extractedDirectory(resourcePrefix: "/io/example/Nothing"),
            "no such resource")
    }

    func testTheInstalledSchemaIsFoundBesideTheExecutable() async throws {
        let prefix = folder.appendingPathComponent("prefix")
        let bin = prefix.appendingPathComponent("bin")
        let schemas = prefix.appendingPathComponent("share/glib-2.0/schemas")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        let executable = bin.appendingPathComponent("formapp")
        try Data().write(to: executable)
        var places = AppSchemaPlaces(schemaID: "io.github.gtkrx.FormApp")
        places.executable = executable.path
        XCTAssertNil(places.installedDirectory(), "nothing installed yet")

        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../resources/schemas/io.github.gtkrx.FormApp.gschema.xml")
        try FileManager.default.copyItem(
            at: source, to: schemas.appendingPathComponent(source.lastPathComponent))
        XCTAssertNil(places.installedDirectory(), "installed but not compiled")
        let compile = try Process.run(
            URL(fileURLWithPath: "/usr/bin/glib-compile-schemas"), arguments: [schemas.path])
        compile.waitUntilExit()
        XCTAssertEqual(compile.terminationStatus, 0)
        XCTAssertEqual(places.installedDirectory(), schemas.resolvingSymlinksInPath().path)
    }

    func testAnUnknownSchemaIsMissing() async {
        XCTAssertThrowsError(try Settings.load(appSchema: "io.example.Missing")) { error in
            XCTAssertEqual(
                error as? SettingsError, .missingSchema(schema: "io.example.Missing", searched: []))
        }
    }
}
