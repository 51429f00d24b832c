import CGLib
import CGtk
import GtkRxGLib

/// GtkRx's `GtkBuilderScope`: resolves a definition's `<signal handler="…">` among Swift
/// ``BuilderHandler``s only, and class names among GLib's types and GtkRx's wrapper classes.
///
/// GTK's default scope (`GtkBuilderCScope`) looks handler names, type functions and unknown
/// class names up among the process's C symbols with `dlsym`, so a definition could connect a
/// click to `abort` or `exit`. This scope does no symbol lookup at all: an unknown handler is a
/// `GtkBuilderError` naming it, so the definition fails to load and nothing is connected; a
/// `type-func` attribute is refused the same way (GTK reports it as an invalid type function).
/// See [GtkBuilderScope](https://docs.gtk.org/gtk4/iface.BuilderScope.html).
@MainActor
final class HandlerScope: Object, ObjectSubclass {
    static let subclassType = SubclassType(
        name: "GtkRxHandlerScope", swiftClass: HandlerScope.self,
        interfaces: [
            InterfaceImplementation(
                interfaceType: gtk_builder_scope_get_type(), initialize: initializeBuilderScope)
        ])
    override class var gType: GType { subclassType.gType }

    /// The handlers, by name.
    private(set) var handlers: [String: BuilderHandler] = [:]

    /// A scope resolving exactly `handlers` (a later handler of the same name replaces an
    /// earlier one).
    convenience init(handlers: [BuilderHandler]) {
        self.init()
        for handler in handlers {
            self.handlers[handler.name] = handler
        }
    }

    /// The names of the handlers, sorted, for messages.
    private var handlerNames: String {
        handlers.isEmpty
            ? "none is registered"
            : "registered: " + handlers.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// The closure for `<signal handler="name">`, or an error message naming the handler.
    fileprivate func closure(
        named name: String, swapped: Bool, object: UnsafeMutablePointer<GObject>?
    ) -> Result<UnsafeMutablePointer<GClosure>, HandlerScopeError> {
        guard let handler = handlers[name] else {
            return .failure(
                HandlerScopeError(
                    message: "no Swift handler named \"\(name)\" (\(handlerNames)); GtkRx "
                        + "connects signals only to handlers registered in Swift"))
        }
        let box = HandlerClosureBox(handler: handler, swapped: swapped, object: object)
        let data = Unmanaged.passRetained(box).toOpaque()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), data)!
        g_closure_set_marshal(closure, HandlerClosureBox.marshal)
        g_closure_add_finalize_notifier(closure, data, HandlerClosureBox.release)
        if let object {
            // The closure is invalidated when the object it was connected for is disposed, so
            // it never calls a handler for an object that has gone; it holds no reference.
            g_object_watch_closure(object, closure)
        }
        return .success(closure)
    }

    /// The type a definition's `class="…"` names: GLib's type of that name, else the type of
    /// the GtkRx wrapper class registered under the name (which registers it, as a libadwaita
    /// or Swift-registered type may not be yet); never a symbol lookup.
    fileprivate func type(named name: String) -> GType {
        let type = g_type_from_name(name)
        if type != 0 {
            return type
        }
        guard let wrapperClass = WrapperRegistry.wrapperClass(named: name) else { return 0 }
        let registered = wrapperClass.gType
        return Object.typeName(of: registered) == name ? registered : 0
    }
}

/// Why ``HandlerScope`` refused a handler.
private struct HandlerScopeError: Error {
    let message: String
}

/// What a scope's closure holds: the handler, the object it was connected for and the flags.
@MainActor
private final class HandlerClosureBox {
    let handler: BuilderHandler
    let swapped: Bool
    /// Not a reference: the closure is invalidated (and no longer called) when it is disposed.
    let object: UnsafeMutablePointer<GObject>?

    init(handler: BuilderHandler, swapped: Bool, object: UnsafeMutablePointer<GObject>?) {
        self.handler = handler
        self.swapped = swapped
        self.object = object
    }

