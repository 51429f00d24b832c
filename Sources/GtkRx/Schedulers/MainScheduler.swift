import CGtk
import FoundationEssentials
import Synchronization

/// The scheduler of GTK's main thread: where UI work and bindings run.
///
/// ``instance`` runs an action at once when it is scheduled on the main thread with nothing of
/// its own still queued; otherwise it queues the action on the default `GMainContext`, where it
/// runs in FIFO order once the GLib loop iterates. Disposing queued work before it runs stops it
/// from running. ``asyncInstance`` always queues.
///
/// Queued work goes through one custom `GSource` fed by a locked queue, so a wake-up of the
/// loop runs a whole batch. Timed work uses GLib timeout sources, removed when disposed.
public final class MainScheduler: MainLoopTimedScheduler, Sendable {
    /// Runs work inline on the main thread when it can, queued otherwise.
    public static let instance = MainScheduler(alwaysQueues: false)

    /// Always queues work on the main thread, even when called there.
    public static let asyncInstance = MainScheduler(alwaysQueues: true)

    private let alwaysQueues: Bool
    /// How many of this scheduler's actions are queued or running; `schedule` runs an action at
    /// once only when none are.
    fileprivate let queued = Atomic<Int>(0)

    private init(alwaysQueues: Bool) {
        self.alwaysQueues = alwaysQueues
    }

    /// Stops the program unless called on the main thread.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        precondition(
            MainThread.isCurrent,
            errorMessage ?? "Executing on a background thread; schedule the work on "
                + "MainScheduler.instance to run it on the main thread")
    }

    /// Stops the program unless called on the main thread.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        ensureExecutingOnScheduler(errorMessage: errorMessage)
    }

    /// Runs `body` at once, and returns `true`, when ``schedule(_:action:)`` would run it at once;
    /// returns `false` without running it otherwise. Unlike `schedule`, it allocates nothing.
    @inline(__always)
    func runNowIfPossible(_ body: () -> Void) -> Bool {
        guard !alwaysQueues, MainThread.isCurrent else { return false }
        guard queued.wrappingAdd(1, ordering: .relaxed).oldValue == 0 else {
            queued.wrappingSubtract(1, ordering: .relaxed)
            return false
        }
        body()
        queued.wrappingSubtract(1, ordering: .relaxed)
        return true
    }

    /// Runs `action` on the main thread: at once when possible (see ``MainScheduler``), else
    /// queued.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let alreadyQueued = queued.wrappingAdd(1, ordering: .relaxed).oldValue
        if !alwaysQueues && alreadyQueued == 0 && MainThread.isCurrent {
            let disposable = action(state)
            queued.wrappingSubtract(1, ordering: .relaxed)
            return disposable
        }
        // The action and its state move to the main thread; this thread keeps no use of them.
        let queuedAction = QueuedAction(scheduler: self) { action(state) }
        MainContextQueue.shared.enqueue { queuedAction.run() }
        return queuedAction
    }
}

/// An action ``MainScheduler`` queued: it runs once, on the main thread, unless disposed
/// first; disposing it after it ran disposes what it returned.
///
/// The queued path of a scheduler that other threads may post to many times a second, so it
/// takes no lock and has no generic type (whose metadata would be looked up at run time at
/// each use): the caller binds the action to its state in `work`, and `phase` alone,
/// atomically, orders running against disposing.
private final class QueuedAction: Cancelable, @unchecked Sendable {
    // Sendable: `work` is set before the object is shared and then only used by `run()`, which
    // runs once, on the main thread. `result` is written by `run()` before it moves `phase`
    // from `running` to `done` (releasing), and afterwards only by the one caller of
    // `dispose()` that moves `phase` from `done` (acquiring); when `dispose()` comes while the
    // action runs, `run()` keeps `result` to itself and disposes it.
    private static let pending = 0
    private static let running = 1
    private static let done = 2
    private static let disposed = 3

    private let phase = Atomic<Int>(QueuedAction.pending)
    private var work: (() -> Disposable)?
    private var result: Disposable?
    // unowned(unsafe): the schedulers are the two static instances, which live as long as the
    // process; not retaining one spares a reference count shared by every posting thread.
    private unowned(unsafe) let scheduler: MainScheduler

    init(scheduler: MainScheduler, work: @escaping () -> Disposable) {
        self.scheduler = scheduler
        self.work = work
    }

    var isDisposed: Bool { phase.load(ordering: .acquiring) == QueuedAction.disposed }

    /// Runs the action unless it was disposed; called once, by the main-thread queue.
    func run() {
        // Taken out, the action and its state go once it has run (or, disposed, not run), on
        // the main thread, even while whoever scheduled it keeps the disposable.
        if let work = work.take(),
            phase.compareExchange(
                expected: QueuedAction.pending, desired: QueuedAction.running,
                ordering: .acquiring
            ).exchanged
        {
            let disposable = work()
            result = disposable
            if !phase.compareExchange(
                expected: QueuedAction.running, desired: QueuedAction.done,
                ordering: .acquiringAndReleasing
            ).exchanged {
                // Disposed while it ran.
                result = nil
                disposable.dispose()
            }
        }
        scheduler.queued.wrappingSubtract(1, ordering: .relaxed)
    }

    func dispose() {
        let previous = phase.exchange(QueuedAction.disposed, ordering: .acquiringAndReleasing)
        if previous == QueuedAction.done {
            let held = result
            result = nil
            held?.dispose()
        }
    }
}

/// A scheduler whose timed work runs on the main loop, through GLib timeouts.
protocol MainLoopTimedScheduler: SchedulerType {}

extension MainLoopTimedScheduler {
    /// The current time.
    public var now: RxTime { Date() }

    /// Runs `action` on the main thread after `dueTime`, through a GLib timeout.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        MainLoopTimers.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main thread after `startAfter`, then every `period`.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        MainLoopTimers.schedulePeriodic(
            state, startAfter: startAfter, period: period, action: action)
    }
}

/// Timed work on the main loop, shared by the main-thread schedulers.
enum MainLoopTimers {
    static func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let result = SingleAssignmentDisposable()
        // The action and its state move to the main thread, where the timeout fires.
        let work = Transfer((state, action))
        let timeout = TimeoutSource(after: dueTime, repeats: false) {
            if !result.isDisposed {
                result.setDisposable(work.value.1(work.value.0))
            }
        }
        return Disposables.create(timeout, result)
    }

    static func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let periodic = PeriodicState(state: state, action: action)
        let current = SerialDisposable()
        let tick = { periodic.tick() }
        if startAfter.nanoseconds == period.nanoseconds {
            current.disposable = TimeoutSource(after: period, repeats: true, fire: tick)
        } else {
            // The state and the serial disposable are only used on the main thread, where the
            // first timeout fires.
            let first = Transfer(tick)
            current.disposable = TimeoutSource(after: startAfter, repeats: false) {
                first.value()
                current.disposable = TimeoutSource(after: period, repeats: true, fire: first.value)
            }
        }
        return current
    }
}

/// The state a periodic action threads from one run to the next; used on the main thread only.
private final class PeriodicState<StateType> {
    private var state: StateType
    private let action: (StateType) -> StateType

    init(state: StateType, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.action = action
    }

    func tick() { state = action(state) }
}
