import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// GSettings keys as typed control properties: a schema compiled for the test and found by
/// directory, memory and key-file backends, changes made elsewhere, and bad keys as errors.
@MainActor
final class SettingsRxTests: GtkTestCase {
    static let schemaID = "io.github.gtkrx.Tests.Settings"

    enum Theme: String {
        case light, dark, system
    }

    /// The folder holding this test's compiled schema (removed after the test).
    private lazy var schemaFolder: URL = {
        do {
            return try compileSchema()
        } catch {
            XCTFail("cannot compile the test schema: \(error)")
            return URL(fileURLWithPath: "/nonexistent")
        }
    }()

    private func compileSchema() throws -> URL {
        let schema = """
            <schemalist>
              <enum id="\(Self.schemaID).Theme">
                <value nick="light" value="0"/><value nick="dark" value="1"/>
                <value nick="system" value="2"/>
              </enum>
              <schema id="\(Self.schemaID)" path="/io/github/gtkrx/Tests/Settings/">
                <key name="dark-style" type="b"><default>false</default></key>
                <key name="font-size" type="i">
                  <range min="6" max="72"/><default>11</default>
                </key>
                <key name="zoom" type="d"><default>1.0</default></key>
                <key name="greeting" type="s"><default>'hello'</default></key>
                <key name="theme" enum="\(Self.schemaID).Theme"><default>'system'</default></key>
              </schema>
            </schemalist>
            """
        let folder = try compileSettingsSchema(id: Self.schemaID, xml: schema)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    private func settings(_ backend: SettingsBackend) throws -> Settings {
        try Settings.load(schemaID: Self.schemaID, searching: [schemaFolder.path], backend: backend)
    }

    func testTypedKeysReadTheirDefaultsThenEachChange() async throws {
        let settings = try settings(.memory())
        let bag = DisposeBag()
        var dark: [Bool] = []
        var sizes: [Int] = []
        var zooms: [Double] = []
        var greetings: [String] = []
        var themes: [Theme] = []
        try settings.rx.value(forKey: "dark-style", as: Bool.self)
            .subscribe(onNext: { dark.append($0) }).disposed(by: bag)
        try settings.rx.value(forKey: "font-size", as: Int.self)
            .subscribe(onNext: { sizes.append($0) }).disposed(by: bag)
        try settings.rx.value(forKey: "zoom", as: Double.self)
            .subscribe(onNext: { zooms.append($0) }).disposed(by: bag)
        try settings.rx.value(forKey: "greeting", as: String.self)
            .subscribe(onNext: { greetings.append($0) }).disposed(by: bag)
        try settings.rx.value(forKey: "theme", as: Theme.self)
            .subscribe(onNext: { themes.append($0) }).disposed(by: bag)
        try settings.setValue(true, forKey: "dark-style")
        try settings.setValue(14, forKey: "font-size")
        try settings.setValue(1.5, forKey: "zoom")
        try settings.setValue("ni hao", forKey: "greeting")
        try settings.setValue(Theme.dark, forKey: "theme")
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(dark, [false, true])
        XCTAssertEqual(sizes, [11, 14])
        XCTAssertEqual(zooms, [1.0, 1.5])
        XCTAssertEqual(greetings, ["hello", "ni hao"])
        XCTAssertEqual(themes, [.system, .dark])
    }

    func testABoundValueIsWrittenWithoutEchoAndSeenByASecondSettingsObject() async throws {
        let backend = SettingsBackend.memory()
        let first = try settings(backend)
        let second = try settings(backend)
        let bag = DisposeBag()
        var seenByFirst: [Theme] = []
        var seenBySecond: [Theme] = []
        let property = try first.rx.value(forKey: "theme", as: Theme.self)
        property.subscribe(onNext: { seenByFirst.append($0) }).disposed(by: bag)
        try second.rx.value(forKey: "theme", as: Theme.self)
            .subscribe(onNext: { seenBySecond.append($0) }).disposed(by: bag)
        Observable.just(Theme.light).bind(to: property).disposed(by: bag)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(try second.value(forKey: "theme", as: Theme.self), .light)
        XCTAssertEqual(seenBySecond, [.system, .light], "the other object sees the change")
        XCTAssertEqual(seenByFirst, [.system], "the bound value is not echoed")
        try second.setValue(Theme.dark, forKey: "theme")
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(seenByFirst, [.system, .dark], "a change made elsewhere is seen")
    }

    func testAChangeByGsettingsInAnotherProcessIsSeen() async throws {
        let config = schemaFolder.appendingPathComponent("config")
        let keyFile = config.appendingPathComponent("glib-2.0/settings/keyfile")
        try FileManager.default.createDirectory(
            at: keyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let settings = try settings(.keyFile(at: keyFile.path))
        let bag = DisposeBag()
        var sizes: [Int] = []
        try settings.rx.value(forKey: "font-size", as: Int.self)
            .subscribe(onNext: { sizes.append($0) }).disposed(by: bag)
        let gsettings = Process()
        gsettings.executableURL = URL(fileURLWithPath: "/usr/bin/gsettings")
        gsettings.arguments = ["set", Self.schemaID, "font-size", "30"]
        var environment = ProcessInfo.processInfo.environment
        environment["GSETTINGS_BACKEND"] = "keyfile"
        environment["GSETTINGS_SCHEMA_DIR"] = schemaFolder.path
        environment["XDG_CONFIG_HOME"] = config.path
        gsettings.environment = environment
        try gsettings.run()
        gsettings.waitUntilExit()
        XCTAssertEqual(gsettings.terminationStatus, 0)
        try GtkTest.wait("the key file's change") { sizes.last == 30 }
        XCTAssertEqual(sizes, [11, 30])
    }

    func testAMissingSchemaOrKeyOrAWrongTypeThrowsNamingKeyAndSchema() async throws {
        XCTAssertThrowsError(
            try Settings.load(schemaID: "io.github.gtkrx.Nowhere", searching: [schemaFolder.path])
        ) { error in
            XCTAssertTrue("\(error)".contains("\"io.github.gtkrx.Nowhere\""), "\(error)")
        }
        for path in ["/elsewhere/", "no-slashes", "/double//slash/"] {
            XCTAssertThrowsError(
                try Settings.load(
                    schemaID: Self.schemaID, searching: [schemaFolder.path], backend: .memory(),
                    path: path)
            ) { error in
                XCTAssertTrue("\(error)".contains("\"\(path)\""), "\(error)")
                XCTAssertTrue("\(error)".contains(Self.schemaID), "\(error)")
            }
        }
        let settings = try settings(.memory())
        XCTAssertThrowsError(try settings.rx.value(forKey: "no-such-key", as: Bool.self)) {
            XCTAssertEqual(
                $0 as? SettingsError, .missingKey(key: "no-such-key", schema: Self.schemaID))
        }
        XCTAssertThrowsError(try settings.rx.value(forKey: "greeting", as: Bool.self)) {
            XCTAssertEqual(
                $0 as? SettingsError,
                .wrongType(key: "greeting", schema: Self.schemaID, keyType: "s", requested: "b"))
            XCTAssertTrue("\($0)".contains("\"greeting\""), "\($0)")
            XCTAssertTrue("\($0)".contains(Self.schemaID), "\($0)")
        }
        XCTAssertThrowsError(try settings.setValue(100, forKey: "font-size")) {
            XCTAssertEqual(
                $0 as? SettingsError,
                .outOfRange(key: "font-size", schema: Self.schemaID, value: "100"))
        }
        XCTAssertThrowsError(try settings.setValue("purple", forKey: "theme"))
        XCTAssertEqual(try settings.value(forKey: "font-size", as: Int.self), 11, "not written")
    }

    func testABoundValueOutOfRangeIsReportedAndNotWritten() async throws {
        let settings = try settings(.memory())
        let bag = DisposeBag()
        let property = try settings.rx.value(forKey: "font-size", as: Int.self)
        let report = try captureStandardError {
            Observable.just(500).bind(to: property).disposed(by: bag)
            GtkTest.pumpUntilIdle()
        }
        XCTAssertTrue(report.contains("\"font-size\""), report)
        XCTAssertEqual(try settings.value(forKey: "font-size", as: Int.self), 11)
    }
}
