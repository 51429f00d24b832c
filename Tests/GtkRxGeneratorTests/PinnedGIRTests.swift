import Foundation
import XCTest

@testable import GtkRxGeneratorKit

/// The GIR inputs are pinned: read from Tools/GIR, each listed in PINS and SHA256SUMS, and
/// named in the header of every file made from them.
final class PinnedGIRTests: XCTestCase {
    func testEveryFileReadIsPinnedAndChecksummed() throws {
        let folder = GIRRepository.pinnedFolder
        let pins = try GIRPins(folder: folder)
        let sums = try String(contentsOfFile: "\(folder)/SHA256SUMS", encoding: .utf8)
        for file in GIRRepository.files {
            XCTAssertNotNil(pins.entries["\(file).gir"], "\(file).gir is not in PINS")
            XCTAssertTrue(sums.contains("  \(file).gir\n"), "\(file).gir is not in SHA256SUMS")
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/\(file).gir"))
        }
    }

    func testAMalformedPinLineIsRefusedWithItsNumber() {
        XCTAssertThrowsError(try GIRPins(table: "# comment\nGtk-4.0.gir\tGTK 4.8.3\n")) { error in
            XCTAssertTrue("\(error)".contains("line 2"), "\(error)")
        }
    }

    func testGeneratedHeadersNameTheirPinnedInput() throws {
        let files = try GeneratorFixture.wrappers.get().files
        let label = try XCTUnwrap(files.first { $0.path.hasSuffix("Generated/Gtk/Label.swift") })
        XCTAssertTrue(label.source.contains("Tools/GIR/Gtk-4.0.gir (GTK 4.8.3;"), label.source)
        let settings = try XCTUnwrap(
            files.first { $0.path.hasSuffix("Generated/Gio/Settings.swift") })
        XCTAssertTrue(settings.source.contains("Tools/GIR/Gio-2.0.gir"), settings.source)
        XCTAssertFalse(files.contains { $0.source.contains("/usr/share") })
    }
}
