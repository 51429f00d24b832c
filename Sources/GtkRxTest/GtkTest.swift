import CGLib
import CGtk
import GtkRx

/// GTK in a headless test process: start-up, pumping the GLib main loop, and waiting for a
/// condition while the loop runs.
///
/// GTK lives on the main thread, so GTK tests are XCTest tests (XCTest runs them on the main
/// thread); run the test process under a virtual X server (`xvfb-run -a swift test`).
///
/// ``GtkTestCase`` initializes GTK before each test:
///
/// ```swift
/// @MainActor final class FormTests: GtkTestCase {
///     func testHint() async throws {
///         let label = Label("…")
///         try GtkTest.wait("the hint to hide") { label.isHidden }
///     }
/// }
/// ```
@MainActor
public enum GtkTest {
    private static var initialized = false

    /// Initializes GTK once for the process; later calls return at once.
    ///
    /// Selects the Cairo renderer unless `GSK_RENDERER` says otherwise (virtual X servers have
    /// no GPU), and turns GTK's animations off, so that a switch flips at once instead of at
    /// the end of an animation that an unmapped widget never plays.
    ///
    /// - Throws: ``GtkTestError/noDisplay(_:)`` when GTK cannot open a display.
    public static func initialize() throws(GtkTestError) {
        guard !initialized else { return }
        setenv("GSK_RENDERER", "cairo", 0)
        do {
            try GTK.initialize()
        } catch {
            throw GtkTestError.noDisplay(error.environment)
        }
        // The main thread owns the default main context from now on, as it does in an app
        // while its loop runs: GLib's `g_main_context_invoke` from a worker (GIO's copy
        // progress, among others) then queues its function for the main thread instead of
        // running it on the worker, which it does while no thread owns the context, between
        // two iterations a test pumps. The count stays acquired for the process's life.
        _ = g_main_context_acquire(nil)
        if let settings = gtk_settings_get_default() {
            let wrapper = Object.wrapper(for: cglib_object(UnsafeMutableRawPointer(settings)))
            // GtkSettings has had this boolean property since GTK 3; setting it cannot fail.
            try? wrapper.setProperty("gtk-enable-animations", to: false)
        }
        initialized = true
    }

    /// A window `width` by `height` pixels whose child is a scrolled window showing `view` (a
    /// list, grid or column view, a list box), presented unless `presented` is false: GTK
    /// makes a list's rows only once it is shown, and shows only those that fit. Destroy the
    /// window when the test is done.
    public static func window(
        scrolling view: Widget, width: Int = 200, height: Int = 200, presented: Bool = true
    ) -> Window {
        let scrolled = ScrolledWindow()
        scrolled.child = view
        let window = Window()
        window.setDefaultSize(width: width, height: height)
        window.child = scrolled
        if presented {
            window.present()
        }
        return window
    }

    /// Runs the default main context's pending work until nothing is pending, at most
    /// `maxIterations` dispatches (an animation may never let the loop go idle).
    ///
    /// - Returns: whether the loop went idle.
    @discardableResult
    public static func pumpUntilIdle(maxIterations: Int = 10_000) -> Bool {
        for _ in 0..<maxIterations {
            guard g_main_context_pending(nil) != 0 else { return true }
            g_main_context_iteration(nil, 0)
        }
        return g_main_context_pending(nil) == 0
    }

    /// Runs the main loop until `condition` holds, checking it after every iteration (and at
    /// least every few milliseconds when nothing else runs, so a condition another thread
    /// changes is seen). A slow condition still leaves GTK time to lay out and draw.
    ///
    /// - Throws: ``GtkTestError/timedOut(_:after:)`` when `timeout` passes first.
    public static func wait(
        _ description: String = "condition", timeout: Duration = .seconds(10),
        until condition: () -> Bool
    ) throws(GtkTestError) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        // The heartbeat only wakes the loop to check the condition again, so it runs at the
        // lowest priority: at the default one, a condition slower than its interval would find
        // it ready at every iteration, and the loop, which dispatches only the most urgent
        // ready sources, would never reach GTK's layout and drawing (lower than the default).
        let heartbeat = g_timeout_add_full(
            G_PRIORITY_LOW, 5, { _ in 1 /* G_SOURCE_CONTINUE */ }, nil, nil)
        defer { g_source_remove(heartbeat) }
        while !condition() {
            guard clock.now < deadline else {
                throw GtkTestError.timedOut(description, after: timeout)
            }
            g_main_context_iteration(nil, 1)
        }
    }
}

/// Why a GTK test could not proceed.
public enum GtkTestError: Error, Equatable, CustomStringConvertible {
    /// GTK could not open a display; the associated text names what was tried.
    case noDisplay(String)
    /// ``GtkTest/wait(_:timeout:until:)`` gave up.
    case timedOut(String, after: Duration)
    /// A user could not perform the action: the widget is hidden, insensitive or read-only.
    case actionNotPossible(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .noDisplay(let environment):
            "GTK cannot open a display (\(environment)); run the tests under xvfb-run"
        case .timedOut(let description, let timeout):
            "timed out after \(timeout) waiting for \(description)"
        case .actionNotPossible(let reason):
            reason
        }
    }
}
