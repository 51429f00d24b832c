import GtkRxCore

/// What a ``Recorder`` has received: its elements, and how the sequence ended, if it has.
public struct Recording<Element> {
    /// The elements, in order.
    public var elements: [Element] = []
    /// The error the sequence failed with, if it failed.
    public var error: Swift.Error?
    /// Whether the sequence completed.
    public var completed = false

    /// Whether the sequence has ended.
    public var isStopped: Bool { completed || error != nil }
}

/// A thread-safe list that closures on any thread append to, and an observer that records a
/// subscription's events from any thread.
public final class Recorder<Element>: @unchecked Sendable {
    // Sendable: `recording` is guarded by its lock; `onStop` is set before subscribing.
    private let recording = Locked(Recording<Element>())

    /// Runs, on the thread that delivered it, after a stop event is recorded.
    public var onStop: (() -> Void)?

    /// An empty recorder.
    public init() {}

    /// Appends `element`.
    public func append(_ element: Element) {
        recording.withLock { $0.elements.append(element) }
    }

    /// The elements so far.
    public var elements: [Element] { recording.withLock { $0.elements } }

    /// Everything so far.
    public var snapshot: Recording<Element> { recording.current }

    /// An observer that records each event.
    public var observer: AnyObserver<Element> {
        AnyObserver { event in
            self.recording.withLock { recording in
                switch event {
                case .next(let element): recording.elements.append(element)
                case .error(let error): recording.error = error
                case .completed: recording.completed = true
                }
            }
            if event.isStopEvent { self.onStop?() }
        }
    }
}

/// Indices recorded with whether each ran on the main thread, from any thread.
public final class ThreadRecord: Sendable {
    private let entries = Locked<[(index: Int, onMainThread: Bool)]>([])

    /// An empty record.
    public init() {}

    /// Records `index`, run on the main thread or not.
    public func append(_ index: Int, onMainThread: Bool) {
        entries.withLock { $0.append((index, onMainThread)) }
    }

    /// How many indices were recorded.
    public var count: Int { entries.withLock { $0.count } }
    /// The indices, in the order recorded.
    public var indices: [Int] { entries.withLock { $0.map(\.index) } }
    /// Whether every index was recorded on the main thread.
    public var allOnMainThread: Bool { entries.withLock { $0.allSatisfy(\.onMainThread) } }
}
