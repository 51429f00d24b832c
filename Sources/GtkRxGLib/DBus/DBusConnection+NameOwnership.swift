import CGLib

// Owning a well-known name on a message bus. GIO does it with a function of its own
// (`g_bus_own_name_on_connection`) and two C callbacks, which the generator does not wrap.

/// How a request to own a bus name behaves when another connection owns it or asks for it
/// (GIO's `GBusNameOwnerFlags`).
public struct DBusNameOwnerOptions: OptionSet, Sendable, Hashable {
    /// GIO's `GBusNameOwnerFlags` bits.
    public let rawValue: UInt32

    /// Options from GIO's `GBusNameOwnerFlags` bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Lets another connection that asks with ``replace`` take the name over.
    public static let allowReplacement = DBusNameOwnerOptions(
        rawValue: G_BUS_NAME_OWNER_FLAGS_ALLOW_REPLACEMENT.rawValue)
    /// Takes the name over from its owner, when that owner allows replacement.
    public static let replace = DBusNameOwnerOptions(
        rawValue: G_BUS_NAME_OWNER_FLAGS_REPLACE.rawValue)
    /// Gives up at once when the name is owned, rather than waiting in the bus's queue.
    public static let doNotQueue = DBusNameOwnerOptions(
        rawValue: G_BUS_NAME_OWNER_FLAGS_DO_NOT_QUEUE.rawValue)
}

/// What happened to a name a connection asked to own.
public enum DBusNameOwnership: Equatable, Sendable {
    /// The connection owns the name: calls to it reach this process.
    case acquired
    /// The connection does not own the name (never got it, gave it up, or lost it to another),
    /// or the connection closed.
    case lost
}

extension DBusConnection {
    /// Asks the bus for the well-known name `name` (`org.example.Notes`) for this connection
    /// (`g_bus_own_name_on_connection`), until the returned request is cancelled.
    ///
    /// `handler` runs on the main thread each time the name is acquired or lost: it may be
    /// lost after being acquired (to a connection that replaces it) and acquired again (when
    /// the request waits in the bus's queue). `.rx.ownName(…)` is the same as an observable.
    ///
    /// A malformed name, or a unique name (`:1.42`, which the bus gives and no one can ask
    /// for), is reported and owns nothing: the request is then already cancelled, and
    /// `handler` is never called.
    public func ownName(
        _ name: String, options: DBusNameOwnerOptions = [],
        handler: @escaping @MainActor (DBusNameOwnership) -> Void
    ) -> DBusNameRequest {
        let context = "DBusConnection.ownName"
        guard cAcceptsDBusName(name, .busName, context) else { return DBusNameRequest(id: 0) }
        guard !name.hasPrefix(":") else {
            reportBadValue("\(context): \(name) is a unique name, which cannot be owned; refused")
            return DBusNameRequest(id: 0)
        }
        let id = withNotifiedCallback(handler) { box in
            g_bus_own_name_on_connection(
                cPointer(self), name, GBusNameOwnerFlags(rawValue: options.rawValue),
                dbusNameAcquired, dbusNameLost, box, releaseCallbackBox)
        }
        return DBusNameRequest(id: id)
    }
}

/// A request to own a bus name made by ``DBusConnection/ownName(_:options:handler:)``;
/// ``cancel()`` (or its going) gives the name up.
@MainActor
public final class DBusNameRequest {
    private var id: UInt32

    init(id: UInt32) { self.id = id }

    /// Whether the request has ended (cancelled, or refused for a malformed name).
    public var isCancelled: Bool { id == 0 }

    /// Gives the name up (or leaves the bus's queue for it); the handler is called no more. A
    /// second call does nothing.
    public func cancel() {
        guard id != 0 else { return }
        let id = self.id
        self.id = 0
        g_bus_unown_name(id)
    }

    isolated deinit {
        cancel()
    }
}

/// Calls the handler in `data` with `ownership`. GIO calls the callbacks in the main context
/// of the thread that asked for the name: the main thread (wrappers are used there only).
private func dbusNameChanged(_ data: UnsafeMutableRawPointer?, _ ownership: DBusNameOwnership) {
    guard let handler = CallbackBox<@MainActor (DBusNameOwnership) -> Void>.closure(from: data)
    else { return }
    MainActor.assumeIsolated { handler(ownership) }
}

private let dbusNameAcquired: GBusNameAcquiredCallback = { _, _, data in
    dbusNameChanged(data, .acquired)
}

private let dbusNameLost: GBusNameLostCallback = { _, _, data in
    dbusNameChanged(data, .lost)
}
