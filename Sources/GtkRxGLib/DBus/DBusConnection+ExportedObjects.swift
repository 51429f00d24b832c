import CGLib

// Exporting a Swift object on D-Bus. GIO's `g_dbus_connection_register_object` takes the
// interface as parsed introspection data (`GDBusInterfaceInfo`, a structure the generator does
// not wrap) and a table of C callbacks, so it is written here: the interface comes as
// introspection XML, and every call to it goes to one Swift handler.

extension DBusConnection {
    /// Exports the interface `interfaceName`, described by `introspectionXML` (a `<node>` in
    /// D-Bus's introspection format holding that `<interface>`), at `objectPath`
    /// (`g_dbus_connection_register_object`), until the returned registration is cancelled.
    ///
    /// `methodCall` runs on the main thread with each call of one of the interface's methods,
    /// and with each `org.freedesktop.DBus.Properties` call for its properties (`Get`, `Set`,
    /// `GetAll`). It answers through the invocation it is given, with
    /// ``DBusMethodInvocation/returnValue(parameters:)`` or
    /// ``DBusMethodInvocation/returnDBusError(named:errorMessage:)``, at once or later (the
    /// invocation keeps the call open until then; the caller's own timeout applies). GIO itself
    /// refuses calls of methods the interface does not declare, or with arguments of other
    /// types, before the handler sees them.
    ///
    /// Keep the returned registration for as long as the object is to be exported.
    ///
    /// - Throws: a ``GLibError``, and exports nothing, when `objectPath` is not an object path,
    ///   the XML does not parse or has no interface named `interfaceName` (GIO's message, or
    ///   one saying which), or an object already has that interface at that path.
    public func registerObject(
        at objectPath: String, interfaceName: String, introspectionXML: String,
        methodCall: @escaping @MainActor (DBusMethodInvocation) -> Void
    ) throws(GLibError) -> DBusObjectRegistration {
        let context = "DBusConnection.registerObject"
        guard cAcceptsDBusName(objectPath, .objectPath, context),
            cAcceptsDBusName(interfaceName, .interfaceName, context),
            cAccepts(introspectionXML, context)
        else {
            throw GLibError(
                domain: "g-io-error-quark", code: Int(G_IO_ERROR_INVALID_ARGUMENT.rawValue),
                message: "\(context): a malformed object path, interface name or XML")
        }
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(introspectionXML, &error) else {
            throw GLibError(consuming: error)
        }
        defer { g_dbus_node_info_unref(node) }
        guard let interface = g_dbus_node_info_lookup_interface(node, interfaceName) else {
            throw GLibError(
                domain: "g-io-error-quark", code: Int(G_IO_ERROR_INVALID_ARGUMENT.rawValue),
                message: "the introspection XML has no interface named \(interfaceName)")
        }
        let box = withNotifiedCallback(methodCall) { $0 }
        var vtable = GDBusInterfaceVTable(
            method_call: dbusMethodCalled, get_property: nil, set_property: nil,
            padding: (nil, nil, nil, nil, nil, nil, nil, nil))
        // GIO copies the table and takes a reference of its own to the interface; once the
        // object is withdrawn, it releases the box with `releaseCallbackBox`.
        let id = g_dbus_connection_register_object(
            cPointer(self), objectPath, interface, &vtable, box, releaseCallbackBox, &error)
        if id == 0 {
            // A failed registration: GLib releases the user data itself since 2.79 (its
            // commit 747e3af9), and leaves it to the caller before.
            if glib_check_version(2, 79, 0) != nil {
                releaseCallbackBox(box)
            }
            throw GLibError(consuming: error)
        }
        return DBusObjectRegistration(connection: self, id: id)
    }
}

/// An object exported on a connection by
/// ``DBusConnection/registerObject(at:interfaceName:introspectionXML:methodCall:)``;
/// ``cancel()`` (or its going) withdraws it.
@MainActor
public final class DBusObjectRegistration {
    private var connection: DBusConnection?
    private let id: UInt32

    init(connection: DBusConnection, id: UInt32) {
        self.connection = connection
        self.id = id
    }

    /// Whether the object has been withdrawn.
    public var isCancelled: Bool { connection == nil }

    /// Withdraws the object: later calls to it fail with D-Bus's unknown-object or
    /// unknown-method error, and its handler is released (a second call does nothing).
    public func cancel() {
        guard let connection else { return }
        self.connection = nil
        g_dbus_connection_unregister_object(cPointer(connection), id)
    }

    isolated deinit {
        cancel()
    }
}

/// GIO calls it in the main context of the thread that registered the object: the main thread
/// (wrappers are used there only). The invocation comes with a reference of its own (GIR:
/// transfer full), which its wrapper takes over.
private let dbusMethodCalled: GDBusInterfaceMethodCallFunc = {
    _, _, _, _, _, _, invocation, data in
    guard let invocation,
        let handler = CallbackBox<@MainActor (DBusMethodInvocation) -> Void>.closure(from: data)
    else { return }
    // nonisolated(unsafe): GIO's invocation for this call on the main thread it runs on; it
    // does not cross threads.
    nonisolated(unsafe) let invocationPointer = invocation
    MainActor.assumeIsolated {
        guard
            let wrapper = Object.adopted(
                gObjectPointer(invocationPointer), as: DBusMethodInvocation.self,
                "GDBusInterfaceVTable.method_call")
        else { return }
        handler(wrapper)
    }
}
