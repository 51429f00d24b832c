import Foundation
import GtkRxAdwaita
import GtkRxTest
import TestHelpers
import XCTest

/// libadwaita's hand-written parts: the application, the registry of its wrapper classes, and
/// toasts bound into an overlay.
@MainActor
final class AdwaitaTests: AdwaitaTestCase {
    func testAnAdwaitaApplicationIsAnAdwApplicationWithAStyleManager() async throws {
        let application = try Adw.Application(id: "org.gtkrx.Tests.Adwaita")
        XCTAssertEqual(application.typeName, "AdwApplication")
        try application.register()
        let window = Adw.ApplicationWindow(app: application)
        defer { window.destroy() }
        XCTAssertTrue(window.application === application)
        // The style manager libadwaita made at start-up, read through the application.
        XCTAssertFalse(application.styleManager.isDark)
    }

    func testAnAdwaitaApplicationStartsLibadwaitaBeforeItsFirstWindow() async throws {
        // In a process of its own: in this one, AdwaitaTestCase has started libadwaita already.
        let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("AdwaitaStartupProbe").path
        let outcome = try runProcess(probe, [])
        XCTAssertEqual(outcome.status, 0, outcome.output)
        let lines = outcome.output.split(separator: "\n").filter {
            $0.hasPrefix("at ") || $0.hasPrefix("first window") || $0.hasPrefix("template")
        }
        XCTAssertEqual(
            lines,
            [
                "at start: not started", "at startup: started",
                // libadwaita's classes are registered before a template reads its children.
                "template child: EntryRow, the card's",
                "first window: started, style manager the default",
            ], outcome.output)
    }

    func testAnInvalidApplicationIDThrows() async throws {
        XCTAssertThrowsError(try Adw.Application(id: "not an id")) { error in
            XCTAssertEqual(error as? ApplicationError, .invalidID("not an id"))
        }
        XCTAssertThrowsError(try Adw.Application(id: "org.gtkrx.A\0B"))
    }

    func testGtkBuilderHandsOverLibadwaitaObjectsAsTheirWrappers() async throws {
        let builder = try Builder(
            string: """
                <interface>
                  <object class="AdwToastOverlay" id="overlay">
                    <property name="child">
                      <object class="AdwActionRow" id="row">
                        <property name="title">Ada</property>
                        <property name="subtitle">12 Analytical Engine Lane</property>
                      </object>
                    </property>
                  </object>
                </interface>
                """)
        let overlay = try builder.object(named: "overlay", as: ToastOverlay.self)
        let row = try XCTUnwrap(overlay.child as? ActionRow)
        XCTAssertEqual(row.title, "Ada")
        XCTAssertEqual(row.subtitle, "12 Analytical Engine Lane")
    }

    func testEachToastBoundIntoTheOverlayIsShownThere() async throws {
        let overlay = ToastOverlay()
        let window = Adw.Window()
        defer { window.destroy() }
        window.content = overlay
        window.present()
        let (saved, failed) = (Toast(title: "Saved"), Toast(title: "Failed"))
        let bag = DisposeBag()
        var dismissed: [String] = []
        for toast in [saved, failed] {
            toast.rx.dismissed.subscribe(onNext: { dismissed.append(toast.title ?? "") })
                .disposed(by: bag)
        }
        // libadwaita dismisses only a toast that an overlay shows or queues.
        Observable.from([saved, failed]).bind(to: overlay.rx.toast).disposed(by: bag)
        failed.dismiss()
        saved.dismiss()
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(dismissed, ["Failed", "Saved"])
    }

    func testAToastNeverBoundIsNotDismissed() async throws {
        let toast = Toast(title: "Unshown")
        let bag = DisposeBag()
        var dismissals = 0
        toast.rx.dismissed.subscribe(onNext: { dismissals += 1 }).disposed(by: bag)
        toast.dismiss()
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(dismissals, 0, "the dismissal test above would prove nothing")
    }
}
