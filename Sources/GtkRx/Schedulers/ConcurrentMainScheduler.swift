import FoundationEssentials

/// A main-thread scheduler for `subscribe(on:)`: runs work at once when already on the main
/// thread, and queues it on the main loop otherwise.
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
    /// The scheduler.
    public static let instance = ConcurrentMainScheduler()

    private init() {}

    /// The current time.
    public var now: RxTime { Date() }

    /// Runs `action` now on the main thread, or queued from another thread.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if MainThread.isCurrent {
            return action(state)
        }
        return MainScheduler.asyncInstance.schedule(state, action: action)
    }

    /// Runs `action` on the main thread after `dueTime`.
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
