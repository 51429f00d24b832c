/// A subject's observers, in subscription order, each under a key for removal.
///
/// A value type: a subject copies it (a retain, not an allocation) to dispatch an event outside
/// its lock. (Keeping the first observer inline, to spare the array's allocation, was tried and
/// measured slower: code generic over `Element` looked up the inline entry's optional tuple
/// type at run time on every event.)
struct ObserverBag<Element> {
    typealias Key = Int

    /// An observer and its key. A struct, not a tuple: an array of tuples would store the
    /// closure in its most general form, and every call would go through a conversion thunk.
    private struct Entry {
        let key: Key
        let on: (Event<Element>) -> Void
    }

    private var entries: [Entry] = []
    private var nextKey: Key = 0

    var isEmpty: Bool { entries.isEmpty }

    mutating func insert(_ on: @escaping (Event<Element>) -> Void) -> Key {
        let key = nextKey
        nextKey += 1
        entries.append(Entry(key: key, on: on))
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

/// What a subscriber leaves by its key in an ``ObserverBag``: a subject's core, a shared
/// connection.
protocol ObserverRemoving: AnyObject, Sendable {
    /// Removes the observer with `key`, if it is still there; another call with the same key
    /// does nothing (keys are never reused).
    func removeObserver(_ key: ObserverBag<Void>.Key)
}

/// A subscription to a subject: disposing removes the observer.
///
/// A value of two references' size, so returning it as a `Disposable` allocates nothing (it
/// fits an existential's inline buffer). It keeps its owner alive, as RxSwift's does; disposing
/// twice is harmless because removal by key is.
struct SubjectSubscription: Disposable, Sendable {
    private let owner: any ObserverRemoving
    private let key: ObserverBag<Void>.Key

    init(removing key: ObserverBag<Void>.Key, from owner: any ObserverRemoving) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        owner.removeObserver(key)
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
