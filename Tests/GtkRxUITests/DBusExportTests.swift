import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Objects the test exports on the session bus and names it owns, called as another process
/// would call them (through the bus).
@MainActor
final class DBusExportTests: GtkTestCase {
    private static let path = "/org/gtkrx/Tests/Echo"
    private static let interface = "org.gtkrx.Tests.Echo"
    private static let xml = """
        <node>
          <interface name="org.gtkrx.Tests.Echo">
            <method name="Echo">
              <arg name="text" type="s" direction="in"/>
              <arg name="echoed" type="s" direction="out"/>
            </method>
            <method name="Refuse"/>
            <method name="Twice"/>
            <property name="Greeting" type="s" access="read"/>
          </interface>
        </node>
        """

    /// Exports the echo interface on `bus`: `Echo` answers its text doubled, `Refuse` a D-Bus
    /// error, reading `Greeting` answers "hello"; `calls` gets each method's name.
    private func exportEcho(
        on bus: DBusConnection, calls: @escaping @MainActor (String) -> Void = { _ in }
    ) throws -> DBusObjectRegistration {
        try bus.registerObject(
            at: Self.path, interfaceName: Self.interface, introspectionXML: Self.xml
        ) { invocation in
            calls(invocation.methodName)
            switch invocation.methodName {
            case "Echo":
                let text = invocation.parameters?.children?.first?.string ?? ""
                invocation.returnValue(parameters: Variant(tuple: [Variant(text + text)]))
            case "Twice":
                invocation.returnValue(parameters: Variant(tuple: []))
                invocation.returnDBusError(
                    named: "org.gtkrx.Tests.Error.Late", errorMessage: "late")
            case "Get":
                invocation.returnValue(
                    parameters: Variant(tuple: [Variant(boxing: Variant("hello"))]))
            default:
                invocation.returnDBusError(
                    named: "org.gtkrx.Tests.Error.Refused", errorMessage: "refused on purpose")
            }
        }
    }

    private func uniqueName(_ bus: DBusConnection) throws -> String {
        try XCTUnwrap(bus.uniqueName)
    }

    func testAnExportedObjectAnswersThroughTheBus() async throws {
        let bus = try DBusConnection.session()
        var calls: [String] = []
        let registration = try exportEcho(on: bus) { calls.append($0) }
        defer { registration.cancel() }
        let reply = try await call(
            bus, try uniqueName(bus), Self.path, Self.interface, "Echo",
            Variant(tuple: [Variant("ab")]))
        XCTAssertEqual(reply?.children?.first?.string, "abab")
        XCTAssertEqual(calls, ["Echo"])
    }

    func testItsPropertiesAreReadThroughTheSameHandler() async throws {
        let bus = try DBusConnection.session()
        var calls: [String] = []
        let registration = try exportEcho(on: bus) { calls.append($0) }
        defer { registration.cancel() }
        let reply = try await call(
            bus, try uniqueName(bus), Self.path, "org.freedesktop.DBus.Properties", "Get",
            Variant(tuple: [Variant(Self.interface), Variant("Greeting")]))
        XCTAssertEqual(reply?.children?.first?.children?.first?.string, "hello")
        XCTAssertEqual(calls, ["Get"])
    }

    func testAnErrorReplyReachesTheCallerWithItsMessage() async throws {
        let bus = try DBusConnection.session()
        let registration = try exportEcho(on: bus)
        defer { registration.cancel() }
        do {
            _ = try await call(bus, try uniqueName(bus), Self.path, Self.interface, "Refuse")
            XCTFail("the refusal came back as a success")
        } catch let error as GLibError {
            XCTAssertTrue(error.message.contains("org.gtkrx.Tests.Error.Refused"), error.message)
            XCTAssertTrue(error.message.contains("refused on purpose"), error.message)
        }
    }

    func testASecondAnswerToTheSameCallIsNotACrash() async throws {
        let bus = try DBusConnection.session()
        let registration = try exportEcho(on: bus)
        defer { registration.cancel() }
        let reply = try await call(bus, try uniqueName(bus), Self.path, Self.interface, "Twice")
        XCTAssertEqual(reply?.typeString, "()", "the first answer is the one the caller gets")
        let echoed = try await call(
            bus, try uniqueName(bus), Self.path, Self.interface, "Echo",
            Variant(tuple: [Variant("still")]))
        XCTAssertEqual(echoed?.children?.first?.string, "stillstill", "the object still answers")
    }

    func testGIORefusesUndeclaredMethodsAndWrongArgumentsBeforeTheHandler() async throws {
        let bus = try DBusConnection.session()
        var calls: [String] = []
        let registration = try exportEcho(on: bus) { calls.append($0) }
        defer { registration.cancel() }
        for (method, parameters) in [("Shout", nil), ("Echo", Variant(tuple: [Variant(42)]))] {
            do {
                _ = try await call(
                    bus, try uniqueName(bus), Self.path, Self.interface, method, parameters)
                XCTFail("\(method) was answered")
            } catch let error as GLibError {
                XCTAssertEqual(error.domain, "g-dbus-error-quark", error.message)
            }
        }
        XCTAssertEqual(calls, [], "the handler saw a call GIO should have refused")
    }

