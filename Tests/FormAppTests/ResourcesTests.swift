import CGLib
import CGtk
import Glibc
import TestHelpers
import XCTest

@testable import FormApp

/// The resource bundle compiled into FormApp by the GtkRxResources plugin.
final class ResourceBundleTests: XCTestCase {
    func testItRegistersAndHoldsTheWindowAndTheStyleSheet() throws {
        try ResourceBundle.register()
        try ResourceBundle.register()  // a second call changes nothing
        for name in ["ui/window.ui", "ui/validation-page.ui", "ui/data-task-page.ui", "style.css"] {
            XCTAssertNotNil(Self.lookUp(name), "\(ResourceBundle.path(name)) is not registered")
        }
    }

    func testItHoldsTheIconAndTheCompiledChineseCatalog() throws {
        try ResourceBundle.register()
        let icon = try XCTUnwrap(Self.lookUp("icons/io.github.gtkrx.FormApp.svg"))
        XCTAssertTrue(String(decoding: icon, as: UTF8.self).contains("<svg"))
        // Where GtkApplication's icon theme looks it up by name.
        let themed = Self.lookUp("icons/scalable/apps/io.github.gtkrx.FormApp.svg")
        XCTAssertEqual(themed, icon)
        // The same icon drawn at 48 px, the size GTK asks for a window's icon: a PNG, so that
        // start-up does not load librsvg to draw the SVG.
        let png = try XCTUnwrap(Self.lookUp("icons/48x48/apps/io.github.gtkrx.FormApp.png"))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        // IHDR's width and height, big-endian, at bytes 16 to 23.
        XCTAssertEqual(Array(png[16..<24]), [0, 0, 0, 48, 0, 0, 0, 48])
        // A GNU .mo file starts with the magic number 0x950412de, in the writer's byte order.
        let catalog = try XCTUnwrap(Self.lookUp("locale/zh_CN/LC_MESSAGES/formapp.mo"))
        XCTAssertEqual(Array(catalog.prefix(4)), [0xde, 0x12, 0x04, 0x95])
        XCTAssertEqual(Localization.embeddedLanguages(), ["zh_CN"])
    }

    func testTheBundleLivesUnderTheApplicationIDAsAPath() {
        XCTAssertEqual(ResourceBundle.prefix, "/io/github/gtkrx/FormApp")
        XCTAssertEqual(ResourceBundle.path("style.css"), "/io/github/gtkrx/FormApp/style.css")
    }

    /// The bytes of the registered resource `name`, or `nil` when there is none.
    static func lookUp(_ name: String) -> [UInt8]? {
        guard
            let bytes = g_resources_lookup_data(
                ResourceBundle.path(name), G_RESOURCE_LOOKUP_FLAGS_NONE, nil)
        else { return nil }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        let data = g_bytes_get_data(bytes, &size)
        return [UInt8](UnsafeRawBufferPointer(start: data, count: Int(size)))
    }
}

/// gettext through the catalogs embedded in the binary.
final class LocalizationTests: XCTestCase {
    func testLanguageSelectsTheChineseCatalogUnderCUTF8() throws {
        try withLanguage("zh_CN") {
            Localization.setUp()
            XCTAssertEqual(tr("Do something"), "做点什么")
            XCTAssertEqual(tr("Data Task Error: %@"), "数据任务出错：%@")
            XCTAssertEqual(tr("RxExample"), "RxExample")
            XCTAssertEqual(tr("A message nobody translated"), "A message nobody translated")
        }
    }

    func testWithoutATranslatedLanguageMessagesStayInEnglish() throws {
        try withLanguage(nil) {
            Localization.setUp()
            XCTAssertEqual(tr("Do something"), "Do something")
        }
    }

    func testABuiltBinaryReadsTheCatalogsExtractedIntoTheCacheDirectory() throws {
        // The test bundle has no ../share/locale beside it, as FormApp run where it was built.
        let directory = try XCTUnwrap(Localization.localeDirectory())
        let cache = String(cString: g_get_user_cache_dir())
        XCTAssertEqual(directory, "\(cache)/io.github.gtkrx.FormApp/locale")
        let catalog = Localization.catalog(in: directory, language: "zh_CN")
        XCTAssertEqual(catalog, "\(directory)/zh_CN/LC_MESSAGES/formapp.mo")
        XCTAssertTrue(g_file_test(catalog, G_FILE_TEST_IS_REGULAR) != 0)
    }
}
