import Foundation
import GtkRxAdwaita
import GtkRxTest
import XCTest

/// An app's metainfo read from AppStream XML, and libadwaita's About window built from it.
@MainActor
final class AboutWindowTests: AdwaitaTestCase {
    private let notes = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- A comment -->
        <component type="desktop-application">
          <id>org.example.Notes</id>
          <name>Notes</name>
          <name xml:lang="de">Notizen</name>
          <summary>Jot things down</summary>
          <summary xml:lang="de">Notizen machen</summary>
          <developer_name>The Notes
            developers</developer_name>
          <project_license>GPL-3.0-or-later</project_license>
          <url type="homepage">https://example.org/notes</url>
          <url type="bugtracker">https://example.org/notes/issues</url>
          <url type="help">https://example.org/notes/help</url>
          <releases>
            <release version="1.2.0" date="2026-11-30">
              <description>
                <p>Faster &amp; smaller:</p>
                <ul>
                  <li>Search in <code>titles</code></li>
                  <li>Dark style</li>
                </ul>
              </description>
            </release>
            <release version="1.1.0" date="2026-10-01"/>
          </releases>
        </component>
        """

    func testTheMetainfoValuesAreTheUntranslatedOnesOfTheNewestRelease() async throws {
        let metainfo = try AppMetainfo(xml: notes)
        XCTAssertEqual(
            metainfo,
            AppMetainfo(
                id: "org.example.Notes", name: "Notes", summary: "Jot things down",
                version: "1.2.0",
                releaseNotes:
                    "<p>Faster &amp; smaller:</p><ul><li>Search in <code>titles</code></li>"
                    + "<li>Dark style</li></ul>",
                developerName: "The Notes developers", license: "GPL-3.0-or-later",
                website: "https://example.org/notes",
                issueURL: "https://example.org/notes/issues",
                supportURL: "https://example.org/notes/help"))
    }

    func testFormAppsMetainfoFileIsRead() async throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../resources/io.github.gtkrx.FormApp.metainfo.xml")
            .standardized.path
        let metainfo = try AppMetainfo(contentsOfFile: path)
        XCTAssertEqual(metainfo.id, "io.github.gtkrx.FormApp")
        XCTAssertEqual(metainfo.name, "GtkRx Form")
        XCTAssertEqual(metainfo.summary, "RxSwift's simple validation form on GTK 4")
        XCTAssertEqual(metainfo.developerName, "GtkRx contributors")
        XCTAssertEqual(metainfo.license, "MIT")
        XCTAssertEqual(metainfo.version, "0.1.0")
        XCTAssertEqual(
            metainfo.releaseNotes,
            "<p>First release: the simple validation form and the data task, in English and "
                + "Simplified Chinese.</p>")
    }

    func testAMalformedFileIsAClearError() async throws {
        XCTAssertThrowsError(
            try AppMetainfo(xml: "<component>\n  <id>org.example.Notes</name>\n</component>")
        ) { error in
            guard case .malformed(let message) = error as? MetainfoError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(message.contains("line 2"), message)
            XCTAssertTrue(
                "\(error)".hasPrefix("the metainfo is not well-formed XML: "), "\(error)")
        }
        XCTAssertThrowsError(try AppMetainfo(xml: "")) { error in
            guard case .malformed = error as? MetainfoError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try AppMetainfo(xml: "<interface><id>x</id></interface>")) {
            XCTAssertEqual($0 as? MetainfoError, .notAComponent("interface"))
        }
        XCTAssertThrowsError(try AppMetainfo(xml: "<component><id>org.example.A</id></component>"))
        {
            XCTAssertEqual($0 as? MetainfoError, .missing("name"))
            XCTAssertEqual("\($0)", "the metainfo has no <name>")
        }
        XCTAssertThrowsError(
            try AppMetainfo(xml: "<component><name>A</name><id> </id></component>")
        ) {
            XCTAssertEqual($0 as? MetainfoError, .missing("id"))
        }
    }

    func testAMissingFileOrResourceIsUnreadable() async throws {
        XCTAssertThrowsError(try AppMetainfo(contentsOfFile: "/nonexistent/app.metainfo.xml")) {
            guard case .unreadable(let path, _) = $0 as? MetainfoError else {
                return XCTFail("\($0)")
            }
            XCTAssertEqual(path, "/nonexistent/app.metainfo.xml")
        }
        XCTAssertThrowsError(try AppMetainfo(resource: "/org/example/None/app.metainfo.xml")) {
            guard case .unreadable = $0 as? MetainfoError else { return XCTFail("\($0)") }
        }
    }

    func testTheAboutWindowShowsTheMetainfo() async throws {
        var metainfo = try AppMetainfo(xml: notes)
        metainfo.copyright = "© 2026 The Notes developers"
        let parent = Adw.Window()
        defer { parent.destroy() }
        let about = AboutWindow(metainfo: metainfo, transientFor: parent)
        defer { about.destroy() }
        XCTAssertEqual(about.applicationName, "Notes")
        XCTAssertEqual(about.applicationIcon, "org.example.Notes")
        XCTAssertEqual(about.version, "1.2.0")
        XCTAssertEqual(about.developerName, "The Notes developers")
        XCTAssertEqual(about.comments, "Jot things down")
        XCTAssertEqual(about.website, "https://example.org/notes")
        XCTAssertEqual(about.issueURL, "https://example.org/notes/issues")
        XCTAssertEqual(about.supportURL, "https://example.org/notes/help")
        XCTAssertEqual(about.copyright, "© 2026 The Notes developers")
        XCTAssertEqual(about.licenseType, .gpl30)
        XCTAssertEqual(about.releaseNotesVersion, "1.2.0")
        XCTAssertEqual(about.releaseNotes, metainfo.releaseNotes)
        XCTAssertTrue(about.transientFor === parent)
        XCTAssertTrue(about.isModal)

        let bag = DisposeBag()
        var closed = false
        about.rx.presented().subscribe(onCompleted: { closed = true }).disposed(by: bag)
        XCTAssertTrue(about.isVisible)
        about.close()
        GtkTest.pumpUntilIdle()
        XCTAssertTrue(closed)
    }

    func testALicenseLibadwaitaDoesNotKnowIsNamedAsWritten() async throws {
        let about = AboutWindow(
            metainfo: AppMetainfo(id: "org.example.A", name: "A", license: "MIT OR Apache-2.0"))
        defer { about.destroy() }
        XCTAssertEqual(about.licenseType, .custom)
        XCTAssertEqual(about.license, "MIT OR Apache-2.0")
        XCTAssertEqual(License(spdx: "MIT"), .mitX11)
        XCTAssertEqual(License(spdx: "Apache-2.0"), .apache20)
        XCTAssertNil(License(spdx: "WTFPL"))
    }
}
