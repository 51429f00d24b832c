import CGtk
import Synchronization

/// A FIFO of closures run on the GTK main thread, fed from any thread.
///
/// One custom `GSource` on the default `GMainContext` drains the queue: posting into an empty
/// queue marks the source ready (`g_source_set_ready_time` is safe from any thread and wakes a
/// sleeping loop), and one dispatch runs every closure queued up to that moment. Closures
/// queued while a batch runs wait for the next dispatch, so GTK's own events interleave
/// between batches.
///
/// The source is never removed: it lives as long as the process, like the default context.
final class MainContextQueue: @unchecked Sendable {
    // Sendable: `pending` is guarded by its mutex; `source` is only handed to
    // `g_source_set_ready_time`, which GLib documents as thread-safe; `spare` is only touched
    // by `drain()`, which GLib calls on the thread that iterates the default context, the
    // main thread.

    typealias Job = @Sendable @MainActor () -> Void

    /// A queued job. The struct keeps the closure in its own representation: an array of bare
    /// closures stores each behind a reabstraction thunk, one allocation per job. `drain()`
    /// takes the job out to run it.
    private struct Entry {
        var job: Job?
    }

    /// The queue that serves the default main context.
    static let shared = MainContextQueue()

    private let pending = Mutex<[Entry]>([])
    private var spare: [Entry] = []
    private let source: UnsafeMutablePointer<GSource>

    private init() {
        source = g_source_new(MainContextQueue.sourceFunctions, UInt32(MemoryLayout<GSource>.size))
        g_source_set_name(source, "GtkRx main-thread queue")
        g_source_set_priority(source, G_PRIORITY_DEFAULT)
        g_source_set_ready_time(source, -1)
        g_source_attach(source, nil)
        DispatchMainQueueSource.install()
    }

    /// Appends `job`; it runs on the main thread during a later iteration of the GLib loop.
    func enqueue(_ job: @escaping Job) {
        let wasEmpty = pending.withLock { queue in
            queue.append(Entry(job: job))
            return queue.count == 1
        }
        if wasEmpty {
            g_source_set_ready_time(source, 0)
        }
    }

    /// Runs every job queued so far. Called by GLib on the main thread.
    fileprivate func drain() {
        g_source_set_ready_time(source, -1)
        var batch = spare
        spare = []
        pending.withLock { swap(&$0, &batch) }
        MainActor.assumeIsolated {
            for index in batch.indices {
                // Taken out, the job (and what it holds) is released as soon as it has run,
                // while it is still in the cache.
                if let job = batch[index].job.take() {
                    job()
                }
            }
        }
        batch.removeAll(keepingCapacity: true)
        spare = batch
    }

    /// The source's vtable: no prepare or check (readiness is the ready time), a dispatch that
    /// drains the queue. GLib keeps the pointer for the source's life, so it is never freed.
    // nonisolated(unsafe): written once by the lazy initializer, read-only afterwards.
    nonisolated(unsafe) private static let sourceFunctions: UnsafeMutablePointer<GSourceFuncs> = {
        let functions = UnsafeMutablePointer<GSourceFuncs>.allocate(capacity: 1)
        functions.initialize(to: GSourceFuncs())
        functions.pointee.dispatch = { _, _, _ in
            MainContextQueue.shared.drain()
            return 1  // G_SOURCE_CONTINUE
        }
        return functions
    }()
}
