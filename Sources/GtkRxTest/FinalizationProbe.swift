import CGLib
import CGtk
import GtkRx
import Synchronization

/// Tells whether a GObject has gone, through a GLib weak reference (`g_object_weak_ref`), for
/// leak tests:
///
/// ```swift
/// var label: Label? = Label("x")
/// let probe = FinalizationProbe(label!)
/// label = nil
/// XCTAssertTrue(probe.isFinalized)
/// ```
///
/// GLib notifies weak references when the object is disposed on its way to finalization (or
/// when a widget is destroyed). The probe holds no reference to the object.
@MainActor
public final class FinalizationProbe {
    private let object: UnsafeMutablePointer<GObject>
    private let state: State

    /// Watches `object`'s GObject.
    public init(_ object: Object) {
        self.object = object.objectPointer
        state = State()
        g_object_weak_ref(
            self.object, FinalizationProbe.notify, Unmanaged.passRetained(state).toOpaque())
    }

    /// Whether the object has been disposed or finalized.
    public var isFinalized: Bool { state.isGone }

    /// Whether that happened on the main thread (`false` while the object lives).
    public var wasFinalizedOnMainThread: Bool { state.wentOnMainThread }

    isolated deinit {
        if !state.isGone {
            // The object outlives the probe: take the weak reference back.
            let data = Unmanaged.passUnretained(state).toOpaque()
            g_object_weak_unref(object, FinalizationProbe.notify, data)
            Unmanaged<State>.fromOpaque(data).release()
        }
    }

    private final class State: Sendable {
        private let gone = Atomic(false)
        private let onMainThread = Atomic(false)
        var isGone: Bool { gone.load(ordering: .acquiring) }
        var wentOnMainThread: Bool { onMainThread.load(ordering: .acquiring) }
        func markGone() {
            onMainThread.store(MainThread.isCurrent, ordering: .relaxed)
            gone.store(true, ordering: .releasing)
        }
    }

    private static let notify: GWeakNotify = { data, _ in
        guard let data else { return }
        let state = Unmanaged<State>.fromOpaque(data).takeRetainedValue()
        state.markGone()
    }
}
