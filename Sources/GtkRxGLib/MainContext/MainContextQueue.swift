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
/// Posting takes no lock, and allocates nothing beyond the job. The jobs are a FIFO linked
/// through the jobs themselves (an intrusive multi-producer, single-consumer queue): a post
/// swaps itself in as the newest job with one exchange, then links the job before it to
/// itself. So the main thread walks the jobs in posting order, once, and learns the next job's
/// address while it runs the current one: it asks for the next job's memory (still in the
/// posting thread's cache) before running this one, instead of waiting for each job in turn.
/// A post between its exchange and its link is not visible yet: the walk stops there, as at
/// the end of the queue, and that post arms the source once linked.
///
/// Arming is a flag of its own: a post reads it after linking its job, and a dispatch that
/// finds nothing clears it before it looks for a linked job once more, so (the four accesses
/// being sequentially consistent) either the post sees the flag cleared and arms, or the
/// dispatch sees the job and runs it; no job is left behind a disarmed source.
///
/// The source is never removed: it lives as long as the process, like the default context.
final class MainContextQueue: @unchecked Sendable {
    // Sendable: `pending` and `isArmed` are atomics; `mainThreadQueued` is read and written on
    // the main thread alone; `source` is only handed to `g_source_set_ready_time`, which GLib
    // documents as thread-safe.

    /// A unit of work for the queue: subclasses override ``run()``.
    ///
    /// A job is made on one thread, handed to ``enqueue(_:)`` once, and from then on touched
    /// by the queue alone, which calls ``run()`` exactly once, on the main thread.
    class Job: @unchecked Sendable {
        // Sendable: `next` is atomic; subclasses say why theirs are.

        /// The job queued after this one (an `Unmanaged<Job>`'s opaque pointer), `nil` while
        /// there is none: written once, by the post of that next job (releasing), read by the
        /// main thread (acquiring). The queue owns every queued job through one retained
        /// reference, made by `enqueue` and given back once the job has run, so the links
        /// themselves count nothing.
        fileprivate let next = Atomic<UnsafeMutableRawPointer?>(nil)

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

    /// A job of the queue's own, which runs nothing: it stands at the head while no real job
    /// is there, so that the newest job always has one before it to link it, and the last job
    /// run can go. Never released (the queue lives as long as the process).
    private let stub: UnsafeMutableRawPointer = Unmanaged.passRetained(Job()).toOpaque()
    /// The newest job (or the stub); swapped by every post.
    private let newest: Atomic<UnsafeMutableRawPointer>
    /// The oldest job not yet run (or the stub, when it stands first). Main thread only.
    private var oldest: UnsafeMutableRawPointer
    /// Whether the source is armed, or about to be by the thread that set this.
    private let isArmed = Atomic<Bool>(false)
    /// Whether a job was queued from the main thread since the dispatch began: the dispatch
    /// then takes nothing queued after the batch it began with. Main thread only.
    private var mainThreadQueued = false
    private let source: UnsafeMutablePointer<GSource>

    private init() {
        newest = Atomic(stub)
        oldest = stub
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
        if MainThread.isCurrent {
            mainThreadQueued = true
        }
        link(Unmanaged.passRetained(job).toOpaque())
        if !isArmed.load(ordering: .sequentiallyConsistent) {
            arm()
        }
    }

    /// Arms the source unless another thread has, or is about to: the thread that sets the
    /// flag sets the ready time.
    private func arm() {
        if !isArmed.exchange(true, ordering: .sequentiallyConsistent) {
            g_source_set_ready_time(source, 0)
        }
    }

    /// Makes `job` (whose `next` is `nil`) the newest, and links the one before it to it.
    /// Between the two steps the main thread's walk stops at the job before, as at the end.
    private func link(_ job: UnsafeMutableRawPointer) {
        let before = newest.exchange(job, ordering: .acquiringAndReleasing)
        // The job before cannot have gone: the main thread lets a job go only once it has
        // seen the job after it linked (or stands the stub after it).
        Unmanaged<Job>.fromOpaque(before)._withUnsafeGuaranteedRef {
            $0.next.store(job, ordering: .sequentiallyConsistent)
        }
    }

    /// The job linked after `job`, if any.
    private func next(after job: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        Unmanaged<Job>.fromOpaque(job)._withUnsafeGuaranteedRef {
            $0.next.load(ordering: .sequentiallyConsistent)
        }
    }

    /// Takes the oldest job, with the queue's reference to it; `nil` when none is linked (the
    /// queue is empty, or its next post is between its two steps).
    private func takeOldest() -> UnsafeMutableRawPointer? {
        var job = oldest
        var after = next(after: job)
        if job == stub {
            guard let first = after else { return nil }
            oldest = first
            job = first
            after = next(after: first)
        }
        if after == nil {
            // `job` is the last linked. Unless a post is between its steps, stand the stub
            // after it, so that it can be taken (and let go) now.
            guard newest.load(ordering: .acquiring) == job else { return nil }
            Unmanaged<Job>.fromOpaque(stub)._withUnsafeGuaranteedRef {
                $0.next.store(nil, ordering: .relaxed)
            }
            link(stub)
            after = next(after: job)
        }
        guard let after else { return nil }
        oldest = after
        // The next job's memory, still in the posting thread's cache: its header and links,
        // and the fields after them.
        cglib_prefetch_for_writing(after)
        cglib_prefetch_for_writing(after + 64)
        return job
    }

    /// Whether a batch that ends at `end` (the newest job when the batch began) is empty: no
    /// job was queued before it began, or every one has been taken.
    private func isEmptyBatch(endingAt end: UnsafeMutableRawPointer) -> Bool {
        end == stub && oldest == stub
    }

    /// Runs every job queued so far, then what other threads queue meanwhile (see
    /// ``MainContextQueue``). Called by GLib on the main thread.
    fileprivate func drain() {
        mainThreadQueued = false
        var end = newest.load(ordering: .acquiring)
        guard !isEmptyBatch(endingAt: end), let first = takeOldest() else {
            disarmUnlessPending()
            return
        }
        let deadline = g_get_monotonic_time() + Self.batchingBudget
        MainActor.assumeIsolated {
            var job = first
            while true {
                let endsBatch = job == end
                // Given back its reference, the job (and what it holds) is released as soon as
                // it has run, while it is still in the cache.
                Unmanaged<Job>.fromOpaque(job).takeRetainedValue().run()
                if endsBatch {
                    // Work the main thread queued meanwhile waits for the next dispatch.
                    guard !mainThreadQueued, g_get_monotonic_time() < deadline else { return }
                    end = newest.load(ordering: .acquiring)
                    if isEmptyBatch(endingAt: end) { return }
                }
                guard let taken = takeOldest() else { return }
                job = taken
            }
        }
    }

    /// Called when a dispatch found no job: disarms the source (the next post arms it again),
    /// then looks once more (see ``MainContextQueue``) and arms it again if a job was linked
    /// meanwhile, unless that job's post does.
    private func disarmUnlessPending() {
        // The ready time goes first, so that a post arming after the flag is cleared has the
        // last word. (Within a dispatch GLib blocks the source, so changing its ready time
        // wakes nothing.)
        g_source_set_ready_time(source, -1)
        isArmed.store(false, ordering: .sequentiallyConsistent)
        if next(after: oldest) != nil {
            arm()
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
