import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

/// Opening and closing the shell's menu, preferences window, About window and shortcuts
/// window a thousand times (a hundred under a sanitizer) leaves nothing behind: live
/// subscriptions (``Resources/total``) and wrappers (``Object/liveWrapperCount``) return to
/// their baseline, and each window is finalized once closed.
@MainActor
final class ShellLeakCycleTests: FormWindowTestCase {
    func testOpeningAndClosingTheMenuAndWindowsReturnsToTheBaseline() async throws {
        let controller = try makeWindow()
        let application = try XCTUnwrap(controller.window.application)
        let shell = AppShell(
            application: application, settings: try AppSettings.load(backend: .memory()))
        shell.attach(to: controller.window)
        let button = controller.window.primaryMenu

        var probes: [FinalizationProbe] = []
        func cycle() {
            button.popup()
            GtkTest.pumpUntilIdle()
            button.popdown()
            application.activateAction(named: AppShell.preferencesAction, parameter: nil)
            if let preferences = shell.preferencesWindow {
                probes.append(FinalizationProbe(preferences))
                preferences.close()
            }
            application.activateAction(named: AppShell.aboutAction, parameter: nil)
            if let about = shell.aboutWindow {
                probes.append(FinalizationProbe(about))
                about.close()
            }
            application.activateAction(named: AppShell.shortcutsAction, parameter: nil)
            if let shortcuts = shell.shortcutsWindow {
                probes.append(FinalizationProbe(shortcuts))
                shortcuts.close()
            }
            GtkTest.pumpUntilIdle()
        }
        for _ in 0..<3 { cycle() }  // warm-up: GTK's caches, the popover
        probes.removeAll()
        let subscriptions = Resources.total
        let wrappers = Object.liveWrapperCount
        let rounds = LeakCycleTests.sanitizerRuntimeIsLoaded ? 100 : 1_000
        for _ in 0..<rounds { cycle() }
        XCTAssertNil(shell.aboutWindow)
        XCTAssertNil(shell.preferencesWindow)
        XCTAssertNil(shell.shortcutsWindow)
        XCTAssertEqual(probes.count, 3 * rounds, "each cycle opened the three windows")
        try GtkTest.wait("the closed windows finalized") { probes.allSatisfy(\.isFinalized) }
        XCTAssertLessThanOrEqual(Resources.total, subscriptions, "no subscription is left")
        XCTAssertLessThanOrEqual(Object.liveWrapperCount, wrappers, "no wrapper is left")
    }
}
