import Foundation
import XCTest

@testable import GtkRxGeneratorKit

/// The `@_specialize` attributes of hand-written sources, written from the one list in
/// `SpecializedTypes`.
final class SpecializationFilesTests: XCTestCase {
    func testTheAttributesBelowAMarkerAreReplacedByTheSitesList() throws {
        let text = """
            // specialized types: filter (note)
            @_specialize(where Element == Float)
            @_specialize(where Element == Bool)
            func f<Element>(_ element: Element) {}

                // specialized types: create (note)
                /// Documented.
                func g<Element>(_ element: Element) {}
            """
        let (rewritten, sites) = try SpecializationFiles.rewrite(text, file: "F.swift")
        XCTAssertEqual(sites, ["filter", "create"])
        XCTAssertEqual(
            rewritten,
            """
            // specialized types: filter (note)
            @_specialize(where Element == Bool)
            @_specialize(where Element == String)
            @_specialize(where Element == String?)
            @_specialize(where Element == Int)
            @_specialize(where Element == Double)
            func f<Element>(_ element: Element) {}

                // specialized types: create (note)
                /// Documented.
                @_specialize(where Element == Void)
                @_specialize(where Element == Bool)
                @_specialize(where Element == String)
                @_specialize(where Element == String?)
                @_specialize(where Element == Int)
                @_specialize(where Element == Double)
                func g<Element>(_ element: Element) {}
            """)
    }

    func testPairSitesTakeEveryPairWithTheirOwnParameterNames() throws {
        let (rewritten, _) = try SpecializationFiles.rewrite(
            "// specialized types: flatMapLatest\nfunc f() {}", file: "F.swift")
        let attributes = rewritten.split(separator: "\n").filter { $0.hasPrefix("@_specialize") }
        XCTAssertEqual(attributes.count, SpecializedTypes.pairs.count)
        XCTAssertEqual(
            attributes.first, "@_specialize(where SourceElement == String?, Result == String)")
    }

    func testAnExcludedTypeIsLeftOutOfItsSiteOnly() {
        let site = SpecializedTypes.Site(parameters: ["Element"], excluded: ["Bool"])
        XCTAssertEqual(site.attributes.count, SpecializedTypes.elements.count - 1)
        XCTAssertFalse(site.attributes.contains("@_specialize(where Element == Bool)"))
        XCTAssertTrue(
            SpecializedTypes.Site(parameters: ["Element"]).attributes.contains(
                "@_specialize(where Element == Bool)"))
    }

    func testAMarkerNamingNoSiteIsAnErrorWithItsPlace() {
        XCTAssertThrowsError(
            try SpecializationFiles.rewrite("\n// specialized types: mapp\n", file: "M.swift")
        ) { error in
            XCTAssertTrue("\(error)".contains("M.swift:2"), "\(error)")
            XCTAssertTrue("\(error)".contains("'mapp'"), "\(error)")
        }
    }

    func testEverySiteIsUsedByTheSourcesAndEachSourceIsRewrittenToItself() throws {
        // The tree's sources are current (`scripts/generate --check` checks the same): each
        // rewritten file equals the file on disk.
        let files = try SpecializationFiles.all()
        XCTAssertGreaterThanOrEqual(files.count, 8)
        let root = SpecializationFiles.sourcesFolder.deletingLastPathComponent()
        for file in files {
            let onDisk = try String(
                contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)
            XCTAssertEqual(file.contents, onDisk, file.path)
            XCTAssertFalse(file.writesHeader, file.path)
        }
    }

    func testASiteNoMarkerNamesIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("specializations-\(UUID().uuidString)/Sources")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try "// specialized types: map\n".write(
            to: folder.appendingPathComponent("Map.swift"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SpecializationFiles.all(sources: folder)) { error in
            XCTAssertTrue("\(error)".contains("filter"), "\(error)")
        }
    }
}
