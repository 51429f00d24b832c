extension ConnectableObservableType {
    /// A sequence that connects when its first subscriber subscribes and disconnects when its
    /// last one leaves. Concurrent first subscribers connect once.
    ///
    /// A subscriber that the connectable sequence stops at once, while subscribing (a subject
    /// that has completed or failed already, replaying its stop event), does not connect it.
    /// When the connection's sequence completes or fails, the connection is over before its
    /// subscribers receive that event: one that subscribes again from its `onCompleted` or
    /// `onError` starts a new connection.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

private final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element>,
    @unchecked Sendable
{
    // Sendable: the subscriber count, the connection and its generation are guarded by `lock`,
    // which is held only to count subscribers in and out and to decide who connects or
    // disconnects: subscribing to the connectable, connecting and disposing run outside it.
    // Those run code of the source's and the subscribers' (an `onSubscribe`, a replay, a
    // teardown), which may wait for other threads that are themselves subscribing here: under
    // the lock, they would deadlock. It is recursive, as a subscriber's code may re-enter on
    // the same thread.

    private let source: Source
    private let lock = Lock(recursive: true)
    private var count = 0
    /// The current connection: a ``TwoStepConnectable``'s own, or a holder that receives what
    /// `connect()` returns once it does (disposing it before then disconnects when it does).
    private var connection: Disposable?
    /// Tells connections apart: it changes each time one ends, so that the subscribers of an
    /// ended connection leave the count of the next one alone.
    private var generation = 0
    /// Subscribers subscribing to the connectable, not counted in yet. While any are, the
    /// connection stays when the count falls to zero: they may have joined its subject.
    private var joining = 0

    init(source: Source) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Source.Element {
        let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
        // Subscribing runs outside the lock, so this subscriber is counted as joining until it
        // is counted in: meanwhile, the last counted subscriber leaving keeps the connection
        // whose subject this one may have joined, instead of stranding it there.
        lock.withLock { joining += 1 }
        let subscription = source.subscribe(sink)
        lock.lock()
        joining -= 1
        if sink.isDisposed {
            // Stopped while subscribing: there is nothing to connect for; a connection kept for
            // it ends, unless another subscriber counts in or is joining.
            let left = count == 0 && joining == 0 ? endConnection() : nil
            lock.unlock()
            left?.dispose()
            return (sink, subscription)
        }
        var ended: Disposable?
        if connectionHasEnded {
            // The connection ended (its source stopped, on another thread) and its stop event
            // is still on its way here. This subscriber may have joined the next subject, which
            // nothing connects yet: count from a new connection, which it starts.
            ended = endConnection()
        }
        sink.generation = generation
        count += 1
        // Counting the first subscriber and making the connection are one critical section, so
        // concurrent first subscribers connect once; the connecting itself comes after. A
        // connection kept while this one joined goes on.
        let start = connection == nil ? makeConnection() : nil
        lock.unlock()
        ended?.dispose()
        start?()
        let release = Disposables.create { [self] in
            subscription.dispose()
            lock.lock()
            guard sink.generation == self.generation else {
                lock.unlock()
                return
            }
            sink.generation = nil
            count -= 1
            let last = count == 0 && joining == 0 ? endConnection() : nil
            lock.unlock()
            last?.dispose()
        }
        return (sink, release)
    }

    /// Makes the current connection and returns what connects it. Under the lock.
    private func makeConnection() -> (() -> Void)? {
        if let twoStep = source as? TwoStepConnectable {
            let (connection, start) = twoStep.prepareConnection()
            self.connection = connection
            return start
        }
        let holder = SingleAssignmentDisposable()
        connection = holder
        let source = source
        return { holder.setDisposable(source.connect()) }
    }

    /// Whether the current connection is one of a ``Multicast`` that has ended. Under the lock.
    private var connectionHasEnded: Bool {
        (connection as? EndingConnection)?.hasEnded ?? false
    }

    /// Ends the current connection and returns what is left to dispose outside the lock: a
    /// ``Multicast``'s connection ends here (so that the next subscriber makes a new one) and
    /// leaves its source subscription to dispose; any other connectable's connection is
    /// disposed here, under the lock, since only disposing it ends it. Under the lock.
    private func endConnection() -> Disposable? {
        guard connection != nil else { return nil }
        count = 0
        generation &+= 1
        defer { connection = nil }
        if let ending = connection as? EndingConnection {
            return ending.detach()
        }
        connection?.dispose()
        return nil
    }

    /// `sink`, counted in the current connection, received a stop event: the connection is
    /// over, before the event goes on to anyone.
    ///
    /// Unless the connection is a ``Multicast``'s that is still running: then the stop event
    /// came from the subject of a connection that ended while the sink subscribed, on another
    /// thread (its subject taken before that connection ended, its count after). The sink
    /// leaves the count when it is disposed, as any subscriber does.
    fileprivate func stopped<Observer>(_ sink: RefCountSink<Source, Observer>) {
        lock.lock()
        guard let generation = sink.generation, generation == self.generation,
            !((connection as? EndingConnection).map { !$0.hasEnded } ?? false)
        else {
            lock.unlock()
            return
        }
        sink.generation = nil
        let ended = endConnection()
        lock.unlock()
        ended?.dispose()
    }
}

private final class RefCountSink<Source: ConnectableObservableType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Observer.Element == Source.Element {
    private let parent: RefCount<Source>
    /// The connection it counts in, once counted; guarded by the parent's lock.
    var generation: Int?

    init(parent: RefCount<Source>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        if event.isStopEvent {
            parent.stopped(self)
        }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
