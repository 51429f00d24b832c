import Dispatch
import FoundationEssentials

/// A scheduler that runs its work on a dispatch queue, as its configuration says.
protocol DispatchQueueScheduling: SchedulerType {
    var configuration: DispatchQueueConfiguration { get }
}

extension DispatchQueueScheduling {
    /// The current time.
    public var now: RxTime { Date() }

    /// Runs `action` on the queue.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Runs `action` on the queue after `dueTime`.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(
            state, startAfter: startAfter, period: period, action: action)
    }
}

/// Scheduling on a dispatch queue, shared by the dispatch-queue schedulers.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        let cancel = SingleAssignmentDisposable()
        // The action and its state move to the queue; the caller keeps no use of them.
        let work = Transfer((state, action))
        queue.async {
            if !cancel.isDisposed {
                cancel.setDisposable(work.value.1(work.value.0))
            }
        }
        return cancel
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let result = SingleAssignmentDisposable()
        let timer = TimerHolder(queue: queue)
        timer.source.schedule(deadline: .now() + dueTime, leeway: leeway)
        // The action and its state move to the queue, where the timer fires once.
        let work = Transfer((state, action))
        timer.start {
            timer.cancel()
            if !result.isDisposed {
                result.setDisposable(work.value.1(work.value.0))
            }
        }
        return Disposables.create(result, timer)
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let timer = TimerHolder(queue: queue)
        timer.source.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        // The state moves to the queue and is threaded through the action there; a timer's
        // handler never runs concurrently with itself.
        let periodic = Transfer(PeriodicDispatchState(state: state, action: action))
        timer.start { periodic.value.tick() }
        return timer
    }
}

/// A dispatch timer that stays alive until it is cancelled: its handler holds it, and
/// libdispatch releases the handler once the source is cancelled (by disposal, or a one-shot
/// timer firing), which breaks that cycle.
private final class TimerHolder: Disposable, @unchecked Sendable {
    // Sendable: a dispatch source is thread-safe to cancel from any thread; it is configured
    // only before `start` resumes it.
    let source: DispatchSourceTimer

    init(queue: DispatchQueue) {
        source = DispatchSource.makeTimerSource(queue: queue)
    }

    /// Installs `handler`, which keeps this holder alive until cancelled, and starts the timer.
    func start(_ handler: @escaping () -> Void) {
        // The handler runs on the timer's queue only; it is handed over to the source here.
        let handler = Transfer(handler)
        source.setEventHandler { [self] in
            withExtendedLifetime(self) { handler.value() }
        }
        source.resume()
    }

    func cancel() { source.cancel() }

    func dispose() { source.cancel() }
}

/// The state a periodic action threads from one run to the next, on the timer's queue.
private final class PeriodicDispatchState<StateType> {
    private var state: StateType
    private let action: (StateType) -> StateType

    init(state: StateType, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.action = action
    }

    func tick() { state = action(state) }
}
