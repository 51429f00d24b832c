import CGLib
import GtkRxCore
import Synchronization

/// A FIFO of work run on the GTK main thread, fed from any thread.
///
/// One custom `GSource` on the default `GMainContext` drains the queue: one dispatch runs every
/// job queued up to that moment. Jobs queued from the main thread while a batch runs (work that
/// schedules more work) wait for the next dispatch, so GTK's own events interleave between
/// batches. Jobs that other threads queue meanwhile are taken in the same dispatch, batch after
/// batch, for up to ``batchingBudget`` (a millisecond): a burst of posts from a background
/// thread costs the main thread one iteration of the GLib loop (its poll and every source's
/// prepare and check) per millisecond of work, not one per batch. (Which of two dispatches
/// runs a job another thread queued is a matter of timing its poster cannot observe.)
///
/// Waking the loop is a system call, so the queue does it once per busy spell, not per job:
/// the first post into an idle queue *arms* the source (`g_source_set_ready_time`, safe from
/// any thread, wakes a sleeping loop); a dispatch that finds jobs keeps the source armed, so
/// the loop comes back for what arrives meanwhile without being woken; only a dispatch that
/// finds the queue empty disarms it.
///
/// Posting takes no lock. The pending jobs are a stack threaded through the jobs themselves
/// (newest first, pushed with one compare-and-swap), which a dispatch takes whole with one
/// exchange and turns around into posting order; posting allocates nothing beyond the job.
/// Arming is a flag of its own: a post reads it after its push, and a dispatch that finds
/// nothing clears it before it looks at the stack once more, so (the four accesses being
/// sequentially consistent) either the post sees the flag cleared and arms, or the dispatch
/// sees the job and takes it; no job is left behind a disarmed source.
///
/// The source is never removed: it lives as long as the process, like the default context.
final class MainContextQueue: @unchecked Sendable {
    // Sendable: `pending` and `isArmed` are atomics; `mainThreadQueued` is read and written on
    // the main thread alone; `source` is only handed to `g_source_set_ready_time`, which GLib
    // documents as thread-safe.

    /// A unit of work for the queue: subclasses override ``run()``.
    ///
    /// A job is made on one thread, handed to ``enqueue(_:)`` once, and from then on touched
    /// by the queue alone: `next` is written by the posting thread before the push that
    /// publishes the job (releasing), then read and rewritten by `drain()` on the main thread
    /// after the exchange that takes it (acquiring), which unlinks it and calls ``run()``
    /// exactly once.
    class Job: @unchecked Sendable {
        // Sendable: see the ownership rule above; the push and the take order every access to
        // `next` by two threads.

        /// The job pushed before this one while pending, the job to run after it once taken.
        /// The queue owns every queued job through one retained reference, made by `enqueue`
        /// and given back by `drain`, so the links themselves count nothing.
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

    /// How long one dispatch goes on taking batches that other threads queued while it ran, in
    /// microseconds (of `g_get_monotonic_time`).
    static let batchingBudget: gint64 = 1_000

    /// The queue that serves the default main context.
    static let shared = MainContextQueue()

    /// The pending jobs, newest first, each retained once by `enqueue` (an `Unmanaged<Job>`'s
    /// opaque pointer); `nil` when none is pending.
    private let pending = Atomic<UnsafeMutableRawPointer?>(nil)
    /// Whether the source is armed, or about to be by the thread that set this.
    private let isArmed = Atomic<Bool>(false)
    /// Whether a pending job was queued from the main thread: the batch it is in waits for the
    /// next dispatch. Main thread only.
    private var mainThreadQueued = false
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
        if MainThread.isCurrent {
            mainThreadQueued = true
        }
        var top = pending.load(ordering: .relaxed)
        while true {
            job.next = top.map { Unmanaged<Job>.fromOpaque($0) }
            let (exchanged, original) = pending.weakCompareExchange(
                expected: top, desired: queued.toOpaque(), successOrdering: .sequentiallyConsistent,
                failureOrdering: .relaxed)
            if exchanged { break }
            top = original
        }
        if !isArmed.load(ordering: .sequentiallyConsistent)
            && !isArmed.exchange(true, ordering: .sequentiallyConsistent)
        {
            g_source_set_ready_time(source, 0)
        }
    }

    /// Runs every job queued so far, then what other threads queue meanwhile (see
    /// ``MainContextQueue``). Called by GLib on the main thread.
    fileprivate func drain() {
        guard var next = takeBatch(unlessMainThreadQueued: false) else { return }
        let deadline = g_get_monotonic_time() + Self.batchingBudget
        MainActor.assumeIsolated {
            while true {
                run(batch: next)
                guard g_get_monotonic_time() < deadline,
                    let batch = takeBatch(unlessMainThreadQueued: true)
                else { return }
                next = batch
            }
        }
    }

    /// Takes every pending job, oldest first; `nil` when there is none, which disarms the
    /// source (the next post arms it again), or, with `unlessMainThreadQueued`, when one of
    /// them was queued from the main thread (the source stays armed: the next dispatch takes
    /// them).
    private func takeBatch(unlessMainThreadQueued: Bool) -> Unmanaged<Job>? {
        if unlessMainThreadQueued && mainThreadQueued {
            return nil
        }
        if pending.load(ordering: .relaxed) == nil {
            // Idle: disarm, then look once more (see ``MainContextQueue``). The ready time goes
            // first, so that a post arming after the flag is cleared has the last word. (Within
            // a dispatch GLib blocks the source, so changing its ready time wakes nothing.)
            g_source_set_ready_time(source, -1)
            isArmed.store(false, ordering: .sequentiallyConsistent)
            guard pending.load(ordering: .sequentiallyConsistent) != nil else { return nil }
            // A post came in between: arm again, unless that post does.
            if !isArmed.exchange(true, ordering: .sequentiallyConsistent) {
                g_source_set_ready_time(source, 0)
            }
        }
        guard let top = pending.exchange(nil, ordering: .acquiring) else { return nil }
        // Written only when set: the flag may share a cache line with `pending`, which posting
        // threads write.
        if mainThreadQueued {
            mainThreadQueued = false
        }
        // Newest first: turn the links around into posting order.
        var newer: Unmanaged<Job>? = nil
        var job: Unmanaged<Job>? = Unmanaged<Job>.fromOpaque(top)
        while let current = job {
            current._withUnsafeGuaranteedRef { object in
                job = object.next
                object.next = newer
            }
            newer = current
        }
        return newer
    }

    /// Runs the jobs linked from `first`, in order.
    @MainActor
    private func run(batch first: Unmanaged<Job>) {
        var next: Unmanaged<Job>? = first
        while let queued = next {
            // Given back its reference, each job (and what it holds) is released as soon as it
            // has run, while it is still in the cache.
            let job = queued.takeRetainedValue()
            next = job.next
            job.next = nil
            job.run()
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
