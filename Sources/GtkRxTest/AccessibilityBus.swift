import CGLib
import GtkRx

/// The accessibility bus: the D-Bus bus, apart from the session bus, on which applications
/// serve their accessibility trees (AT-SPI) and screen readers read them. The session bus's
/// `org.a11y.Bus` gives its address.
///
/// One connection to it is kept for the process and shared by the readings (a connection is
/// opened again when the bus's address changes or the connection has closed).
@MainActor
enum AccessibilityBus {
    /// The connection kept, and the address it was opened to.
    private static var kept: (address: String, connection: DBusConnection)?

    /// Asks the session bus for the accessibility bus's address, and connects to it (or reuses
    /// the connection kept); `then` gets the connection, or why there is none.
    static func connect(
        _ calls: AccessibleCalls,
        then: @escaping @MainActor (Result<DBusConnection, AccessibilityTreeError>) -> Void
    ) {
        let session: DBusConnection
        do {
            session = try DBusConnection.session()
        } catch {
            return then(.failure(.noAccessibilityBus(error.message)))
        }
        calls.call(
            session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
            replyType: "(s)"
        ) { reply in
            switch reply {
            case .failure(.callFailed(_, let reason)):
                then(.failure(.noAccessibilityBus(reason)))
            case .failure(let error):
                then(.failure(error))
            case .success(let values):
                guard let address = values.first?.string, !address.isEmpty else {
                    return then(.failure(.noAccessibilityBus("org.a11y.Bus gave no address")))
                }
                if let kept, kept.address == address, !kept.connection.isClosed {
                    return then(.success(kept.connection))
                }
                open(address, calls, then: then)
            }
        }
    }

    /// Opens a connection to the message bus at `address`, asynchronously: GIO's
    /// `g_dbus_connection_new_for_address` is not among GtkRx's wrappers, so the connection is
    /// made as that function makes it, an unconnected `GDBusConnection` with its address and
    /// flags, connected by ``GtkRxGLib/AsyncInitable``'s generated `init` (GAsyncInitable).
    private static func open(
        _ address: String, _ calls: AccessibleCalls,
        then: @escaping @MainActor (Result<DBusConnection, AccessibilityTreeError>) -> Void
    ) {
        let connection = DBusConnection(adopting: unconnected(address))
        calls.track({ completion in connection.`init`(completion: completion) }) { outcome in
            switch outcome {
            case .success:
                kept = (address, connection)
                then(.success(connection))
            case .failure(let error):
                then(
                    .failure(.noAccessibilityBus("cannot connect to \(address): \(error.message)")))
            }
        }
    }

    /// A new `GDBusConnection` (its reference the caller's) for the message bus at `address`,
    /// not yet connected: `g_object_new` with the construct-only properties `address` and
    /// `flags` (authenticate as a client; a message bus, so say Hello).
    private static func unconnected(_ address: String) -> UnsafeMutablePointer<GObject> {
        var values = [GValue(), GValue()]
        g_value_init(&values[0], cglib_type_string())
        g_value_set_string(&values[0], address)
        g_value_init(&values[1], g_dbus_connection_flags_get_type())
        g_value_set_flags(
            &values[1],
            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        defer {
            for index in values.indices {
                g_value_unset(&values[index])
            }
        }
        return "address".withCString { addressName in
            "flags".withCString { flagsName in
                var names: [UnsafePointer<CChar>?] = [addressName, flagsName]
                // A GDBusConnection is never floating: the one reference is the caller's.
                return g_object_new_with_properties(
                    g_dbus_connection_get_type(), 2, &names, values)
            }
        }
    }
}
