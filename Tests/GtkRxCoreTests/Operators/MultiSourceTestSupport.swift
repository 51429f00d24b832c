import Foundation
import GtkRxCore
import GtkRxVirtualTime
import Synchronization
import TestHelpers

/// A source a test drives by hand, from any thread: ``send(_:)`` hands an event to the
/// current subscriber, if any.
final class ManualSource<Element>: @unchecked Sendable {
    // Sendable: `observer` is guarded by its lock; the events themselves are sent by one thread
    // at a time per source, as the observer contract asks.
    private let observer = Locked<AnyObserver<Element>?>(nil)

    /// The sequence; one subscriber at a time.
    var observable: Observable<Element> {
        Observable.create { observer in
            self.observer.withLock { $0 = observer }
            return Disposables.create { self.observer.withLock { $0 = nil } }
        }
    }

    /// Whether someone is subscribed.
    var isSubscribed: Bool { observer.withLock { $0 != nil } }

    func send(_ event: Event<Element>) {
        observer.current?.on(event)
    }

    func onNext(_ element: Element) { send(.next(element)) }
    func onCompleted() { send(.completed) }
}

/// An observer that records what it receives from any thread, and counts the times two events
/// overlapped (it was entered while already receiving one).
final class ConcurrencyRecorder<Element>: ObserverType, @unchecked Sendable {
    // Sendable: `recorded` is guarded by its lock; `receiving` and `overlapCount` are atomics;
    // `onEvent` is set before any event arrives and only read afterwards.
    private let recorded = Locked<[Event<Element>]>([])
    private let receiving = Atomic(0)
    private let overlapCount = Atomic(0)

    var events: [Event<Element>] { recorded.current }
    var elements: [Element] { events.compactMap(\.element) }
    var overlaps: Int { overlapCount.load(ordering: .relaxed) }

    /// Runs when an event arrives, before it is recorded (for re-entrancy tests).
    var onEvent: ((Event<Element>) -> Void)?

    func on(_ event: Event<Element>) {
        if receiving.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
            overlapCount.add(1, ordering: .relaxed)
        }
        // Give another thread the chance to enter meanwhile, which must not happen.
        for _ in 0..<50 { _ = receiving.load(ordering: .relaxed) }
        recorded.withLock { $0.append(event) }
        onEvent?(event)
        receiving.subtract(1, ordering: .acquiringAndReleasing)
    }
}

/// Runs `bodies` on as many threads at once, and returns when all are done.
func runConcurrently(_ bodies: [@Sendable () -> Void]) {
    DispatchQueue.concurrentPerform(iterations: bodies.count) { index in
        bodies[index]()
    }
}

/// `count` hot sources for arity tests: source `i` sends `i + 1` at `210 + 10 × i`, source 0
/// sends 10 more at 300, and all complete at 400.
func aritySources(_ scheduler: TestScheduler, count: Int) -> [TestableObservable<Int>] {
    (0..<count).map { index in
        var events: [Recorded<Event<Int>>] = [.next(210 + 10 * index, index + 1)]
        if index == 0 {
            events.append(.next(300, 10))
        }
        events.append(.completed(400))
        return scheduler.createHotObservable(events)
    }
}

/// The sum of `1 … count`.
func triangular(_ count: Int) -> Int { count * (count + 1) / 2 }
