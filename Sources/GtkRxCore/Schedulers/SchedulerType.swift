import Dispatch
import FoundationEssentials

/// A relative time, as in RxSwift: `.seconds(1)`, `.milliseconds(300)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute time, as in RxSwift.
public typealias RxTime = Date

/// Runs work, now or as soon as it can.
public protocol ImmediateSchedulerType {
    /// Runs `action` with `state`, and returns a disposable that cancels it if it has not run,
    /// or disposes what it returned if it has.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
}

/// Runs work now, later, or periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Runs `action` with `state` after `dueTime`.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` after `startAfter`, then every `period`, passing the state each run
    /// returns to the next, until disposed.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Periodic work built from relative scheduling, for schedulers without a native timer.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let serial = SerialDisposable()
        func next(_ state: StateType, after delay: RxTimeInterval) {
            serial.disposable = scheduleRelative(state, dueTime: delay) { state in
                next(action(state), after: period)
                return Disposables.create()
            }
        }
        next(state, after: startAfter)
        return serial
    }
}

extension ImmediateSchedulerType {
    /// Runs `action` with `state`; the action may ask to run again with a new state by calling
    /// the function it is given. Each run waits for the previous one to return.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (State, (State) -> Void) -> Void
    ) -> Disposable {
        let recursion = RecursiveImmediateScheduler(scheduler: self, action: action)
        recursion.schedule(state)
        return Disposables.create(with: recursion.dispose)
    }
}

/// The state of a recursive schedule: the disposables of the runs still pending.
private final class RecursiveImmediateScheduler<State>: @unchecked Sendable {
    // Sendable: the group of pending runs is a thread-safe CompositeDisposable; each run is
    // handed to the scheduler, which runs it on one thread.
    private let scheduler: ImmediateSchedulerType
    private let action: (State, (State) -> Void) -> Void
    private let pending = CompositeDisposable()

    init(scheduler: ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    func schedule(_ state: State) {
        let run = SingleAssignmentDisposable()
        guard let key = pending.insert(run) else { return }
        let scheduled = scheduler.schedule(state) { [self] state in
            pending.remove(for: key)
            if !pending.isDisposed {
                action(state, self.schedule)
            }
            return Disposables.create()
        }
        run.setDisposable(scheduled)
    }

    func dispose() { pending.dispose() }
}

extension DispatchTimeInterval {
    /// The interval in nanoseconds (`.never` is `Int64.max`).
    package var nanoseconds: Int64 {
        switch self {
        case .seconds(let value): Int64(value) * 1_000_000_000
        case .milliseconds(let value): Int64(value) * 1_000_000
        case .microseconds(let value): Int64(value) * 1_000
        case .nanoseconds(let value): Int64(value)
        case .never: .max
        @unknown default: .max
        }
    }

    /// The interval in seconds.
    package var seconds: Double { Double(nanoseconds) / 1_000_000_000 }
}

extension Date {
    /// This date moved by `interval`.
    package func adding(_ interval: RxTimeInterval) -> Date {
        addingTimeInterval(interval.seconds)
    }
}
