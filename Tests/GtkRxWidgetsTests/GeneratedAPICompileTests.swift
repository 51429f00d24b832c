import TestHelpers
import XCTest

/// What the generated API refuses at compile time rather than at run time.
final class GeneratedAPICompileTests: XCTestCase {
    /// `gtk_window_new` makes a `GtkWindow`, never a `GtkApplicationWindow`: the inherited
    /// `init()` is unavailable on the subclass instead of crashing when called.
    func testAnInitializerThatMakesAnotherTypeDoesNotCompile() throws {
        let result = try typeCheckAgainstGtkRx(
            """
            import GtkRx
            @MainActor func make() { _ = ApplicationWindow() }
            """)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(
            result.output.contains("'init()' is unavailable"),
            "unexpected diagnostics:\n\(result.output)")
    }

    func testTheApplicationWindowsOwnInitializerCompiles() throws {
        let result = try typeCheckAgainstGtkRx(
            """
            import GtkRx
            @MainActor func make(_ app: Application) -> ApplicationWindow {
                ApplicationWindow(application: app)
            }
            """)
        XCTAssertEqual(result.status, 0, result.output)
    }

    /// A signal is a typed method, so a misspelt one is a compile error, not a run-time warning.
    func testAMisspeltSignalDoesNotCompile() throws {
        let result = try typeCheckAgainstGtkRx(
            """
            import GtkRx
            @MainActor func connect(_ button: Button) { button.onClikced { } }
            """)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(
            result.output.contains("has no member 'onClikced'"),
            "unexpected diagnostics:\n\(result.output)")
    }
}
