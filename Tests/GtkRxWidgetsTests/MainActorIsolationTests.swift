import Foundation
import TestHelpers
import XCTest

/// GTK may only be used on its main thread, and the compiler must prove it: code outside the
/// main actor that touches a widget does not compile.
final class MainActorIsolationTests: XCTestCase {
    func testUsingAWidgetOffTheMainActorDoesNotCompile() throws {
        let result = try typeCheckAgainstGtkRx(
            """
            import GtkRx
            func touch() { _ = Label("off the main actor") }
            """)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(
            result.output.contains("main actor-isolated"),
            "unexpected diagnostics:\n\(result.output)")
    }

    func testUsingAWidgetOnTheMainActorCompiles() throws {
        let result = try typeCheckAgainstGtkRx(
            """
            import GtkRx
            @MainActor func touch() { _ = Label("on the main actor") }
            """)
        XCTAssertEqual(result.status, 0, result.output)
    }
}
