import CGLib

/// A closure run once on the main thread from a GLib source of a given priority on the default
/// main context: `g_idle_add_full` with that priority, the closure passed through `user_data`
/// (a `@convention(c)` callback cannot capture it).
///
/// At `G_PRIORITY_HIGH_IDLE` (100) it runs after the events and sources of the default
/// priority (0) that are ready in the same turn of the main loop, and before GTK's layout and
/// drawing (`GDK_PRIORITY_RESIZE`, 110; `GDK_PRIORITY_REDRAW`, 120).
@MainActor
package enum OneShotSource {
    /// `G_PRIORITY_HIGH_IDLE`: after the default priority, before GTK's layout and drawing.
    package static let highIdlePriority = G_PRIORITY_HIGH_IDLE

    /// Runs `body` once, from the main loop, at `priority` (lower runs first); the source is
    /// named `name` (for profilers and `G_DEBUG`).
    package static func add(
        priority: Int32, name: String, _ body: @escaping @MainActor () -> Void
    ) {
        let box = OneShotBox(body)
        let id = g_idle_add_full(
            priority, OneShotBox.callback, Unmanaged.passRetained(box).toOpaque(),
            OneShotBox.release)
        g_source_set_name_by_id(id, name)
    }
}

/// What a one-shot source runs; owned by GLib (one retained reference, handed over in
/// `user_data`) and released by the source's destroy notify. Main-actor isolated (so
/// `Sendable`): its closure runs only on the main thread.
@MainActor
private final class OneShotBox {
    let body: @MainActor () -> Void

    init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
    }

    nonisolated static let callback: GSourceFunc = { data in
        guard let data else { return 0 }
        let box = Unmanaged<OneShotBox>.fromOpaque(data).takeUnretainedValue()
        // The source is attached to the default main context, which the main thread iterates.
        MainActor.assumeIsolated { box.body() }
        return 0  // G_SOURCE_REMOVE
    }

    nonisolated static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<OneShotBox>.fromOpaque(data).release()
    }
}
