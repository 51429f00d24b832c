import GtkRx
import GtkRxTest
import XCTest

/// GTK 4.8's scrolled windows leave a handler on the display's settings when they go, which
/// GTK then calls with the freed scrolled window once the overlay-scrolling setting changes;
/// GtkRx takes it off when the scrolled window is unrealized (`ScrolledWindowSettingsRepair`).
@MainActor
final class ScrolledWindowSettingsRepairTests: GtkTestCase {
    func testAClosedScrolledWindowLeavesNoHandlerOnTheSettings() async throws {
        let settings = try XCTUnwrap(GTK.Settings.forDefaultDisplay)
        let before = LongLivedHandlers.count()
        for _ in 0..<3 {
            let window = Window()
            let scrolled = ScrolledWindow()
            scrolled.child = Label("Many lines")
            window.child = scrolled
            window.present()
            try GtkTest.wait("the scrolled window realized") { scrolled.isRealized }
            // GTK connects the handler as the scrolled window is realized.
            XCTAssertGreaterThan(LongLivedHandlers.count().settings, before.settings)
            window.destroy()
        }
        GtkTest.pumpUntilIdle()
        XCTAssertLessThanOrEqual(
            LongLivedHandlers.count().settings, before.settings, "no handler left")

        // The change reaches no freed scrolled window: no critical warning, no crash.
        let original = settings.isGtkOverlayScrolling
        let messages = GLibLog.recordingWarnings {
            settings.isGtkOverlayScrolling = !original
            settings.isGtkOverlayScrolling = original
        }
        XCTAssertEqual(messages, [])
    }

    /// A scrolled window still shown keeps following the setting.
    func testAShownScrolledWindowStillFollowsTheSetting() async throws {
        let settings = try XCTUnwrap(GTK.Settings.forDefaultDisplay)
        let window = Window()
        defer { window.destroy() }
        let scrolled = ScrolledWindow()
        scrolled.child = Label("Many lines")
        window.child = scrolled
        window.present()
        try GtkTest.wait("the scrolled window realized") { scrolled.isRealized }
        let original = settings.isGtkOverlayScrolling
        defer { settings.isGtkOverlayScrolling = original }
        let scrollbar = try XCTUnwrap(scrolled.vscrollbar)
        settings.isGtkOverlayScrolling = true
        try GtkTest.wait("overlay indicators") { scrollbar.hasCSSClass("overlay-indicator") }
        settings.isGtkOverlayScrolling = false
        try GtkTest.wait("plain scrollbars") { !scrollbar.hasCSSClass("overlay-indicator") }
    }
}
