import CGLib
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// The checks the generated wrappers route their arguments through
/// (`Sources/GtkRxGLib/Objects/ArgumentChecks.swift`), called directly: what each lets through,
/// what it refuses or replaces, and the one line it reports.
@MainActor
final class ArgumentCheckFunctionTests: GtkTestCase {
    func testStringsWithANULByteAreRefusedAndReportedWithTheByteShown() async throws {
        var verdicts: [Bool] = []
        let report = try captureStandardError {
            verdicts = [
                cAccepts("plain", "Test.plain"), cAccepts("a\0b", "Test.string"),
                cAccepts(String?.none, "Test.none"), cAccepts(["x", "y\0"], "Test.array"),
                cAccepts(["x", "y"], "Test.clean"),
            ]
        }
        XCTAssertEqual(verdicts, [true, false, true, false, true])
        XCTAssertTrue(
            report.contains("Test.string: \"a\\0b\" contains a NUL byte; refused"), report)
        XCTAssertTrue(report.contains("Test.array: element 1, \"y\\0\""), report)
        XCTAssertFalse(report.contains("Test.plain") || report.contains("Test.clean"), report)
    }

    func testConstructorStringsWithANULByteAreReplaced() async throws {
        var replaced: [String?] = []
        let report = try captureStandardError {
            replaced = [
                cAccepted("kept", "Test.kept"), cAccepted("a\0b", "Test.required"),
                cAccepted(Optional("a\0b"), "Test.optional"),
            ]
        }
        XCTAssertEqual(replaced, ["kept", "", nil])
        XCTAssertTrue(report.contains("Test.required: \"a\\0b\""), report)
        XCTAssertTrue(report.contains("Test.optional: \"a\\0b\""), report)
    }

    func testNonFiniteNumbersAreRefusedOrReplacedByZero() async throws {
        var verdicts: [Bool] = []
        var replaced: [Double] = []
        let report = try captureStandardError {
            verdicts = [cAcceptsFinite(0.5, "Test.finite"), cAcceptsFinite(.infinity, "Test.inf")]
            replaced = [cAcceptedFinite(2, "Test.two"), cAcceptedFinite(.nan, "Test.nan")]
        }
        XCTAssertEqual(verdicts, [true, false])
        XCTAssertEqual(replaced, [2, 0])
        XCTAssertTrue(report.contains("Test.inf: inf is not a finite number; refused"), report)
        XCTAssertTrue(report.contains("Test.nan: nan is not a finite number"), report)
    }

    func testDetailedActionNamesMustParse() async throws {
        var verdicts: [Bool] = []
        var replaced: [String?] = []
        let report = try captureStandardError {
            verdicts = [
                cAcceptsDetailedAction("app.zoom(2)", "Test.target"),
                cAcceptsDetailedAction("app.size::large", "Test.detail"),
                cAcceptsDetailedAction(nil, "Test.none"),
                cAcceptsDetailedAction("app.zoom((", "Test.malformed"),
            ]
            replaced = [
                cAcceptedDetailedAction("app.quit", "Test.quit"),
                cAcceptedDetailedAction("app.quit\0", "Test.nul"),
            ]
        }
        XCTAssertEqual(verdicts, [true, true, true, false])
        XCTAssertEqual(replaced, ["app.quit", nil])
        XCTAssertTrue(report.contains("Test.malformed: \"app.zoom((\" is not a valid"), report)
        XCTAssertTrue(report.contains("Test.nul: \"app.quit\\0\""), report)
        XCTAssertFalse(report.contains("Test.target") || report.contains("Test.detail"), report)
    }

    func testSettingsKeysMustExistAndHoldTheTypeAsked() async throws {
        let settings = try argumentCheckSettings()
        var verdicts: [Bool] = []
        let report = try captureStandardError {
            verdicts = [
                cAcceptsSettingsKey(settings, "size", type: "i", "Test.int"),
                cAcceptsSettingsKey(settings, "names", type: "as", "Test.strv"),
                cAcceptsSettingsKey(settings, "mode", type: "enum", "Test.enum"),
                cAcceptsSettingsKey(settings, "mode", type: nil, "Test.any"),
                cAcceptsSettingsKey(settings, "no-such-key", type: nil, "Test.missing"),
                cAcceptsSettingsKey(settings, "size", type: "s", "Test.string"),
                cAcceptsSettingsKey(settings, "size", type: "flags", "Test.flags"),
                cAcceptsSettingsKey(settings, "size\0", type: "i", "Test.nul"),
            ]
        }
        XCTAssertEqual(verdicts, [true, true, true, true, false, false, false, false])
        XCTAssertTrue(
            report.contains(
                "Test.missing: settings schema \"\(argumentCheckSchemaID)\" has no key \"no-such-key\""
            ),
            report)
        XCTAssertTrue(report.contains("Test.string: settings key \"size\""), report)
        XCTAssertTrue(report.contains("holds i, not s"), report)
        XCTAssertTrue(report.contains("Test.flags: settings key \"size\""), report)
        XCTAssertTrue(report.contains("Test.nul: \"size\\0\""), report)
    }

