import CGLib

// The message buses and D-Bus signals. GIO reaches the buses through functions of its own
// (`g_bus_get_sync`) and delivers signals to a C callback (`g_dbus_connection_signal_subscribe`),
// neither of which the generator wraps.

extension DBusConnection {
    /// The session bus of this login session (`g_bus_get_sync`), shared by everything in the
    /// process that uses it.
    ///
    /// - Throws: GIO's ``GLibError`` when there is no session bus (no `DBUS_SESSION_BUS_ADDRESS`,
    ///   nothing listening there).
    public static func session() throws(GLibError) -> DBusConnection {
        try bus(G_BUS_TYPE_SESSION)
    }

    /// The system bus (`g_bus_get_sync`).
    ///
    /// - Throws: GIO's ``GLibError`` when the system bus cannot be reached.
    public static func system() throws(GLibError) -> DBusConnection {
        try bus(G_BUS_TYPE_SYSTEM)
    }

    private static func bus(_ type: GBusType) throws(GLibError) -> DBusConnection {
        var error: UnsafeMutablePointer<GError>?
        let connection = g_bus_get_sync(type, nil, &error)
        if let error { throw GLibError(consuming: error) }
        guard
            let wrapper = Object.adopted(
                connection.map { gObjectPointer($0) }, as: DBusConnection.self,
                "DBusConnection.session")
        else {
            throw GLibError(domain: "g-io-error-quark", code: 0, message: "no D-Bus connection")
        }
        return wrapper
    }

    /// Calls `handler` on the main thread with each D-Bus signal this connection receives that
    /// matches every criterion given (`nil`: any), until the returned subscription is cancelled
    /// (`g_dbus_connection_signal_subscribe`). `.rx.signals(…)` is the same as an observable.
    ///
    /// A malformed name or path is reported and matches nothing: the subscription is then
    /// already cancelled.
    public func subscribeToSignals(
        sender: String? = nil, interfaceName: String? = nil, signalName: String? = nil,
        objectPath: String? = nil, handler: @escaping @MainActor (DBusSignal) -> Void
    ) -> DBusSignalSubscription {
        let context = "DBusConnection.subscribeToSignals"
        guard cAcceptsDBusName(sender, .busName, context),
            cAcceptsDBusName(interfaceName, .interfaceName, context),
            cAcceptsDBusName(signalName, .memberName, context),
            cAcceptsDBusName(objectPath, .objectPath, context)
        else { return DBusSignalSubscription(connection: nil, id: 0) }
        let id = withNotifiedCallback(handler) { box in
            g_dbus_connection_signal_subscribe(
                cPointer(self), sender, interfaceName, signalName, objectPath, nil,
                G_DBUS_SIGNAL_FLAGS_NONE, dbusSignalReceived, box, releaseCallbackBox)
        }
        return DBusSignalSubscription(connection: self, id: id)
    }
}

/// One D-Bus signal a connection received.
public struct DBusSignal: Sendable {
    /// The unique bus name of the sender (`:1.42`), or `nil` on a peer-to-peer connection.
    public let sender: String?
    /// The object that emitted it.
    public let objectPath: String
    /// The interface it belongs to.
    public let interfaceName: String
    /// Its name.
    public let signalName: String
    /// Its arguments: always a tuple, empty when it has none.
    public let parameters: Variant
}

/// A subscription to a connection's D-Bus signals; ``cancel()`` (or its going) ends it.
@MainActor
public final class DBusSignalSubscription {
    private var connection: DBusConnection?
    private let id: UInt32

    init(connection: DBusConnection?, id: UInt32) {
        self.connection = id == 0 ? nil : connection
        self.id = id
    }

    /// Whether the subscription has ended (cancelled, or refused for a malformed name).
    public var isCancelled: Bool { connection == nil }

    /// Ends the subscription: the handler is called no more (a second call does nothing).
    public func cancel() {
        guard let connection else { return }
        self.connection = nil
        g_dbus_connection_signal_unsubscribe(cPointer(connection), id)
    }

    isolated deinit {
        cancel()
    }
}

/// GIO calls it in the main context of the thread that subscribed: the main thread (wrappers
/// are used there only).
private let dbusSignalReceived: GDBusSignalCallback = {
    _, sender, objectPath, interfaceName, signalName, parameters, data in
    guard let handler = CallbackBox<@MainActor (DBusSignal) -> Void>.closure(from: data) else {
        return
    }
    let signal = DBusSignal(
        sender: sender.map { String(cString: $0) },
        objectPath: objectPath.map { String(cString: $0) } ?? "",
        interfaceName: interfaceName.map { String(cString: $0) } ?? "",
        signalName: signalName.map { String(cString: $0) } ?? "",
        parameters: Variant(retaining: parameters) ?? Variant(tuple: []))
    MainActor.assumeIsolated { handler(signal) }
}
