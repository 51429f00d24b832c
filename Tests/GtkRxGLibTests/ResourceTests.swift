import Foundation
import GtkRx
import TestHelpers
import XCTest

/// Resource bundles: made from compiled bytes, registered, read by path; bad bytes are an
/// error naming what is wrong.
final class ResourceTests: XCTestCase {
    /// Compiles a bundle with `glib-compile-resources` holding `files` (name → text) under
    /// `prefix`, and returns its bytes.
    private func compileBundle(prefix: String, files: [String: String]) throws -> [UInt8] {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var entries = ""
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            entries += "<file>\(name)</file>"
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gresources><gresource prefix="\(prefix)">\(entries)</gresource></gresources>
            """
        try xml.write(
            to: directory.appendingPathComponent("bundle.gresource.xml"), atomically: true,
            encoding: .utf8)
        let target = directory.appendingPathComponent("bundle.gresource").path
        let outcome = try runProcess(
            "glib-compile-resources",
            [
                "--sourcedir", directory.path, "--target", target,
                "\(directory.path)/bundle.gresource.xml",
            ])
        XCTAssertEqual(outcome.status, 0, outcome.output)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: target)))
    }

    func testARegisteredBundleIsReadByPath() throws {
        let prefix = "/io/github/gtkrx/ResourceTests/read"
        let bundle = try Resource(
            data: compileBundle(
                prefix: prefix, files: ["a.txt": "first", "folder/b.txt": "second"]))
        XCTAssertFalse(Resources.exists(at: "\(prefix)/a.txt"))
        bundle.register()
        defer { bundle.unregister() }
        XCTAssertTrue(Resources.exists(at: "\(prefix)/a.txt"))
        XCTAssertEqual(try Resources.data(at: "\(prefix)/a.txt"), Array("first".utf8))
        XCTAssertEqual(try Resources.data(at: "\(prefix)/folder/b.txt"), Array("second".utf8))
        XCTAssertEqual(try Resources.children(of: prefix), ["a.txt", "folder/"])
    }

    func testUnregisteringRemovesTheBundleAndRegisteringTwiceIsOnce() throws {
        let prefix = "/io/github/gtkrx/ResourceTests/unregister"
        let bundle = try Resource(data: compileBundle(prefix: prefix, files: ["c.txt": "c"]))
        bundle.register()
        bundle.register()
        bundle.unregister()
        XCTAssertFalse(Resources.exists(at: "\(prefix)/c.txt"))
        bundle.unregister()  // not registered: nothing happens
    }

    func testABase64EncodedBundleDecodes() throws {
        let prefix = "/io/github/gtkrx/ResourceTests/base64"
        let bytes = try compileBundle(prefix: prefix, files: ["d.txt": "d"])
        // A StaticString is a literal, so the test checks the decoder through a bundle whose
        // base64 it knows: the empty one fails, a broken one fails.
        XCTAssertThrowsError(try Resource(base64Encoded: "")) { error in
            XCTAssertEqual((error as? GLibError)?.message, "the resource bundle is empty")
        }
        XCTAssertThrowsError(try Resource(base64Encoded: "bm90IGEgYnVuZGxl"))  // "not a bundle"
        XCTAssertNoThrow(try Resource(data: bytes))
    }

    func testBytesThatAreNotABundleThrowInsteadOfCrashing() {
        XCTAssertThrowsError(try Resource(data: [])) { error in
            XCTAssertEqual((error as? GLibError)?.message, "the resource bundle is empty")
        }
        XCTAssertThrowsError(try Resource(data: Array("GVariant? no".utf8))) { error in
            XCTAssertFalse((error as? GLibError)?.message.isEmpty ?? true)
        }
    }

    func testAMissingPathThrowsAnErrorNamingIt() {
        let path = "/io/github/gtkrx/ResourceTests/nothing-here"
        XCTAssertThrowsError(try Resources.data(at: path)) { error in
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
        XCTAssertThrowsError(try Resources.children(of: path))
        XCTAssertFalse(Resources.exists(at: path))
    }

    func testUserDirectoriesFollowTheXDGVariables() {
        XCTAssertFalse(UserDirectories.cache.isEmpty)
        XCTAssertFalse(UserDirectories.data.isEmpty)
        XCTAssertFalse(UserDirectories.config.isEmpty)
        XCTAssertNotEqual(UserDirectories.cache, UserDirectories.config)
    }
}
