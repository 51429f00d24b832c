/// What the main thread alone counts for one ``MainScheduler``: how many of its queued actions
/// have run, and how deeply inline runs are nested.
///
/// Posting threads count what they queue elsewhere (the scheduler's `queuedCount`); these two
/// counts sit on a 64-byte cache line of their own, so that a post from another thread, which
/// writes `queuedCount`, does not take from the main thread the line it reads and writes for
/// every action (false sharing).
///
/// Unsafe pointer, and why it is sound: the counts live in memory allocated once per
/// scheduler, aligned to a cache line, and freed only by the scheduler's `deinit`. The two
/// static schedulers live as long as the process; any other scheduler is kept alive by each
/// action it has queued until that action has counted itself run, and an inline run happens
/// inside a call on the scheduler, so the memory outlives every use. Once initialized (on the
/// thread that made the scheduler, before it is shared), only the main thread reads or writes
/// it (queued actions run there, and inline runs happen only there), so no two threads touch
/// it at once; debug builds assert that. Copying the value copies the pointer,
/// without reference counting: a queued action keeps one to count itself run.
///
/// What it buys: a post from a background thread costs 0.17–0.23 of a `g_idle_add_full` with
/// this type, 0.21–0.23 with the counts in an ordinary object that each queued action retains
/// (GtkRxBenchmarks, same run).
@usableFromInline
struct MainThreadCounters: @unchecked Sendable {
    // Sendable: see above; the pointee is confined to the main thread.
    @usableFromInline
    struct Counts {
        @usableFromInline var ran = 0
        @usableFromInline var inlineDepth = 0
    }

    @usableFromInline
    let counts: UnsafeMutablePointer<Counts>

    /// Counters on a cache line of their own, until ``deallocate()``.
    static func allocate() -> MainThreadCounters {
        let cacheLine = 64
        let counts = UnsafeMutableRawPointer.allocate(byteCount: cacheLine, alignment: cacheLine)
            .bindMemory(to: Counts.self, capacity: 1)
        counts.initialize(to: Counts())
        return MainThreadCounters(counts: counts)
    }

    private init(counts: UnsafeMutablePointer<Counts>) {
        self.counts = counts
    }

    /// Frees the counters; called once, by their scheduler's `deinit`, on any thread (it only
    /// frees the memory).
    func deallocate() {
        counts.deinitialize(count: 1)
        UnsafeMutableRawPointer(counts).deallocate()
    }

    /// How many queued actions have run (or been dropped, disposed).
    @inlinable
    var ran: Int {
        get {
            assert(MainThread.isCurrent, "MainScheduler's counters read off the main thread")
            return counts.pointee.ran
        }
        nonmutating set {
            assert(MainThread.isCurrent, "MainScheduler's counters written off the main thread")
            counts.pointee.ran = newValue
        }
    }

    /// How many inline runs are in progress, nested.
    @inlinable
    var inlineDepth: Int {
        get {
            assert(MainThread.isCurrent, "MainScheduler's counters read off the main thread")
            return counts.pointee.inlineDepth
        }
        nonmutating set {
            assert(MainThread.isCurrent, "MainScheduler's counters written off the main thread")
            counts.pointee.inlineDepth = newValue
        }
    }
}
