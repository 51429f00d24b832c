import Dispatch
import Foundation
import GtkRxCore
import GtkRxVirtualTime
import Synchronization
import TestHelpers
import XCTest

/// A scheduler that passes its work on to a ``TestScheduler`` and counts how often it is asked
/// to schedule something.
final class CountingScheduler: SchedulerType {
    let base: TestScheduler
    private(set) var scheduleCount = 0

    init(_ base: TestScheduler) {
        self.base = base
    }

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        scheduleCount += 1
        return base.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleCount += 1
        return base.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}

/// Runs `body` and checks that every operator subscription it made was released by its end
/// (counted in debug builds only, see `Resources`).
func assertSubscriptionsReleased(
    file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void
) {
    let before = Resources.total
    body()
    // At most: what an earlier test left on its way out may be released meanwhile (under
    // ThreadSanitizer it was); a leaked subscription still raises the count.
    XCTAssertLessThanOrEqual(
        Resources.total, before, "operator subscriptions leaked", file: file, line: line)
}

/// Runs work on a serial `DispatchQueue`, as a scheduler on a real thread would.
final class SerialQueueScheduler: ImmediateSchedulerType, Sendable {
    let queue = DispatchQueue(label: "GtkRxTests.SerialQueueScheduler")
    private let key = DispatchSpecificKey<Bool>()
    private let count = Atomic(0)

    init() {
        queue.setSpecific(key: key, value: true)
    }

    /// Whether the caller runs on the scheduler's queue.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }

    /// How often work has been scheduled.
    var scheduleCount: Int { count.load(ordering: .relaxed) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        count.add(1, ordering: .relaxed)
        let work = Handoff(state: state, action: action)
        let result = SingleAssignmentDisposable()
        queue.async {
            if !result.isDisposed {
                result.setDisposable(work.action(work.state))
            }
        }
        return result
    }
}

/// Runs timed work on the concurrent global queue, on the wall clock: timers may fire on
/// several threads at once, and at the same time as the source emits.
final class ConcurrentTimerScheduler: SchedulerType, Sendable {
    var now: RxTime { Date() }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let work = Handoff(state: state, action: action)
        let result = SingleAssignmentDisposable()
        DispatchQueue.global().asyncAfter(deadline: .now() + dueTime) {
            if !result.isDisposed {
                result.setDisposable(work.action(work.state))
            }
        }
        return result
    }
}

/// The action and state a scheduler hands to a dispatch queue.
// Sendable: the scheduling thread gives them up to the queue, which alone runs the action,
// once.
private struct Handoff<State>: @unchecked Sendable {
    let state: State
    let action: (State) -> Disposable
}

/// An observer that records what it receives from other threads, and whether two events were
/// ever delivered at the same time or an event followed a stop event.
final class ConcurrentEventLog: ObserverType, Sendable {
    private let state = Locked<(elements: [Int], stops: [Event<Int>], violations: [String])>(
        ([], [], []))
    private let delivering = Atomic(0)
    private let stopped: XCTestExpectation

    /// A log that fulfils `stopped` on the first stop event.
    init(stopped: XCTestExpectation) {
        self.stopped = stopped
    }

    func on(_ event: Event<Int>) {
        if delivering.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
            state.withLock { $0.violations.append("overlapping delivery of \(event)") }
        }
        let isFirstStop = state.withLock { state -> Bool in
            if !state.stops.isEmpty {
                state.violations.append("\(event) after \(state.stops[0])")
            }
            switch event {
            case .next(let element):
                state.elements.append(element)
                return false
            case .error, .completed:
                state.stops.append(event)
                return state.stops.count == 1
            }
        }
        delivering.subtract(1, ordering: .acquiringAndReleasing)
        if isFirstStop {
            stopped.fulfill()
        }
    }

    /// The elements received, in order.
    var elements: [Int] { state.withLock { $0.elements } }
    /// The stop events received.
    var stops: [Event<Int>] { state.withLock { $0.stops } }
    /// What broke the observer contract.
    var violations: [String] { state.withLock { $0.violations } }
}

/// A sequence of `0..<count` and a completion, emitted on a thread of its own.
func elementsOnAnotherThread(_ count: Int) -> Observable<Int> {
    Observable.create { observer in
        let handoff = ObserverHandoff(observer: observer)
        Thread.detachNewThread {
            for value in 0..<count {
                handoff.observer.onNext(value)
            }
            handoff.observer.onCompleted()
        }
        return Disposables.create()
    }
}

/// An observer handed to the one thread that emits to it.
// Sendable: only that thread uses it once handed over.
private struct ObserverHandoff: @unchecked Sendable {
    let observer: AnyObserver<Int>
}

/// A scheduler whose timers never end on their own: a test ends them, oldest first, on its own
/// thread with ``endNextTimer()``, so it decides exactly when each time span is over.
final class ManualTimerScheduler: SchedulerType, Sendable {
    private let pending = Locked<[(BooleanDisposable, @Sendable () -> Void)]>([])

    var now: RxTime { Date() }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let work = Handoff(state: state, action: action)
        let cancelled = BooleanDisposable()
        pending.withLock { $0.append((cancelled, { _ = work.action(work.state) })) }
        return cancelled
    }

    /// Runs the oldest timer not cancelled; `false` when there is none.
    func endNextTimer() -> Bool {
        while let (cancelled, action) = pending.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            if !cancelled.isDisposed {
                action()
                return true
            }
        }
        return false
    }
}
