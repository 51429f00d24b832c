import GtkRxCore

/// A main-thread scheduler for `subscribe(on:)`: runs work at once when already on the main
/// thread, and queues it on the main loop otherwise.
public final class ConcurrentMainScheduler: MainLoopTimedScheduler, Sendable {
    /// The scheduler.
    public static let instance = ConcurrentMainScheduler()

    private init() {}

    /// Runs `action` now on the main thread, or queued from another thread.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if MainThread.isCurrent {
            return action(state)
        }
        return MainScheduler.asyncInstance.schedule(state, action: action)
    }
}
