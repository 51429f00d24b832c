import CGLib
import GtkRxCore

/// The link between one GObject and its Swift wrapper.
///
/// A wrapper owns exactly one reference to its object, a *toggle reference*. GLib tells the
/// anchor when that reference stops or starts being the only one:
///
/// - while something else (a parent widget, GtkBuilder, GTK's list of windows) also holds the
///   object, the anchor keeps the wrapper alive, so the object's Swift identity (and the state
///   of a Swift subclass) lasts as long as the object is in use;
/// - once the wrapper's reference is the only one left, the anchor lets go, and the wrapper
///   lives exactly as long as Swift code holds it. Its `deinit` drops the reference and the
///   object is finalized.
///
/// The anchor is also stored on the object as qdata, so the same pointer always maps back to
/// the same wrapper.
final class WrapperAnchor: @unchecked Sendable {
    // Sendable: `object` is only used on the main thread, or with GLib's thread-safe reference
    // counting; the wrapper references in `state` are guarded by `WrapperAnchor.lock`.

    private struct State {
        /// The wrapper, held as a weak reference would hold it. Not through `weak`: that gives
        /// every wrapper a side table, and routes every retain and release of every wrapper,
        /// anywhere, through its slower path (see `TargetReference`).
        var wrapper: TargetReference<Object>?
        var keptAlive: Object?
    }

    /// The wrapped object. Valid while the toggle reference is held.
    let object: UnsafeMutablePointer<GObject>
    /// Guards every anchor's `state`. A pthread mutex rather than Synchronization's `Mutex`:
    /// ThreadSanitizer sees the ordering a pthread mutex gives, not the one of `Mutex`'s futex
    /// slow path (compiled outside it).
    ///
    /// One lock for all anchors, not one per anchor: GLib may call ``toggled`` on a thread of
    /// its own (GIO's worker thread drops its reference to a `GSubprocess` when the child
    /// exits), and a per-anchor lock would be read from the anchor before it is taken. GLib
    /// orders that read after the anchor was made (its toggle references are under a GLib lock),
    /// but ThreadSanitizer cannot see GLib's locks and reported it as a race. The shared lock is
    /// reached without reading the anchor, and its hold is short and never nested.
    private static let lock = Lock()
    private var state = State()
    /// The retain GLib holds through the toggle reference's user data; set once in `attach`,
    /// before the anchor is shared.
    private var toggleToken: Unmanaged<WrapperAnchor>?

    /// An anchor for `object`, not yet attached to it.
    init(object: UnsafeMutablePointer<GObject>) {
        self.object = object
    }

    /// The live wrapper of `object`, if it has one.
    static func wrapper(of object: UnsafeMutablePointer<GObject>) -> Object? {
        guard let data = g_object_get_qdata(object, quark) else { return nil }
        return Unmanaged<WrapperAnchor>.fromOpaque(data).takeUnretainedValue().wrapper
    }

    /// The wrapper, unless it has been released (or is being deinitialized).
    var wrapper: Object? { WrapperAnchor.lock.withLock { state.wrapper?.load() } }

    /// The wrapper, when no Swift code holds it but this anchor, which keeps it alive while C
    /// code holds the object too; `nil` when the anchor does not keep it (only the wrapper
    /// holds the object) or Swift code holds it besides. One look under the lock.
    var wrapperHeldOnlyByAnchor: Object? {
        WrapperAnchor.lock.withLock {
            isKnownUniquelyReferenced(&state.keptAlive) ? state.keptAlive : nil
        }
    }

    /// Makes `wrapper` the wrapper of the object: records the anchor on the object and turns the
    /// ordinary reference the caller owns into the wrapper's toggle reference.
    func attach(_ wrapper: Object) {
        // Assume someone else holds the object too; GLib corrects that at once below if the
        // caller's reference was the only other one.
        let reference = TargetReference(wrapper)
        WrapperAnchor.lock.withLock {
            state.wrapper = reference
            state.keptAlive = wrapper
        }
        g_object_set_qdata_full(
            object, WrapperAnchor.quark, Unmanaged.passRetained(self).toOpaque(),
            WrapperAnchor.releaseAnchor)
        let token = Unmanaged.passRetained(self)
        toggleToken = token
        g_object_add_toggle_ref(object, WrapperAnchor.toggled, token.toOpaque())
        g_object_unref(object)
    }

    /// Drops the toggle reference (finalizing the object if it was the last one). Main thread.
    func detach() {
        guard let token = toggleToken else { return }
        g_object_remove_toggle_ref(object, WrapperAnchor.toggled, token.toOpaque())
        token.release()
    }

    /// GLib's toggle notification: the wrapper's reference became the last one, or stopped
    /// being it. May be called on any thread that refs or unrefs the object.
    private static let toggled: GToggleNotify = { data, _, isLastReference in
        guard let data else { return }
        let anchor = Unmanaged<WrapperAnchor>.fromOpaque(data).takeUnretainedValue()
        // Release outside the lock: letting go may run the wrapper's deinit.
        let released: Object? = WrapperAnchor.lock.withLock {
            if isLastReference != 0 {
                let wrapper = anchor.state.keptAlive
                anchor.state.keptAlive = nil
                return wrapper
            }
            anchor.state.keptAlive = anchor.state.wrapper?.load()
            return nil
        }
        _ = released
    }

    /// Releases the qdata's retain of an anchor when the object is finalized or re-wrapped.
    private static let releaseAnchor: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<WrapperAnchor>.fromOpaque(data).release()
    }

    /// The key of the qdata. `g_quark_from_string`, which copies the name: GLib keeps the
    /// name's pointer for the life of the process and compares it when anyone looks data up
    /// by name (`g_object_get_data`), and the C string Swift passes for a literal may be a
    /// temporary copy, freed once the call returns (AddressSanitizer and memcheck both caught
    /// GLib reading it after it was freed).
    private static let quark: GQuark = g_quark_from_string("gtkrx-wrapper-anchor")
}