    func testAWithdrawnObjectAnswersNoMoreAndItsHandlerIsReleased() async throws {
        let bus = try DBusConnection.session()
        weak var releasedWitness: AnyObject?
        let registration: DBusObjectRegistration
        do {
            let witness = NSObject()
            releasedWitness = witness
            registration = try exportEcho(on: bus) { _ in _ = witness }
        }
        XCTAssertNotNil(releasedWitness)
        registration.cancel()
        registration.cancel()
        XCTAssertTrue(registration.isCancelled)
        try GtkTest.wait("GIO to release the handler") { releasedWitness == nil }
        do {
            _ = try await call(
                bus, try uniqueName(bus), Self.path, Self.interface, "Echo",
                Variant(tuple: [Variant("x")]))
            XCTFail("a withdrawn object answered")
        } catch let error as GLibError {
            XCTAssertEqual(error.domain, "g-dbus-error-quark", error.message)
        }
    }

    func testBadRegistrationsAreErrorsThatKeepNothing() async throws {
        let bus = try DBusConnection.session()
        let registration = try exportEcho(on: bus)
        defer { registration.cancel() }
        var messages: [String] = []
        var kept: [Bool] = []
        /// Registers with a handler holding a witness; whether the witness outlived the refusal.
        func refusedRegistrationKeepsItsHandler(_ path: String, _ interface: String, _ xml: String)
            -> Bool
        {
            weak var releasedWitness: AnyObject?
            do {
                let witness = NSObject()
                releasedWitness = witness
                let registration = try bus.registerObject(
                    at: path, interfaceName: interface, introspectionXML: xml
                ) { _ in _ = witness }
                XCTFail("registered \(path) \(interface)")
                registration.cancel()
            } catch {
                messages.append(error.message)
            }
            return releasedWitness != nil
        }
        let report = try captureStandardError {
            kept = [
                refusedRegistrationKeepsItsHandler(Self.path, Self.interface, "<node><interface"),
                refusedRegistrationKeepsItsHandler(Self.path, "org.gtkrx.Tests.Missing", Self.xml),
                refusedRegistrationKeepsItsHandler("not a path", Self.interface, Self.xml),
                // exported already
                refusedRegistrationKeepsItsHandler(Self.path, Self.interface, Self.xml),
            ]
        }
        XCTAssertEqual(
            kept, [false, false, false, false], "a refused registration kept its handler")
        XCTAssertEqual(messages.count, 4)
        XCTAssertTrue(messages[0].contains("Error on line"), messages[0])
        XCTAssertTrue(messages[1].contains("org.gtkrx.Tests.Missing"), messages[1])
        XCTAssertTrue(report.contains("\"not a path\" is not a D-Bus object path"), report)
        XCTAssertTrue(messages[3].contains("already exported"), messages[3])
    }

    /// Whether `name` has an owner on the bus (asked of the bus itself).
    private func hasOwner(_ name: String, on bus: DBusConnection) async throws -> Bool {
        let reply = try await call(
            bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
            "NameHasOwner", Variant(tuple: [Variant(name)]))
        return try XCTUnwrap(reply?.children?.first?.bool)
    }

    func testANameOwnedWhileSubscribedReachesTheExportedObject() async throws {
        let bus = try DBusConnection.session()
        let name = "org.gtkrx.Tests.Owned\(getpid())"
        let registration = try exportEcho(on: bus)
        defer { registration.cancel() }
        let ownership = Recorder<DBusNameOwnership>()
        let subscription = bus.rx.ownName(name).subscribe(ownership.observer)
        try GtkTest.wait("the name to be acquired") { ownership.snapshot.elements == [.acquired] }
        let reply = try await call(
            bus, name, Self.path, Self.interface, "Echo", Variant(tuple: [Variant("n")]))
        XCTAssertEqual(reply?.children?.first?.string, "nn")
        let ownedBefore = try await hasOwner(name, on: bus)
        XCTAssertTrue(ownedBefore)
        subscription.dispose()
        let ownedAfter = try await hasOwner(name, on: bus)
        XCTAssertFalse(ownedAfter, "disposal gave the name up")
        XCTAssertFalse(ownership.snapshot.completed)
    }

    func testMalformedAndUniqueNamesAreRefusedAndComplete() async throws {
        let bus = try DBusConnection.session()
        let refused = [Recorder<DBusNameOwnership>(), Recorder<DBusNameOwnership>()]
        var subscriptions: [any Disposable] = []
        let warnings = try GLibLog.recordingWarnings {
            let report = try captureStandardError {
                subscriptions.append(bus.rx.ownName("no dots").subscribe(refused[0].observer))
                subscriptions.append(bus.rx.ownName(":1.5").subscribe(refused[1].observer))
            }
            XCTAssertTrue(report.contains("\"no dots\" is not a D-Bus bus name"), report)
            XCTAssertTrue(report.contains(":1.5 is a unique name"), report)
        }
        defer { subscriptions.forEach { $0.dispose() } }
        XCTAssertEqual(warnings, [], "GIO saw a bad name")
        for recorder in refused {
            XCTAssertEqual(recorder.snapshot.elements, [])
            XCTAssertTrue(recorder.snapshot.completed)
        }
    }

    func testARequestThatGoesAwayGivesTheNameUp() async throws {
        let bus = try DBusConnection.session()
        let name = "org.gtkrx.Tests.Dropped\(getpid())"
        var events: [DBusNameOwnership] = []
        var request: DBusNameRequest? = bus.ownName(name) { events.append($0) }
        try GtkTest.wait("the name to be acquired") { events == [.acquired] }
        XCTAssertNotNil(request)
        request = nil
        let owned = try await hasOwner(name, on: bus)
        XCTAssertFalse(owned)
    }
}
