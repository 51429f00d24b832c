import XCTest

/// An XCTest case for GTK code: initializes GTK before each test, and checks that the test runs
/// on the main thread (XCTest runs tests there).
///
/// Mark subclasses `@MainActor` and their test methods `async`: XCTest on Linux cannot call a
/// synchronous `@MainActor` test method, while an `async` one runs on the main actor, on the
/// main thread, where it may create widgets and pump the GLib loop.
///
/// ```swift
/// @MainActor
/// final class HintTests: GtkTestCase {
///     func testHintHides() async throws { … }
/// }
/// ```
open class GtkTestCase: XCTestCase {
    /// Initializes GTK (once per process), and runs the main loop until it is idle, so that
    /// work an earlier test left queued on the main thread does not reach into this one; fails
    /// the test when there is no display.
    override open func setUpWithError() throws {
        try super.setUpWithError()
        try MainActor.assumeIsolated {
            try GtkTest.initialize()
            GtkTest.pumpUntilIdle()
        }
    }
}
