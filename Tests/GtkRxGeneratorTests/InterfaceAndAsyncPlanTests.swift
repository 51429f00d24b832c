import XCTest

@testable import GtkRxGeneratorKit

/// Interfaces that only a library's private classes implement are classes in Swift, and the
/// asynchronous calls keep what C may read until GIO calls back.
final class InterfaceAndAsyncPlanTests: XCTestCase {
    func testAnInterfaceNoWrappedClassImplementsIsAClass() throws {
        let repository = try GeneratorFixture.repository.get()
        let plan = try WrapperPlan(repository: repository)
        // GFile's objects are GIO's GLocalFile and its siblings; GdkToplevel's, the backend's.
        XCTAssertTrue(plan.classInterfaces.isSuperset(of: ["Gio.File", "Gdk.Toplevel"]))
        // GListModel is implemented by GListStore, GtkSingleSelection…; GIcon is required by
        // GLoadableIcon: protocols.
        XCTAssertTrue(plan.classInterfaces.isDisjoint(with: ["Gio.ListModel", "Gio.Icon"]))

        let file = try GeneratorFixture.file(endingWith: "Gio/File.swift")
        XCTAssertTrue(file.contains("public final class File: Object {"))
        XCTAssertTrue(file.contains("override public class var gType: GType { g_file_get_type() }"))
        let toplevel = try GeneratorFixture.file(endingWith: "Gdk/Toplevel.swift")
        XCTAssertTrue(toplevel.contains("public final class Toplevel: Surface {"))
        // The registry learns which objects each one wraps.
        let table = try GeneratorFixture.file(endingWith: "GioClasses.swift")
        XCTAssertTrue(
            table.contains(
                ".init(interfaceTypeName: \"GFile\", parent: Object.self, wrapper: File.self)"))
        let widgets = try GeneratorFixture.file(endingWith: "WidgetClasses.swift")
        XCTAssertTrue(
            widgets.contains(
                ".init(interfaceTypeName: \"GdkToplevel\", parent: Surface.self, wrapper: Toplevel.self)"
            ))
    }

    func testAnArrayGivenToAnAsynchronousCallIsACopyKeptUntilGIOCallsBack() throws {
        let file = try GeneratorFixture.file(endingWith: "Gio/File.swift")
        let start = try XCTUnwrap(file.range(of: "Starts `g_file_replace_contents_async`"))
        let body = file[start.upperBound...].prefix(1_500)
        // The length is the array's count, not a parameter of its own.
        XCTAssertTrue(body.contains("_ contents: [UInt8], etag: String?"), String(body))
        XCTAssertTrue(body.contains("let copy0 = CArgumentCopy(contents)"), String(body))
        XCTAssertTrue(body.contains("copy0.pointer(),"), String(body))
        XCTAssertTrue(body.contains("cInteger(contents.count"), String(body))
        XCTAssertTrue(body.contains("withExtendedLifetime(copy0) {}"), String(body))
        XCTAssertFalse(body.contains("withCBytes"), String(body))
    }

    func testACorrectedTransferIsTheOneWritten() throws {
        // GTK 4.8's GIR says gdk_drop_read_finish hands over its MIME type; GDK keeps it.
        XCTAssertEqual(
            Overrides.transferCorrections["gdk_drop_read_finish:out_mime_type"], GIRTransfer.none)
        let drop = try GeneratorFixture.file(endingWith: "Gdk/Drop.swift")
        XCTAssertTrue(drop.contains("mimeType: swiftString(value.1"), drop)
        XCTAssertFalse(drop.contains("takeString(value.1"))
    }

    func testOutParametersAreNamedWithoutCsOutMarkers() throws {
        let file = try GeneratorFixture.file(endingWith: "Gio/File.swift")
        XCTAssertTrue(file.contains("(contents: Data, etag: String?)"))
        XCTAssertFalse(file.contains("etagOut"))
    }

    func testBytesCHandsOverAreDataAdoptingTheBufferAndTheFileImportsFoundation() throws {
        let file = try GeneratorFixture.file(endingWith: "Gio/File.swift")
        // g_file_load_contents hands its buffer over (transfer full): `Data`, read by
        // `takeBytes`, which adopts it; an array C reads stays `[UInt8]`.
        XCTAssertTrue(file.contains("contents: GtkRxGLib.takeBytes(value.1, count: value.0.1)"))
        XCTAssertTrue(file.contains("_ contents: [UInt8], etag: String?"))
        XCTAssertFalse(file.contains("import Foundation"))
        let written = GeneratedFile.importingFoundationWhenNeeded(file)
        XCTAssertTrue(
            written.hasPrefix("import CGLib\nimport Foundation\n"), String(written.prefix(80)))
        // A file whose code names no `Data` (a comment may) is written as it is.
        let drop = try GeneratorFixture.file(endingWith: "Gdk/Drop.swift")
        XCTAssertEqual(GeneratedFile.importingFoundationWhenNeeded(drop), drop)
        let commented = "import CGLib\n\n/// Data, in a comment.\nlet x = 1\n"
        XCTAssertEqual(GeneratedFile.importingFoundationWhenNeeded(commented), commented)
    }
}
