import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// D-Bus on the session bus the test runs with (scripts/with-display starts one): calls to the
/// bus itself and to an application the test registers (GApplication exports its actions as
/// `org.gtk.Actions`), signals as an observable, and bad names.
@MainActor
final class DBusTests: GtkTestCase {
    func testACallToTheBusReturnsItsReply() async throws {
        let bus = try DBusConnection.session()
        let reply = try await call(
            bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetId")
        let id = try XCTUnwrap(reply?.children?.first?.string)
        XCTAssertEqual(id.count, 32, id)
    }

    func testACallToAnApplicationTheTestRegistered() async throws {
        let application = Gio.Application(
            applicationID: "org.gtkrx.DBusTests", flags: .defaultFlags)
        application.addAction(SimpleAction(name: "refresh"))
        application.addAction(SimpleAction(name: "export"))
        XCTAssertTrue(try application.register(nil))
        let path = try XCTUnwrap(application.dbusObjectPath)
        let bus = try DBusConnection.session()
        let reply = try await call(bus, "org.gtkrx.DBusTests", path, "org.gtk.Actions", "List")
        XCTAssertEqual(reply?.children?.first?.strings?.sorted(), ["export", "refresh"])
    }

    func testAServiceThatDoesNotExistIsGIOsError() async throws {
        let bus = try DBusConnection.session()
        do {
            _ = try await call(bus, "org.gtkrx.NoSuchService", "/org/gtkrx", "org.gtkrx.X", "Y")
            XCTFail("a call to a missing service succeeded")
        } catch let error as GLibError {
            XCTAssertEqual(error.domain, "g-dbus-error-quark")
            XCTAssertTrue(error.message.contains("org.gtkrx.NoSuchService"), error.message)
        }
    }

    func testMalformedNamesAreRefusedBeforeGIOSeesThem() async throws {
        let bus = try DBusConnection.session()
        var outcome: Result<Variant?, GLibError>?
        let refused = Recorder<DBusSignal>()
        var subscription: (any Disposable)?
        var report = ""
        var emitted: Bool? = true
        let warnings = try GLibLog.recordingWarnings {
            report = try captureStandardError {
                emitted = try? bus.emitSignal(
                    destinationBusName: nil, objectPath: "not a path",
                    interfaceName: "org.gtkrx.T", signalName: "Ping", parameters: nil)
                bus.call(
                    "org..gtkrx", objectPath: "/org/gtkrx", interfaceName: "org.gtkrx.T",
                    methodName: "Ping", parameters: nil, replyType: nil, flags: .none,
                    timeoutMsec: 100
                ) { outcome = $0 }
                subscription = bus.rx.signals(interfaceName: "no dots")
                    .subscribe(refused.observer)
            }
            try GtkTest.wait("the refused call to fail") { outcome != nil }
        }
        defer { subscription?.dispose() }
        guard case .failure? = outcome else { return XCTFail("a malformed bus name was used") }
        XCTAssertNil(emitted, "a signal from a malformed path was emitted")
        XCTAssertTrue(refused.snapshot.completed)
        XCTAssertTrue(report.contains("\"not a path\" is not a D-Bus object path"), report)
        XCTAssertTrue(report.contains("\"org..gtkrx\" is not a D-Bus bus name"), report)
        XCTAssertTrue(report.contains("\"no dots\" is not a D-Bus interface name"), report)
        XCTAssertEqual(warnings, [], "GIO saw a malformed name")
    }

    func testSignalsAreAnObservableUntilDisposed() async throws {
        let bus = try DBusConnection.session()
        let first = Recorder<String>()
        let firstSubscription = bus.rx.signals(interfaceName: "org.gtkrx.Test", signalName: "Ping")
            .compactMap { $0.parameters.children?.first?.string }
            .subscribe(first.observer)
        let second = Recorder<String>()
        let secondSubscription = bus.rx.signals(interfaceName: "org.gtkrx.Test")
            .map(\.signalName)
            .subscribe(second.observer)
        defer { secondSubscription.dispose() }

        func emit(_ name: String, _ text: String) throws {
            _ = try bus.emitSignal(
                destinationBusName: nil, objectPath: "/org/gtkrx/Test",
                interfaceName: "org.gtkrx.Test", signalName: name,
                parameters: Variant(tuple: [Variant(text)]))
        }
        try emit("Ping", "hello")
        try GtkTest.wait("the signal to come back") { first.snapshot.elements == ["hello"] }
        firstSubscription.dispose()
        try emit("Ping", "after disposal")
        try emit("Pong", "last")
        // The bus delivers in order: once the last signal is in, the one before it was too.
        try GtkTest.wait("the later signals") { second.snapshot.elements.count == 3 }
        XCTAssertEqual(second.snapshot.elements, ["Ping", "Ping", "Pong"])
        XCTAssertEqual(first.snapshot.elements, ["hello"])
    }
}

@MainActor
extension GtkTestCase {
    /// Calls `method` on `connection` and pumps the main loop until its reply is in.
    func call(
        _ connection: DBusConnection, _ busName: String, _ path: String, _ interface: String,
        _ method: String, _ parameters: Variant? = nil
    ) async throws -> Variant? {
        let outcome = Locked<Result<Variant?, any Error>?>(nil)
        let task = Task { @MainActor in
            do {
                let reply = try await connection.call(
                    busName, objectPath: path, interfaceName: interface, methodName: method,
                    parameters: parameters, replyType: nil, flags: .none, timeoutMsec: 5_000)
                outcome.withLock { $0 = .success(reply) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
        }
        try await pumpWhileSuspended("the D-Bus call \(method)") { outcome.current != nil }
        _ = await task.result
        return try outcome.current!.get()
    }
}
