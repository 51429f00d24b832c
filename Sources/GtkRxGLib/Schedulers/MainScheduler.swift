import CGLib
import FoundationEssentials
import GtkRxCore
import Synchronization

/// The scheduler of GTK's main thread: where UI work and bindings run.
///
/// ``instance`` runs an action at once when it is scheduled on the main thread with nothing of
/// its own still queued, and not from inside another action of its own that it is running at
/// once; otherwise it queues the action on the default `GMainContext`, where it runs in FIFO
/// order once the GLib loop iterates. Disposing queued work before it runs stops it from
/// running. ``asyncInstance`` always queues.
///
/// "Its own" is per instance, as in RxSwift: ``init()`` makes a scheduler with a queue count of
/// its own, and the UI layer's types each use one (every `Binder`, and every `Driver` or
/// `Signal` conversion, through `SharingScheduler.make()`). So a Driver delivering on the main
/// thread into a Binder runs the Binder's work at once, inside its own: a freshly built window
/// shows its bound state before the call that bound it returns. Work an instance queued from
/// another thread still runs before anything scheduled on that instance later.
///
/// Queued work goes through one custom `GSource` fed by a lock-free queue, so a wake-up of the
/// loop runs a whole batch. Timed work uses GLib timeout sources, removed when disposed.
public final class MainScheduler: MainLoopTimedScheduler, Sendable {
    /// Runs work inline on the main thread when it can, queued otherwise.
    public static let instance = MainScheduler(alwaysQueues: false, forProcessLifetime: true)

    /// Always queues work on the main thread, even when called there.
    public static let asyncInstance = MainScheduler(alwaysQueues: true, forProcessLifetime: true)

    @usableFromInline
    let alwaysQueues: Bool

    /// Whether this scheduler lives as long as the process (the two static instances): the
    /// actions it queues then need not keep it, and its counters, alive.
    private let isForProcessLifetime: Bool

    // The inline rule, "nothing of its own still queued", is kept without making threads share
    // a cache line per action: posting threads count what they queue in `queuedCount`; the
    // main thread alone counts what has run, and marks inline runs, in `mainThreadCounts`. An
    // action is pending while `queuedCount` is ahead of `mainThreadCounts.ran`.

    /// How many actions were queued, ever; incremented by whichever thread queues one.
    @usableFromInline
    let queuedCount = Atomic<Int>(0)

    /// What the main thread alone counts, on a cache line of its own.
    @usableFromInline
    let mainThreadCounts = MainThreadCounters.allocate()

    /// A main-thread scheduler with a queue count of its own, which runs work inline like
    /// ``instance`` (RxSwift's `MainScheduler()`): what it runs at once or queues is counted
    /// apart from every other instance's.
    public convenience init() {
        self.init(alwaysQueues: false, forProcessLifetime: false)
    }

    private init(alwaysQueues: Bool, forProcessLifetime: Bool) {
        self.alwaysQueues = alwaysQueues
        self.isForProcessLifetime = forProcessLifetime
    }

    deinit {
        // Every action this scheduler queued holds it until it has counted itself run (see
        // `schedule`), so nothing can touch the counters any more.
        mainThreadCounts.deallocate()
    }

    /// Whether an action scheduled now can run at once: on the main thread, in a scheduler
    /// that runs inline, with no action of its own queued or running.
    @inlinable @inline(__always)
    var canRunInline: Bool {
        !alwaysQueues && MainThread.isCurrent && mainThreadCounts.inlineDepth == 0
            && queuedCount.load(ordering: .relaxed) == mainThreadCounts.ran
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
    ///
    /// Inlinable: ``Binder`` calls it for every element, from the UI layer's module.
    @inlinable @inline(__always)
    package func runNowIfPossible(_ body: () -> Void) -> Bool {
        guard canRunInline else { return false }
        mainThreadCounts.inlineDepth += 1
        body()
        mainThreadCounts.inlineDepth -= 1
        return true
    }

    // `@_specialize` (the compiler's underscored, long-standing attribute): specialized for
    // `Void`, the state of most internal callers (`observe(on:)` among them), the generic entry
    // point checks for it and jumps to a version that finds the queued action's type without a
    // run-time metadata lookup. What it buys: a post from a background thread costs 0.17–0.23
    // of a `g_idle_add_full` with it, 0.22–0.27 without (GtkRxBenchmarks, same run).

    /// Runs `action` on the main thread: at once when possible (see ``MainScheduler``), else
    /// queued.
    @_specialize(where StateType == Void)
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if canRunInline {
            mainThreadCounts.inlineDepth += 1
            defer { mainThreadCounts.inlineDepth -= 1 }
            return action(state)
        }
        queuedCount.wrappingAdd(1, ordering: .relaxed)
        // The action and its state move to the main thread; this thread keeps no use of them.
        // The action keeps a scheduler that may go away alive until it has counted itself
        // run; the two static ones need no reference count shared by every posting thread.
        let queuedAction = QueuedAction(
            counters: mainThreadCounts, owner: isForProcessLifetime ? nil : self, state: state,
            action: action)
        MainContextQueue.shared.enqueue(queuedAction)
        return queuedAction
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
