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
        _ = handle
    }

    /// The main queue's eventfd, watched by the attached source; `nil` when libdispatch has
    /// none (nothing is attached then).
    private static let handle: Int32? = {
        // Touching the main queue creates its eventfd.
        _ = DispatchQueue.main
        let fd = _dispatch_get_main_queue_handle_4CF()
        guard fd >= 0 else { return nil }
        let id = g_unix_fd_add_full(G_PRIORITY_DEFAULT, fd, G_IO_IN, drain, nil, nil)
        g_source_set_name(g_main_context_find_source_by_id(nil, id), sourceName)
        return fd
    }()

    /// The source's name (`g_source_get_name`), for debugging and tests.
    package static let sourceName = "GtkRx: libdispatch's main queue"

    /// Whether one of this type's drains is running (then main-queue work is running).
    ///
    /// `nonisolated(unsafe)`: read and written on the main thread only (the source is attached
    /// to the main context, which the main thread runs, and ``drainNow()`` returns at once on
    /// any other thread).
    nonisolated(unsafe) private static var isDraining = false

    /// Resets the eventfd, then runs the queued work. libdispatch ignores a nested call (main
    /// work that itself iterates the GLib loop), leaving the rest for the outer drain.
    private static let drain: GUnixFDSourceFunc = { fd, _, _ in
        run(fd)
        return 1  // G_SOURCE_CONTINUE
    }

    /// What the source's dispatch does, on the main thread.
    private static func run(_ fd: Int32) {
        let outer = isDraining
        isDraining = true
        defer { isDraining = outer }
        cglib_eventfd_clear(fd)
        _dispatch_main_queue_callback_4CF(nil)
    }

    /// Runs the main queue's work now, in the current dispatch of the GLib loop, instead of in
    /// the loop's next iteration: a GLib callback that has just queued a task's next part on
    /// the main actor (``awaitAsyncCall(_:)``) lets the task go on at once, sparing the iteration (a
    /// wake-up through the eventfd, a `poll`, this source's dispatch) that would run it.
    ///
    /// It does what the source's dispatch does (reset the eventfd, then drain), so the work
    /// runs in the same order. It does nothing off the main thread, before the source is
    /// attached, or while main-queue work is running: inside one of this type's drains, or
    /// inside a task (a loop iterated by a task, as the tests' pumping is, runs its callbacks
    /// inside the drain that runs the task). libdispatch would ignore the nested drain, and the
    /// work waits for the outer drain to end, as it does without this function.
    ///
    /// - Returns: whether the queue was drained.
    @discardableResult
    package static func drainNow() -> Bool {
        guard cglib_is_main_thread() != 0, !isDraining, let fd = handle,
            !withUnsafeCurrentTask(body: { $0 != nil })
        else { return false }
        run(fd)
        return true
    }
}
