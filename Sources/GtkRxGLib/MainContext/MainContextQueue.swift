import CGLib
import GtkRxCore

/// A FIFO of work run on the GTK main thread, fed from any thread.
///
/// One custom `GSource` on the default `GMainContext` drains the queue: one dispatch runs every
/// job queued up to that moment. Jobs queued while a batch runs wait for the next dispatch, so
/// GTK's own events interleave between batches.
///
/// Waking the loop is a system call, so the queue does it once per busy spell, not per job:
/// the first post into an idle queue *arms* the source (`g_source_set_ready_time`, safe from
/// any thread, wakes a sleeping loop); a dispatch that finds jobs keeps the source armed, so
/// the loop comes back for what arrives meanwhile without being woken; only a dispatch that
/// finds the queue empty disarms it. Arming and disarming happen under the queue's lock,
/// so no post can slip between a disarm and its own check.
///
/// The queue is a singly linked list threaded through the jobs themselves, so posting
/// allocates nothing beyond the job: no array storage to grow, no closure box per entry.
///
/// The source is never removed: it lives as long as the process, like the default context.
final class MainContextQueue: @unchecked Sendable {
    // Sendable: `pending` is guarded by `lock`; `source` is only handed to
    // `g_source_set_ready_time`, which GLib documents as thread-safe.

    /// A unit of work for the queue: subclasses override ``run()``.
    ///
    /// A job is made on one thread, handed to ``enqueue(_:)`` once, and from then on touched
    /// by the queue alone: `next` under the queue's lock while queued, then by `drain()` on
    /// the main thread, which unlinks it and calls ``run()`` exactly once.
    class Job: @unchecked Sendable {
        // Sendable: see the ownership rule above; `next` is never read or written by two
        // threads without the queue's lock between them.

        /// The job queued after this one. The queue owns every queued job through one
        /// retained reference, made by `enqueue` and given back by `drain`, so the links
        /// themselves count nothing.
        fileprivate var next: Unmanaged<Job>?

        /// Runs the work; called once, on the main thread, by the queue.
        @MainActor
        func run() {}
    }

    /// A job that runs a closure.
    private final class ClosureJob: Job, @unchecked Sendable {
        // Sendable: as `Job`; `body` is itself `@Sendable`.
        private let body: @Sendable @MainActor () -> Void

        init(_ body: @escaping @Sendable @MainActor () -> Void) {
            self.body = body
        }

        @MainActor
        override func run() { body() }
    }

    /// The pending jobs, oldest first, each retained once by `enqueue`; and whether the
    /// source is armed.
    private struct List {
        var isArmed = false
        var head: Unmanaged<Job>?
        var tail: Unmanaged<Job>?
    }

    /// The queue that serves the default main context.
    static let shared = MainContextQueue()

    // A pthread mutex rather than Synchronization's `Mutex`: ThreadSanitizer sees the ordering
    // a pthread mutex gives, not the one of `Mutex`'s futex slow path (compiled outside it).
    private let lock = Lock()
    private var pending = List()
    private let source: UnsafeMutablePointer<GSource>

    private init() {
        source = g_source_new(MainContextQueue.sourceFunctions, UInt32(MemoryLayout<GSource>.size))
        g_source_set_name(source, "GtkRx main-thread queue")
        g_source_set_priority(source, G_PRIORITY_DEFAULT)
        g_source_set_ready_time(source, -1)
        g_source_attach(source, nil)
        DispatchMainQueueSource.install()
    }

    /// Appends `body`; it runs on the main thread during a later iteration of the GLib loop.
    func enqueue(_ body: @escaping @Sendable @MainActor () -> Void) {
        enqueue(ClosureJob(body))
    }

    /// Appends `job`, which must not be queued already; its ``Job/run()`` is called on the main
    /// thread during a later iteration of the GLib loop.
    func enqueue(_ job: Job) {
        let queued = Unmanaged.passRetained(job)
        let arms = lock.withLock { () -> Bool in
            if let tail = pending.tail {
                tail._withUnsafeGuaranteedRef { $0.next = queued }
            } else {
                pending.head = queued
            }
            pending.tail = queued
            guard !pending.isArmed else { return false }
            pending.isArmed = true
            return true
        }
        if arms {
            g_source_set_ready_time(source, 0)
        }
    }

    /// Runs every job queued so far. Called by GLib on the main thread.
    fileprivate func drain() {
        var next = lock.withLock { () -> Unmanaged<Job>? in
            let head = pending.head
            pending.head = nil
            pending.tail = nil
            if head == nil {
                // Idle: the next post arms the source again. (Within a dispatch GLib blocks
                // the source, so changing its ready time here wakes nothing.)
                pending.isArmed = false
                g_source_set_ready_time(source, -1)
            }
            return head
        }
        MainActor.assumeIsolated {
            while let queued = next {
                // Given back its reference, each job (and what it holds) is released as soon
                // as it has run, while it is still in the cache.
                let job = queued.takeRetainedValue()
                next = job.next
                job.next = nil
                job.run()
            }
        }
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
