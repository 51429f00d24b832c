import Synchronization

/// One producer's value: which producer sent it, and its place in that producer's order.
struct Stamp: Sendable {
    var producer: Int
    var sequence: Int
}

/// What Binder closures applied, recorded from whatever thread they run on.
final class BindingTally: Sendable {
    struct Snapshot {
        var total = 0
        var offMainThread = 0
        var outOfOrder = 0
        var misrouted = 0
        var lastSequence: [Int]
        var perProducer: [Int]
    }

    // Locked although the bindings should all run on the main thread: when that property is
    // broken, the tally must still count correctly (and not race) to show it.
    private let state: Locked<Snapshot>

    init(producers: Int) {
        state = Locked(
            Snapshot(
                lastSequence: Array(repeating: -1, count: producers),
                perProducer: Array(repeating: 0, count: producers)))
    }

    func record(_ stamp: Stamp, boundTo producer: Int, onMainThread: Bool) {
        state.withLock { state in
            state.total += 1
            if !onMainThread { state.offMainThread += 1 }
            guard stamp.producer == producer else {
                state.misrouted += 1
                return
            }
            if stamp.sequence <= state.lastSequence[producer] { state.outOfOrder += 1 }
            state.lastSequence[producer] = stamp.sequence
            state.perProducer[producer] += 1
        }
    }

    var total: Int { state.withLock { $0.total } }

    var snapshot: Snapshot { state.withLock { $0 } }
}

/// A counter threads share.
final class SharedCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// Adds one; what the thread did before is visible to whoever then reads ``value``.
    func increment() { count.add(1, ordering: .releasing) }

    /// The count.
    var value: Int { count.load(ordering: .acquiring) }
}

/// A flag threads share, raised once.
final class SharedFlag: Sendable {
    private let raised = Atomic(false)

    /// Raises the flag; what the thread did before is visible to whoever then sees it raised.
    func raise() { raised.store(true, ordering: .releasing) }

    /// Whether the flag is raised.
    var isRaised: Bool { raised.load(ordering: .acquiring) }
}

/// A value shared between threads, guarded by a pthread mutex.
///
/// Stress tests use this rather than `Synchronization.Mutex`: on Linux, ThreadSanitizer does
/// not see `Mutex`'s locking (Swift 6.3.1 reports a race on every `Mutex`-guarded value two
/// threads use), and these tests must run clean under `--sanitize=thread`.
final class Locked<Value>: @unchecked Sendable {
    // Sendable: `value` is only read or written inside `lock`.
    private let lock = NSLockLike()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
