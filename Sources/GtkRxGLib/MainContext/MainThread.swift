import CGLib
import GtkRxCore
import Synchronization

/// The thread GTK lives on, and a way to reach it from any other thread.
///
/// GTK, like `@MainActor`, belongs to the process's main thread. Code that may run elsewhere
/// (a deinitializer, a `Disposable` released on a background queue) uses ``perform(_:)`` to
/// do its GTK work there.
public enum MainThread {
    /// Whether the caller runs on the main thread.
    @inlinable @inline(__always)
    public static var isCurrent: Bool { cglib_is_main_thread() != 0 }

    /// Runs `work` now when called on the main thread; otherwise queues it on the default
    /// `GMainContext`, where it runs, in FIFO order with other queued work, once the GLib
    /// loop iterates.
    public static func perform(_ work: @escaping @Sendable @MainActor () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated(work)
        } else {
            MainContextQueue.shared.enqueue(work)
        }
    }
}
