import CGLib
import GtkRxCore

/// A GLib timeout on the default main context that runs a closure on the main thread once, or
/// repeatedly, until disposed.
///
/// Disposing removes the source (`g_source_destroy` is safe from any thread); GLib then
/// releases the closure through the source's destroy notify.
final class TimeoutSource: Cancelable, @unchecked Sendable {
    // Sendable: the GSource pointer is only used with GLib's thread-safe source functions
    // (`g_source_destroy`, `g_source_is_destroyed`, `g_source_unref`); the closure runs on the
    // thread that iterates the default context, the main thread.

    private let source: UnsafeMutablePointer<GSource>

    /// Schedules `fire` after `interval` (rounded up to whole milliseconds), and then every
    /// `interval` when `repeats`.
    init(after interval: RxTimeInterval, repeats: Bool, fire: @escaping () -> Void) {
        let nanoseconds = max(0, interval.nanoseconds)
        let milliseconds = UInt32(clamping: (nanoseconds + 999_999) / 1_000_000)
        source = g_timeout_source_new(milliseconds)
        let box = TimeoutBox(repeats: repeats, fire: fire)
        g_source_set_callback(
            source, TimeoutBox.callback, Unmanaged.passRetained(box).toOpaque(),
            TimeoutBox.release)
        g_source_set_name(source, "GtkRx timer")
        g_source_attach(source, nil)
    }

    deinit { g_source_unref(source) }

    var isDisposed: Bool { g_source_is_destroyed(source) != 0 }

    func dispose() { g_source_destroy(source) }
}

/// What a timeout's callback runs; owned by GLib and released by its destroy notify.
private final class TimeoutBox {
    let repeats: Bool
    let fire: () -> Void

    init(repeats: Bool, fire: @escaping () -> Void) {
        self.repeats = repeats
        self.fire = fire
    }

    static let callback: GSourceFunc = { data in
        guard let data else { return 0 }
        let box = Unmanaged<TimeoutBox>.fromOpaque(data).takeUnretainedValue()
        box.fire()
        return box.repeats ? 1 : 0  // G_SOURCE_CONTINUE : G_SOURCE_REMOVE
    }

    static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<TimeoutBox>.fromOpaque(data).release()
    }
}
