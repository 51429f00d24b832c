import CGLib
import Dispatch

/// Runs libdispatch's main queue from the GLib main loop.
///
/// On Linux nothing drains `DispatchQueue.main` unless a run loop asks libdispatch to: with
/// GTK's loop in charge of the main thread, `DispatchQueue.main.async`, `@MainActor` tasks and
/// resumptions after `await` would never run. This source watches the eventfd libdispatch
/// signals when main-queue work arrives, and runs that work on the main thread, in FIFO order,
/// as one more event source among GTK's own.
///
/// It is attached to the default main context once, the first time GtkRx is used on the main
/// thread (GTK initialized, an application run, the main-thread queue used, or any wrapper
/// created, even when C code started GTK), and serves every loop that runs that context:
/// `Application.run()`, a `GMainLoop` run by C code, or a test pumping the context.
package enum DispatchMainQueueSource {
    /// Attaches the source, once.
    package static func install() {
        _ = attached
    }

    private static let attached: Bool = {
        // Touching the main queue creates its eventfd.
        _ = DispatchQueue.main
        let fd = _dispatch_get_main_queue_handle_4CF()
        guard fd >= 0 else { return false }
        g_unix_fd_add_full(G_PRIORITY_DEFAULT, fd, G_IO_IN, drain, nil, nil)
        return true
    }()

    /// Resets the eventfd, then runs the queued work. libdispatch ignores a nested call (main
    /// work that itself iterates the GLib loop), leaving the rest for the outer drain.
    private static let drain: GUnixFDSourceFunc = { fd, _, _ in
        cglib_eventfd_clear(fd)
        _dispatch_main_queue_callback_4CF(nil)
        return 1  // G_SOURCE_CONTINUE
    }
}
