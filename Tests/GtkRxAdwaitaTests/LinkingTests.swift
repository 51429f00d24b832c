import Foundation
import TestHelpers
import XCTest

/// GtkRxAdwaita is a product of its own so that apps that do not use libadwaita do not link
/// it: FormApp, which depends on GtkRx alone, must not need libadwaita's shared library.
final class LinkingTests: XCTestCase {
    /// The shared libraries an ELF file needs (its `NEEDED` entries, read by `readelf`).
    private func neededLibraries(of path: String) throws -> [String] {
        let outcome = try runProcess("readelf", ["--dynamic", "--wide", path])
        XCTAssertEqual(outcome.status, 0, outcome.output)
        return outcome.output.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap {
            line in
            line.split(separator: "[").last.map { String($0.dropLast()) }
        }
    }

    func testAnAppWithoutGtkRxAdwaitaDoesNotLinkLibadwaita() throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let formApp = folder.appendingPathComponent("FormApp").path
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: formApp), "FormApp is built with the tests")
        let formAppNeeds = try neededLibraries(of: formApp)
        XCTAssertTrue(formAppNeeds.contains { $0.hasPrefix("libgtk-4") }, "\(formAppNeeds)")
        XCTAssertFalse(formAppNeeds.contains { $0.hasPrefix("libadwaita") }, "\(formAppNeeds)")
        // The test bundle links GtkRxAdwaita, so it needs libadwaita: the check above can fail.
        let bundleNeeds = try neededLibraries(of: CommandLine.arguments[0])
        XCTAssertTrue(bundleNeeds.contains { $0.hasPrefix("libadwaita-1") }, "\(bundleNeeds)")
    }
}
