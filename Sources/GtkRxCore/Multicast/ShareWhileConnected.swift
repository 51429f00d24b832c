/// `share(replay: 0 or 1, scope: .whileConnected)` in one object: the connection's observers,
/// its latest element and its source subscription, without a subject, a connectable sequence
/// and a reference count stacked on one another.
///
/// It keeps `multicast(makeSubject:).refCount()`'s contract: the first subscriber connects
/// (subscribes to the source), the last one to leave disconnects, and a stop event ends the
/// connection before it is delivered, so a subscriber that subscribes again from `onCompleted`
/// or `onError` starts a new connection. With `replaysLatest`, a subscriber joining a running
/// connection receives its latest element first.
final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
    // Sendable: `connection` is guarded by `lock`, which is held while a subscriber joins (or
    // starts) a connection and receives its latest element, and while one leaves, so those
    // happen in the order subscribers come and go. The source is subscribed to outside it: that
    // runs code of the source's (an `onSubscribe`, a request), which may wait for other threads
    // that are themselves subscribing here, and would deadlock with them if they had to wait
    // for the lock. The lock is recursive: a subscriber's code may subscribe or dispose again,
    // on the same thread, while it receives the replayed element.

    private let source: Observable<Element>
    private let replaysLatest: Bool
    fileprivate let lock = Lock(recursive: true)
    /// The running connection; guarded by `lock`.
    fileprivate var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        let connection: ShareConnection<Element>
        let isNew: Bool
        if let running = self.connection {
            connection = running
            isNew = false
        } else {
            connection = ShareConnection(parent: self, keepsLatest: replaysLatest)
            self.connection = connection
            isNew = true
        }
        // Joining and deciding who connects are one critical section, so concurrent first
        // subscribers start one connection between them.
        let key = connection.observers.insert(observer.on)
        if let latest = connection.latest {
            observer.on(.next(latest))
        }
        lock.unlock()
        if isNew {
            connection.connect(to: source)
        }
        return SubjectSubscription(removing: key, from: connection)
    }
}

/// One connection of a ``ShareWhileConnected``: the observer of the source, and what its
/// subscribers share.
private final class ShareConnection<Element>: ObserverType, ObserverRemoving, @unchecked Sendable {
    // Sendable: every property is guarded by the parent's lock; observers are called outside
    // it, except for the replay of `latest` to a new subscriber.

    private let parent: ShareWhileConnected<Element>
    private let keepsLatest: Bool
    var observers = ObserverBag<Element>()
    var latest: Element?
    private var isStopped = false
    private var subscription: Disposable?
    private var isDisconnected = false

    init(parent: ShareWhileConnected<Element>, keepsLatest: Bool) {
        self.parent = parent
        self.keepsLatest = keepsLatest
    }

    /// Subscribes to `source`; called once, by the subscriber that started the connection,
    /// outside the parent's lock (other subscribers may join, and the source may emit, meanwhile).
    func connect(to source: Observable<Element>) {
        let subscription = source.subscribe(self)
        let disposesNow = parent.lock.withLock { () -> Bool in
            // Stopped, or everyone left, while subscribing.
            if isDisconnected { return true }
            self.subscription = subscription
            return false
        }
        if disposesNow {
            subscription.dispose()
        }
    }

    // Specialized for the usual element types (a UI's flags and texts): the generic entry
    // point compares the type with these and calls the matching copy, which needs no run-time
    // look-up of `Event<Element>`'s, `Element?`'s or the observers' type metadata (about 400
    // instructions each, paid by every element otherwise). The work is in `deliver`, not here:
    // the look-ups it needs would be hoisted above that comparison.
    // specialized types: share (written by scripts/generate from SpecializedTypes.swift)
    @_specialize(where Element == Bool)
    @_specialize(where Element == String)
    @_specialize(where Element == String?)
    @_specialize(where Element == Int)
    @_specialize(where Element == Double)
    func on(_ event: Event<Element>) {
        deliver(event)
    }

    @inline(never)
    private func deliver(_ event: Event<Element>) {
        parent.lock.lock()
        guard !isStopped else {
            parent.lock.unlock()
            return
        }
        let recipients = observers
        switch event {
        case .next(let element):
            if keepsLatest { latest = element }
            parent.lock.unlock()
        case .error, .completed:
            // The connection ends before anyone hears of it.
            isStopped = true
            observers.removeAll()
            let subscription = end()
            parent.lock.unlock()
            subscription?.dispose()
        }
        recipients.dispatch(event)
    }

    /// The subscriber with `key` left; the last one disconnects.
    func removeObserver(_ key: ObserverBag<Void>.Key) {
        parent.lock.lock()
        guard observers.remove(key), observers.isEmpty, !isStopped else {
            parent.lock.unlock()
            return
        }
        let subscription = end()
        parent.lock.unlock()
        // Outside the lock: disposing runs the source's code.
        subscription?.dispose()
    }

    /// Detaches the connection from its parent and returns the source subscription to
    /// dispose. Under the parent's lock.
    private func end() -> Disposable? {
        if parent.connection === self {
            parent.connection = nil
        }
        isDisconnected = true
        defer { subscription = nil }
        return subscription
    }
}
