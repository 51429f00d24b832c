import GtkRxCore
import Synchronization

/// An action ``MainScheduler`` queued: it runs once, on the main thread, unless disposed
/// first; disposing it after it ran disposes what it returned.
///
/// The queued path of a scheduler that other threads may post to many times a second, so one
/// object is all a post allocates: it is the queue's job (linked into the queue itself) and the
/// disposable handed back, and it holds the action and its state as they are (binding them in
/// a closure would be a second allocation). It takes no lock: `phase` alone, atomically,
/// orders running against disposing.
///
/// Once run (or dropped, disposed) it lets go of the action, and with it of what the action
/// captured, even while whoever scheduled it keeps the disposable. The state stays as long as
/// the object: code generic over `StateType` looks the metadata of `Optional<StateType>` up at
/// run time, a shared table that costs both threads on every post, so the state is not kept
/// in an optional to be taken out. (Most states are `Void`, `observe(on:)`'s among them, and
/// most disposables of queued work are let go of once it has run.)
final class QueuedAction<StateType>: MainContextQueue.Job, Cancelable, @unchecked Sendable {
    // Sendable: `action` and `state` are set before the object is shared and then only used
    // by `run()`, which runs once, on the main thread. `result` is written by `run()` before
    // it moves `phase` from `running` to `done` (releasing), and afterwards only by the one
    // caller of `dispose()` that moves `phase` from `done` (acquiring); when `dispose()` comes
    // while the action runs, `run()` keeps `result` to itself and disposes it. `owner` is set
    // before the object is shared and cleared only by `run()`.
    private static var pending: Int { 0 }
    private static var running: Int { 1 }
    private static var done: Int { 2 }
    private static var disposed: Int { 3 }

    private let phase: Atomic<Int>
    /// `nil` once run or dropped. An optional of a function type has the same layout whatever
    /// `StateType` is, so reading and clearing it looks nothing up.
    private var action: ((StateType) -> Disposable)?
    private let state: StateType
    private var result: Disposable?
    /// The scheduler's main-thread counters, which count this action run (a plain pointer: no
    /// reference count for every posting thread to share).
    private let counters: MainThreadCounters
    /// The scheduler that owns `counters`, kept alive until this action has counted itself run
    /// or dropped; `nil` for the static schedulers, which live as long as the process. Let go
    /// of on the main thread, once counted.
    private var owner: MainScheduler?

    init(
        counters: MainThreadCounters, owner: MainScheduler?, state: StateType,
        action: @escaping (StateType) -> Disposable
    ) {
        self.phase = Atomic(Self.pending)
        self.counters = counters
        self.owner = owner
        self.state = state
        self.action = action
    }

    var isDisposed: Bool { phase.load(ordering: .acquiring) == Self.disposed }

    /// Runs the action unless it was disposed; called once, by the main-thread queue.
    @MainActor
    override func run() {
        // Read and cleared (not `take()`n: the generic call would want the action type's
        // metadata), the action goes once it has run, or, disposed, not run.
        let action = self.action
        self.action = nil
        // Counted once it is over: while it runs, work it schedules queues behind it. The
        // scheduler (and with it the counters) may go once the count is made.
        defer {
            counters.ran += 1
            owner = nil
        }
        guard let action,
            phase.compareExchange(
                expected: Self.pending, desired: Self.running, ordering: .acquiring
            ).exchanged
        else { return }
        let disposable = action(state)
        result = disposable
        if !phase.compareExchange(
            expected: Self.running, desired: Self.done, ordering: .acquiringAndReleasing
        ).exchanged {
            // Disposed while it ran.
            result = nil
            disposable.dispose()
        }
    }

    func dispose() {
        let previous = phase.exchange(Self.disposed, ordering: .acquiringAndReleasing)
        if previous == Self.done {
            let held = result
            result = nil
            held?.dispose()
        }
    }
}