    /// Hands one emission to the handler. GTK emits signals on the main thread;
    /// `assumeIsolated` checks it.
    nonisolated static let marshal: GClosureMarshal = { closure, returnValue, count, values, _, _ in
        guard let boxData = closure?.pointee.data, let emission = values, count > 0 else { return }
        // nonisolated(unsafe): the values are GLib's for this emission and are used
        // synchronously, on this same thread, before the marshaller returns.
        nonisolated(unsafe) let values = emission
        nonisolated(unsafe) let returnValue = returnValue
        nonisolated(unsafe) let data = boxData
        MainActor.assumeIsolated {
            let box = Unmanaged<HandlerClosureBox>.fromOpaque(data).takeUnretainedValue()
            let emitter =
                g_type_check_value_holds(values, cglib_type_object()) != 0
                ? g_value_get_object(values)?.assumingMemoryBound(to: GObject.self) : nil
            box.handler.call(
                BuilderHandlerCall(
                    name: box.handler.name, emitter: emitter, object: box.object,
                    swapped: box.swapped,
                    arguments: SignalArguments(
                        values: values, count: Int(count) - 1, returnValue: returnValue)))
        }
    }

    /// The closure's finalize notifier: GLib's one release of the box.
    nonisolated static let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<HandlerClosureBox>.fromOpaque(data).release()
    }
}

// The virtual functions hand their C pointers to the main actor with `nonisolated(unsafe)`:
// GtkBuilder calls its scope on GTK's main thread (`assumeIsolated` checks it), and the pointers
// are used synchronously before the function returns.

private let initializeBuilderScope: GInterfaceInitFunc = { table, _ in
    guard let table else { return }
    let interface = table.assumingMemoryBound(to: GtkBuilderScopeInterface.self)
    interface.pointee.get_type_from_name = scopeTypeFromName
    interface.pointee.get_type_from_function = scopeTypeFromFunction
    interface.pointee.create_closure = scopeCreateClosure
}

/// The live ``HandlerScope`` wrapping `scope`.
@MainActor
private func handlerScope(_ scope: OpaquePointer?) -> HandlerScope? {
    scope.flatMap { Object.existingWrapper(of: gObjectPointer($0)) as? HandlerScope }
}

private let scopeTypeFromName:
    @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<CChar>?) -> GType = {
        scope, _, name in
        nonisolated(unsafe) let scope = scope
        nonisolated(unsafe) let name = name
        return MainActor.assumeIsolated {
            guard let name, let scope = handlerScope(scope) else { return 0 }
            return scope.type(named: String(cString: name))
        }
    }

/// `type-func="…"` names a C function to call: refused, there being no symbol lookup.
private let scopeTypeFromFunction:
    @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<CChar>?) -> GType = { _, _, _ in
        0
    }

private let scopeCreateClosure:
    @convention(c) (
        OpaquePointer?, OpaquePointer?, UnsafePointer<CChar>?, GtkBuilderClosureFlags,
        UnsafeMutablePointer<GObject>?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> UnsafeMutablePointer<GClosure>? = { scope, builder, name, flags, object, error in
        nonisolated(unsafe) let scope = scope
        nonisolated(unsafe) let builder = builder
        nonisolated(unsafe) let name = name
        nonisolated(unsafe) let object = object
        nonisolated(unsafe) let error = error
        let swapped = flags.rawValue & GTK_BUILDER_CLOSURE_SWAPPED.rawValue != 0
        // Written on the main actor, read after it returns, on the same thread.
        nonisolated(unsafe) var created: UnsafeMutablePointer<GClosure>?
        MainActor.assumeIsolated {
            guard let name, let scope = handlerScope(scope) else { return }
            let target = object ?? builder.flatMap { gtk_builder_get_current_object($0) }
            switch scope.closure(named: String(cString: name), swapped: swapped, object: target) {
            case .success(let closure):
                created = closure
            case .failure(let failure):
                g_set_error_literal(
                    error, gtk_builder_error_quark(),
                    gint(GTK_BUILDER_ERROR_INVALID_FUNCTION.rawValue), failure.message)
            }
        }
        return created
    }