    func testSettingsSchemasMustBeInstalledAtAValidPath() async throws {
        let debug = "org.gtk.gtk4.Settings.Debug"
        XCTAssertNoThrow(try cRequireSettingsSchema(debug, path: nil, "Test.installed"))
        XCTAssertNoThrow(
            try cRequireSettingsSchema(debug, path: "/org/gtk/gtk4/settings/debug/", "Test.own"))
        let cases: [(String, String?, ArgumentErrorCode, String)] = [
            ("org.example.NotInstalled", nil, .schemaNotInstalled, "is not installed"),
            (debug, "relative", .malformedPath, "\"relative\" is not a valid settings path"),
            (debug, "/a//b/", .malformedPath, "\"/a//b/\" is not a valid settings path"),
            (debug, "/elsewhere/", .pathDiffers, "is stored at \"/org/gtk/gtk4/settings/debug/\""),
            ("org.gtk\0.x", nil, .nulByte, "\"org.gtk\\0.x\" contains a NUL byte"),
        ]
        for (schema, path, code, words) in cases {
            XCTAssertThrowsError(try cRequireSettingsSchema(schema, path: path, "Test.init")) {
                let error = $0 as? GLibError
                XCTAssertEqual(error?.domain, argumentErrorDomain)
                XCTAssertEqual(error?.code, code.rawValue, "\(schema) \(path ?? "nil")")
                XCTAssertTrue(error?.message.hasPrefix("Test.init: ") == true, "\($0)")
                XCTAssertTrue(error?.message.contains(words) == true, "\($0)")
            }
        }
    }

    func testARelocatableSchemaNeedsAPath() async throws {
        // The schemas of GIO's default source are the system's; the test's own are not in it,
        // so a relocatable one is looked for among the system's.
        let source = try XCTUnwrap(relocatableSystemSchema())
        XCTAssertThrowsError(try cRequireSettingsSchema(source, path: nil, "Test.relocatable")) {
            XCTAssertEqual(($0 as? GLibError)?.code, ArgumentErrorCode.pathRequired.rawValue)
            XCTAssertTrue("\($0)".contains("is relocatable and needs a path"), "\($0)")
        }
        XCTAssertNoThrow(try cRequireSettingsSchema(source, path: "/a/b/", "Test.relocatable"))
    }

    func testIntegersAreClampedToTheRangeTheirPropertyAllows() async throws {
        let action = SimpleAction(name: "counted")
        let store = ListStore(itemType: SimpleAction.gType)
        var values: [Int32] = []
        var unsigned: UInt32 = 0
        let report = try captureStandardError {
            // GSimpleAction has no integer property: only the C type bounds the value.
            values.append(cIntegerForProperty(Int.max, of: action, property: "name", "Test.name"))
            // GListStore:n-items is a guint from 0 to G_MAXUINT.
            unsigned = cIntegerForProperty(-3, of: store, property: "n-items", "Test.items")
            values.append(cIntegerForProperty(7, of: store, property: "n-items", "Test.seven"))
        }
        XCTAssertEqual(values, [Int32.max, 7])
        XCTAssertEqual(unsigned, 0)
        XCTAssertTrue(
            report.contains("Test.name: \(Int.max) is outside the range of Int32; clamped to"),
            report)
        XCTAssertTrue(
            report.contains(
                "Test.items: -3 is outside the range 0...\(UInt32.max) that GListStore:n-items "
                    + "allows; clamped to 0"), report)
        XCTAssertFalse(report.contains("Test.seven"), report)
    }

    // MARK: - Schemas

    /// The ID of a relocatable schema (one without a path) among the installed ones (from
    /// gsettings-desktop-schemas, which GTK's accessibility bus brings), or `nil`.
    private func relocatableSystemSchema() -> String? {
        guard let source = g_settings_schema_source_get_default() else { return nil }
        var fixed: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var relocatable: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        g_settings_schema_source_list_schemas(source, 1, &fixed, &relocatable)
        g_strfreev(fixed)
        defer { g_strfreev(relocatable) }
        return relocatable?.pointee.map { String(cString: $0) }
    }
}
