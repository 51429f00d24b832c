import CGLib
import GtkRx

extension GtkTest {
    /// Runs a real `GMainLoop` (`g_main_loop_run`) on the default main context until
    /// `condition` holds or `timeout` passes; returns whether the condition held.
    ///
    /// ``wait(_:timeout:until:)`` iterates the context itself; this runs the loop as an
    /// application does, for code whose behaviour depends on a loop owning the context (work
    /// posted from other threads, `DispatchQueue.main`). The condition is checked every
    /// millisecond. Call it on the main thread (it need not be isolated to the main actor: an
    /// XCTest method that is not `@MainActor` runs on the main thread too).
    public nonisolated static func runMainLoop(
        timeout: Duration = .seconds(10), until condition: @escaping () -> Bool
    ) -> Bool {
        precondition(MainThread.isCurrent, "GtkTest.runMainLoop off the main thread")
        let loop = g_main_loop_new(nil, 0)!
        defer { g_main_loop_unref(loop) }
        let check = LoopCheck(loop: loop, deadline: .now + timeout, condition: condition)
        let source = g_timeout_add_full(
            G_PRIORITY_DEFAULT, 1, LoopCheck.tick, Unmanaged.passRetained(check).toOpaque(),
            LoopCheck.release)
        g_main_loop_run(loop)
        g_source_remove(source)
        return condition()
    }
}

/// What ``GtkTest/runMainLoop(timeout:until:)``'s timeout checks; owned by the GLib source.
private final class LoopCheck {
    let loop: OpaquePointer
    let deadline: ContinuousClock.Instant
    let condition: () -> Bool

    init(loop: OpaquePointer, deadline: ContinuousClock.Instant, condition: @escaping () -> Bool) {
        self.loop = loop
        self.deadline = deadline
        self.condition = condition
    }

    static let tick: GSourceFunc = { data in
        let check = Unmanaged<LoopCheck>.fromOpaque(data!).takeUnretainedValue()
        if check.condition() || ContinuousClock.now >= check.deadline {
            g_main_loop_quit(check.loop)
        }
        return 1  // G_SOURCE_CONTINUE; removed by runMainLoop
    }

    static let release: GDestroyNotify = { data in
        Unmanaged<LoopCheck>.fromOpaque(data!).release()
    }
}
