// swift-format-ignore-file
// The libadwaita code blocks of the DocC articles and the README, verbatim:
// scripts/check-doc-snippets compares them line by line, so the formatter must not rewrap them.

import GtkRxAdwaita
import GtkRxTest
import XCTest

/// All of GTK 4: libadwaita's section, an app whose button shows a toast.
@MainActor
func adwaitaToastApp() throws -> Adw.Application {
    let application = try Adw.Application(id: "org.example.Notes")
    let disposeBag = DisposeBag()
    application.onActivate {
        let window = Adw.ApplicationWindow(app: application)
        let overlay = ToastOverlay()
        let save = Button(label: "Save")
        overlay.child = save
        window.content = overlay
        save.rx.tap.map { Toast(title: "Saved") }
            .bind(to: overlay.rx.toast)
            .disposed(by: disposeBag)
        window.present()
    }
    return application
}

/// Runs the snippets above.
@MainActor
final class AdwaitaSnippetTests: AdwaitaTestCase {
    func testTheToastAppBuildsItsWindowWhenActivated() async throws {
        let application = try adwaitaToastApp()
        try application.register()
        application.activate()
        GtkTest.pumpUntilIdle()
        let window = try XCTUnwrap(application.activeWindow as? Adw.ApplicationWindow)
        defer { window.destroy() }
        let overlay = try XCTUnwrap(window.content as? ToastOverlay)
        XCTAssertEqual((overlay.child as? Button)?.label, "Save")
    }
}
