import CGLib
import GtkRxCore

/// A handler of ``Object/connectObjectArgument(_:after:handler:)``: the Swift closure of the
/// signal's one object argument.
@MainActor
private final class ObjectArgumentHandlerBox: ConnectedHandlerBox {
    let handler: @MainActor (UnsafeMutablePointer<GObject>) -> Void

    init(_ handler: @escaping @MainActor (UnsafeMutablePointer<GObject>) -> Void) {
        self.handler = handler
    }

    /// The C callback GLib calls, through the signal's own marshaller. GTK emits these signals
    /// on the main thread; `MainThread.runFromC` checks it (an emission from another thread is
    /// reported and not handled).
    nonisolated static let call: CGLibPointerArgumentHandler = { _, argument, data in
        guard let data, let argument else { return }
        let box = Unmanaged<ObjectArgumentHandlerBox>.fromOpaque(data).takeUnretainedValue()
        // nonisolated(unsafe): the argument is the emission's object, which the emitter holds
        // for the emission; it is used synchronously, on this thread, before the call returns.
        nonisolated(unsafe) let object = argument.assumingMemoryBound(to: GObject.self)
        _ = MainThread.runFromC("a handler of a signal with one object argument") {
            box.handler(object)
        }
    }
}

extension Object {
    /// Connects `handler` to `signal`, a signal with one object argument and no return value
    /// (such as `GtkSignalListItemFactory::bind`), handing it the argument's object as a
    /// pointer, with no wrapper looked up or made.
    ///
    /// It is the fast path for signals emitted once per row: GLib calls a C function through
    /// the signal's own marshaller (its `va_list` one), where ``connect(_:after:handler:)``
    /// copies the arguments into GValues and marshals them through a closure of its own. The
    /// lifetime rules are the same: the handler is released once, when it is disconnected or
    /// the object goes.
    ///
    /// When the object has no such signal, or the signal has another shape, nothing is
    /// connected: a one-line warning goes to standard error and the returned connection
    /// reports ``SignalConnection/isConnected`` as `false`.
    @discardableResult
    package func connectObjectArgument(
        _ signal: String, after: Bool = false,
        handler: @escaping @MainActor (UnsafeMutablePointer<GObject>) -> Void
    ) -> SignalConnection {
        connect(
            ObjectArgumentHandlerBox(handler),
            if: cAccepts(signal, "Object.connectObjectArgument")
                && cglib_signal_takes_one_object(raw, signal) != 0,
            else: "\(typeName) has no signal \(quotedForReport(signal)) taking one object; "
                + "nothing was connected"
        ) { data in
            cglib_signal_connect_pointer_argument(
                raw, signal, ObjectArgumentHandlerBox.call, data, ConnectedHandlerBox.release,
                after ? 1 : 0)
        }
    }
}
