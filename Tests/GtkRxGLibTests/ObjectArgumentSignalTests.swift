import CGLib
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// The fast path `rx.items` binds rows through: a C callback GLib calls through the signal's
/// own marshaller, handed the argument's object as a pointer.
@MainActor
final class ObjectArgumentSignalTests: GtkTestCase {
    func testTheHandlerGetsTheArgumentOnEveryEmission() async {
        let assistant = Assistant()
        let page = Label("page")
        var prepared: [UnsafeMutablePointer<GObject>] = []
        let connection = assistant.connectObjectArgument("prepare") { prepared.append($0) }
        emitPrepare(assistant, page)
        emitPrepare(assistant, page)
        XCTAssertTrue(connection.isConnected)
        XCTAssertEqual(prepared, [page.objectPointer, page.objectPointer])
    }

    func testDisconnectingStopsTheHandlerAndFreesItsClosure() async {
        let assistant = Assistant()
        let page = Label("page")
        var calls = 0
        weak var weakCanary: Canary?
        let connection: SignalConnection
        do {
            let canary = Canary()
            weakCanary = canary
            connection = assistant.connectObjectArgument("prepare") { _ in
                withExtendedLifetime(canary) { calls += 1 }
            }
        }
        emitPrepare(assistant, page)
        XCTAssertNotNil(weakCanary, "GLib holds the handler while connected")
        connection.disconnect()
        XCTAssertFalse(connection.isConnected)
        XCTAssertNil(weakCanary)
        emitPrepare(assistant, page)
        XCTAssertEqual(calls, 1)
    }

    func testFinalizingTheObjectFreesTheClosure() async {
        weak var weakCanary: Canary?
        var connection: SignalConnection?
        do {
            let factory = SignalListItemFactory()
            let canary = Canary()
            weakCanary = canary
            connection = factory.connectObjectArgument("bind") { _ in
                withExtendedLifetime(canary) {}
            }
        }
        XCTAssertNil(weakCanary)
        XCTAssertEqual(connection?.isConnected, false)
    }

    func testASignalOfAnotherShapeConnectsNothing() async throws {
        let button = Button(label: "Press")
        for signal in ["clicked", "no-such-signal", "notify::label", "bad\0name"] {
            weak var weakCanary: Canary?
            var connection: SignalConnection?
            let report = try captureStandardError {
                let canary = Canary()
                weakCanary = canary
                connection = button.connectObjectArgument(signal) { _ in
                    withExtendedLifetime(canary) {}
                }
            }
            XCTAssertEqual(connection?.isConnected, false, signal)
            XCTAssertNil(weakCanary, signal)
            // The report is one line of text, with the name escaped: a NUL byte in it would
            // make the log that holds it read as binary.
            XCTAssertFalse(report.contains("\0"), signal)
            for line in report.split(separator: "\n") {
                XCTAssertTrue(line.hasPrefix("GtkRx: "), report)
            }
            connection?.disconnect()
        }
        let report = try captureStandardError {
            _ = button.connectObjectArgument("bad\0name") { _ in }
        }
        XCTAssertTrue(report.contains("\"bad\\0name\""), report)
    }

    /// Emits `GtkAssistant::prepare` for `page`, through GValues as GLib's own callers do.
    private func emitPrepare(_ assistant: Assistant, _ page: Widget) {
        var values = [GValue(), GValue()]
        for (index, object) in [assistant as Object, page].enumerated() {
            g_value_init(&values[index], cglib_object_type(object.raw))
            g_value_set_object(&values[index], object.raw)
        }
        let signalID = g_signal_lookup("prepare", cglib_object_type(assistant.raw))
        values.withUnsafeMutableBufferPointer { g_signal_emitv($0.baseAddress, signalID, 0, nil) }
        for index in values.indices {
            g_value_unset(&values[index])
        }
    }
}
