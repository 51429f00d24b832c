import Foundation
import TestHelpers
import XCTest

/// GtkRxAdwaita is a product of its own so that apps that do not use libadwaita do not link
/// it: BinderErrorProbe (a test probe), which depends on GtkRx alone, must not need
/// libadwaita's shared library, while FormApp, a libadwaita app, does.
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
        let gtkOnly = folder.appendingPathComponent("BinderErrorProbe").path
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: gtkOnly), "the probe is built with the tests")
        let gtkOnlyNeeds = try neededLibraries(of: gtkOnly)
        XCTAssertTrue(gtkOnlyNeeds.contains { $0.hasPrefix("libgtk-4") }, "\(gtkOnlyNeeds)")
        XCTAssertFalse(gtkOnlyNeeds.contains { $0.hasPrefix("libadwaita") }, "\(gtkOnlyNeeds)")
        // FormApp is a libadwaita app.
        let formAppNeeds = try neededLibraries(of: folder.appendingPathComponent("FormApp").path)
        XCTAssertTrue(formAppNeeds.contains { $0.hasPrefix("libadwaita-1") }, "\(formAppNeeds)")
        // The test bundle links GtkRxAdwaita, so it needs libadwaita: the check above can fail.
        let bundleNeeds = try neededLibraries(of: CommandLine.arguments[0])
        XCTAssertTrue(bundleNeeds.contains { $0.hasPrefix("libadwaita-1") }, "\(bundleNeeds)")
    }
}
