import CGLib
import GtkRxCore
import Synchronization

/// A Swift closure connected to a GObject signal, until it is disconnected or the object goes.
///
/// GLib owns the handler: the closure's box is retained once when connected and released by
/// the closure's finalize notifier, which GLib calls exactly once, whichever comes first of
/// ``disconnect()``, the object's disposal (a widget's destruction) or its finalization.
/// `disconnect()` is idempotent, may be called from any thread (the handler is then
/// disconnected on the main thread), and never touches an object that has gone.
///
/// Dropping a `SignalConnection` does not disconnect it.
public final class SignalConnection: @unchecked Sendable {
    // Sendable: `instance` is dereferenced only on the main thread, and only while `isLive`
    // (cleared by GLib before the instance can be freed) says the handler still exists.

    private let instance: UnsafeMutablePointer<GObject>
    private let handlerID: gulong
    private let liveness: HandlerLiveness

    init(instance: UnsafeMutablePointer<GObject>, handlerID: gulong, liveness: HandlerLiveness) {
        self.instance = instance
        self.handlerID = handlerID
        self.liveness = liveness
    }

    /// Whether the handler is still connected.
    public var isConnected: Bool { liveness.isLive }

    /// Disconnects the handler, releasing its closure. Does nothing when already disconnected.
    public func disconnect() {
        MainThread.perform { [self] in
            if liveness.isLive {
                g_signal_handler_disconnect(instance, handlerID)
            }
        }
    }
}

/// Whether a signal handler still exists; cleared when GLib releases the handler's closure.
final class HandlerLiveness: Sendable {
    private let live = Atomic(true)

    var isLive: Bool { live.load(ordering: .acquiring) }

    func end() { live.store(false, ordering: .releasing) }
}

/// What GLib holds for a connected handler: its liveness flag, ended when GLib releases it.
/// Subclasses hold the Swift closure, of the shape their C callback hands it.
@MainActor
class ConnectedHandlerBox {
    let liveness = HandlerLiveness()

    deinit { liveness.end() }

    /// The closure's finalize notifier: GLib's one release of the box.
    nonisolated static let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<ConnectedHandlerBox>.fromOpaque(data).release()
    }
}

/// A handler of ``Object/connect(_:after:handler:)``: the Swift closure of the signal's
/// arguments as GValues.
@MainActor
private final class SignalHandlerBox: ConnectedHandlerBox {
    let handler: @MainActor (SignalArguments) -> Void

    init(_ handler: @escaping @MainActor (SignalArguments) -> Void) {
        self.handler = handler
    }

    /// GLib's marshaller for every GtkRx handler: hands the emission's values to the closure.
    /// GTK emits signals on the main thread; `assumeIsolated` checks it.
    nonisolated static let marshal: GClosureMarshal = { closure, returnValue, count, values, _, _ in
        guard let data = closure?.pointee.data, let values else { return }
        let box = Unmanaged<SignalHandlerBox>.fromOpaque(data).takeUnretainedValue()
        // nonisolated(unsafe): the arguments point into GLib's values for this emission and are
        // used synchronously, on this same thread, before the marshaller returns.
        nonisolated(unsafe) let arguments = SignalArguments(
            values: values, count: Int(count) - 1, returnValue: returnValue)
        MainActor.assumeIsolated {
            box.handler(arguments)
        }
    }
}

extension Object {
    /// Connects `handler` to the signal `signal` (for example `"clicked"` or
    /// `"notify::label"`), to run before the signal's default handler, or after it when `after`.
    ///
    /// The handler keeps what it captures alive until it is disconnected, the object is
    /// disposed, or the object is finalized; capture the emitting wrapper weakly.
    ///
    /// When the object has no such signal, nothing is connected: the handler is released at
    /// once, a one-line warning goes to standard error, and the returned connection reports
    /// ``SignalConnection/isConnected`` as `false`.
    @discardableResult
    public func connect(
        _ signal: String, after: Bool = false,
        handler: @escaping @MainActor (SignalArguments) -> Void
    ) -> SignalConnection {
        connect(
            SignalHandlerBox(handler), if: hasSignal(signal),
            else: "\(typeName) has no signal \(quotedForReport(signal)); nothing was connected"
        ) { data in
            cglib_signal_connect_marshal(
                raw, signal, SignalHandlerBox.marshal, data, ConnectedHandlerBox.release,
                after ? 1 : 0)
        }
    }

    /// Hands `box` to GLib through `connectBox` (given the retained box, returning the handler
    /// id) when `isConnectable`; else releases it and warns with `warning`.
    func connect(
        _ box: ConnectedHandlerBox, if isConnectable: Bool, else warning: @autoclosure () -> String,
        through connectBox: (UnsafeMutableRawPointer) -> gulong
    ) -> SignalConnection {
        let liveness = box.liveness
        guard isConnectable else {
            liveness.end()
            printWarning(warning())
            return SignalConnection(instance: objectPointer, handlerID: 0, liveness: liveness)
        }
        let handlerID = connectBox(Unmanaged.passRetained(box).toOpaque())
        return SignalConnection(instance: objectPointer, handlerID: handlerID, liveness: liveness)
    }

    /// Connects a handler that ignores the signal's arguments.
    @discardableResult
    public func connect(
        _ signal: String, after: Bool = false, handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        connect(signal, after: after) { (_: SignalArguments) in handler() }
    }

    /// Whether the object's class has a signal called `name` (a detail such as `::label` is
    /// allowed).
    public func hasSignal(_ name: String) -> Bool {
        var signalID: guint = 0
        var detail: GQuark = 0
        guard cAccepts(name, "Object.hasSignal") else { return false }
        return g_signal_parse_name(name, cglib_object_type(raw), &signalID, &detail, 0) != 0
    }
}
