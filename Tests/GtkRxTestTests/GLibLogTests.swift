import CGLib
import Foundation
import GtkRx
import GtkRxTest
import XCTest

/// GLibLog records what GLib logs at warning level or above while a recording runs, from the
/// main thread and from others, and nothing outside one.
@MainActor
final class GLibLogTests: GtkTestCase {
    func testWarningsFromAnyThreadAreRecordedWhileARecordingRuns() async throws {
        let messages = GLibLog.recordingWarnings {
            log(G_LOG_LEVEL_CRITICAL, "on the main thread")
            log(G_LOG_LEVEL_MESSAGE, "not recorded: a message")
            let done = DispatchSemaphore(value: 0)
            Thread {
                log(G_LOG_LEVEL_WARNING, "on another thread")
                done.signal()
            }.start()
            done.wait()
        }
        XCTAssertEqual(
            messages,
            [
                GLibLog.Message(level: .critical, domain: "GtkRxTest", text: "on the main thread"),
                GLibLog.Message(level: .warning, domain: "GtkRxTest", text: "on another thread"),
            ])
        let outside = GLibLog.recordingWarnings {}
        log(G_LOG_LEVEL_WARNING, "outside a recording")
        XCTAssertEqual(outside, [])
    }
}

/// Logs `text` at `level` in the domain `GtkRxTest`, as `g_warning` and the others do (they are
/// C macros; this is the function they end in).
private func log(_ level: GLogLevelFlags, _ text: String) {
    "GtkRxTest".withCString { domain in
        text.withCString { message in
            var fields = [
                GLogField(key: cString("GLIB_DOMAIN"), value: domain, length: -1),
                GLogField(key: cString("MESSAGE"), value: message, length: -1),
            ]
            g_log_structured_array(level, &fields, gsize(fields.count))
        }
    }
}

/// A string literal's bytes, which live as long as the process, as a C string.
private func cString(_ literal: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(literal.utf8Start).assumingMemoryBound(to: CChar.self)
}
