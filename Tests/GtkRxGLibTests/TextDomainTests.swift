import Foundation
import Glibc
import GtkRx
import TestHelpers
import XCTest

/// gettext through TextDomain: a bound catalog translates, plural forms follow the catalog's
/// rule, and a message without a translation comes back as it is.
final class TextDomainTests: XCTestCase {
    private static let catalog = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);\\n"

        msgid "Hello"
        msgstr "Hallo"

        msgid "%d person"
        msgid_plural "%d people"
        msgstr[0] "one: %d"
        msgstr[1] "two: %d"
        msgstr[2] "many: %d"
        """

    /// Compiles ``catalog`` as `<directory>/xx/LC_MESSAGES/<domain>.mo` and binds `domain` to
    /// the directory; runs `body` with `LANGUAGE=xx` under `C.UTF-8`, restoring both after.
    private func withCatalog(domain: TextDomain, _ body: () throws -> Void) throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let messages = directory.appendingPathComponent("xx/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let source = directory.appendingPathComponent("xx.po")
        try Self.catalog.write(to: source, atomically: true, encoding: .utf8)
        let outcome = try runProcess(
            "msgfmt",
            [
                "--output-file", messages.appendingPathComponent("\(domain.name).mo").path,
                source.path,
            ])
        XCTAssertEqual(outcome.status, 0, outcome.output)
        domain.bind(to: directory.path)

        try withLanguage("xx", body)
    }

    func testABoundDomainTranslates() throws {
        let domain = TextDomain("gtkrx-tests-translate")
        try withCatalog(domain: domain) {
            XCTAssertEqual(domain.translate("Hello"), "Hallo")
            XCTAssertEqual(domain.translate("Goodbye"), "Goodbye")
        }
    }

    func testPluralFormsFollowTheCatalogsRule() throws {
        let domain = TextDomain("gtkrx-tests-plural")
        try withCatalog(domain: domain) {
            let forms = [1, 2, 5, 0].map {
                domain.translate(singular: "%d person", plural: "%d people", count: $0)
            }
            XCTAssertEqual(forms, ["one: %d", "two: %d", "many: %d", "many: %d"])
        }
    }

    func testWithoutACatalogEnglishRulesApply() {
        let domain = TextDomain("gtkrx-tests-nothing-bound")
        XCTAssertEqual(domain.translate("Hello"), "Hello")
        XCTAssertEqual(
            domain.translate(singular: "%d person", plural: "%d people", count: 1), "%d person")
        XCTAssertEqual(
            domain.translate(singular: "%d person", plural: "%d people", count: 3), "%d people")
        XCTAssertEqual(
            domain.translate(singular: "%d person", plural: "%d people", count: -1), "%d people")
    }
}
