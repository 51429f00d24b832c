/// A subject's observers, in subscription order, each under a key for removal.
///
/// A value type: a subject copies it (a retain, not an allocation) to dispatch an event outside
/// its lock.
struct ObserverBag<Element> {
    typealias Key = Int

    private var entries: [(key: Key, on: (Event<Element>) -> Void)] = []
    private var nextKey: Key = 0

    var isEmpty: Bool { entries.isEmpty }

    mutating func insert(_ on: @escaping (Event<Element>) -> Void) -> Key {
        let key = nextKey
        nextKey += 1
        entries.append((key, on))
        return key
    }

    /// Removes the observer with `key`; returns whether it was there.
    @discardableResult
    mutating func remove(_ key: Key) -> Bool {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return false }
        entries.remove(at: index)
        return true
    }

    mutating func removeAll() {
        entries.removeAll()
    }

    func dispatch(_ event: Event<Element>) {
        for entry in entries {
            entry.on(event)
        }
    }
}

/// A subscription to a subject: disposing removes the observer.
final class SubjectSubscription: Disposable, @unchecked Sendable {
    // Sendable: `remove` is taken under `lock` exactly once and run outside it.
    private let lock = Lock()
    private var remove: (() -> Void)?

    init(remove: @escaping () -> Void) {
        self.remove = remove
        Resources.increment()
    }

    deinit { Resources.decrement() }

    func dispose() {
        let remove = lock.withLock {
            defer { self.remove = nil }
            return self.remove
        }
        remove?()
    }
}

/// An observer that joins a subject while the subject replays values to it (a behavior or
/// replay subject's current values): events that arrive meanwhile wait, and follow the replay
/// in order, so the observer never sees them out of order and no lock is held while calling it.
final class ReplayingObserver<Element>: @unchecked Sendable {
    // Sendable: `pending` and the end of the replay are guarded by `lock`; `replaying` is atomic
    // and only goes from true to false, under the lock, once `pending` is empty.
    private let observer: (Event<Element>) -> Void
    private let lock = Lock()
    private var replaying = true
    private var pending: [Event<Element>] = []

    init(_ observer: @escaping (Event<Element>) -> Void) {
        self.observer = observer
    }

    /// Receives a live event from the subject.
    func on(_ event: Event<Element>) {
        lock.lock()
        if replaying {
            pending.append(event)
            lock.unlock()
            return
        }
        lock.unlock()
        observer(event)
    }

    /// Sends the replayed events, then the live events that arrived meanwhile; after that,
    /// live events go straight through.
    func replay(_ events: [Event<Element>]) {
        for event in events {
            observer(event)
        }
        while true {
            lock.lock()
            if pending.isEmpty {
                replaying = false
                lock.unlock()
                return
            }
            let batch = pending
            pending = []
            lock.unlock()
            for event in batch {
                observer(event)
            }
        }
    }
}
