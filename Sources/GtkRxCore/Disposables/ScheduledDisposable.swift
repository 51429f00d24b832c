/// Disposes a disposable on a scheduler: disposing it schedules the wrapped disposable's
/// disposal on ``scheduler``, for resources that must be released on a given thread or queue.
///
/// Thread-safe; only the first ``dispose()`` schedules anything.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    // Sendable: the wrapped disposable is guarded by `lock`, taken out exactly once and
    // handed to the scheduler, which disposes it on one thread; `scheduler` never changes,
    // and scheduling on it from any thread is a scheduler's contract.
    private let lock = Lock()
    private var disposable: Disposable?

    /// The scheduler the wrapped disposable is disposed on.
    public let scheduler: ImmediateSchedulerType

    /// Wraps `disposable`, to be disposed on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Whether ``dispose()`` has been called (the wrapped disposable may still be waiting for
    /// the scheduler).
    public var isDisposed: Bool { lock.withLock { disposable == nil } }

    /// Schedules the wrapped disposable's disposal on ``scheduler``; only the first call does.
    public func dispose() {
        let taken = lock.withLock {
            defer { disposable = nil }
            return disposable
        }
        guard let taken else { return }
        _ = scheduler.schedule(taken) { disposable in
            disposable.dispose()
            return Disposables.create()
        }
    }
}
