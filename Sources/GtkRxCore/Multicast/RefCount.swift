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
    // which is held while subscribing, connecting and disconnecting, so those happen in the
    // order the count changes (as RxSwift does). It is recursive: a subscriber's code may
    // subscribe or dispose again re-entrantly, on the same thread, while connecting.

    private let source: Source
    private let lock = Lock(recursive: true)
    private var count = 0
    private var connection: Disposable?
    /// Tells connections apart: it changes each time one ends, so that the subscribers of an
    /// ended connection leave the count of the next one alone.
    private var generation = 0

    init(source: Source) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Source.Element {
        lock.lock()
        defer { lock.unlock() }
        let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        if sink.isDisposed {
            // Stopped while subscribing: there is nothing to connect for.
            return (sink, subscription)
        }
        if count > 0, connectionHasEnded {
            // The connection ended (its source stopped, on another thread) and its stop event
            // is still on its way here. This subscriber may have joined the next subject, which
            // nothing connects yet: count from a new connection, which it starts.
            endConnection()?.dispose()
        }
        let generation = self.generation
        sink.generation = generation
        count += 1
        if count == 1 {
            let connected = source.connect()
            if self.generation == generation && count > 0 {
                connection = connected
            } else {
                // The connection ended, or everyone left, while it connected.
                connected.dispose()
            }
        }
        let release = Disposables.create { [self] in
            lock.lock()
            defer { lock.unlock() }
            subscription.dispose()
            guard sink.generation == self.generation else { return }
            sink.generation = nil
            count -= 1
            if count == 0 {
                endConnection()?.dispose()
            }
        }
        return (sink, release)
    }

    /// Whether the current connection is one of a ``Multicast`` that has ended. Under the lock.
    private var connectionHasEnded: Bool {
        (connection as? EndingConnection)?.hasEnded ?? false
    }

    /// Ends the current connection's bookkeeping and returns the connection, to dispose.
    /// Under the lock.
    private func endConnection() -> Disposable? {
        count = 0
        generation &+= 1
        defer { connection = nil }
        return connection
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
        defer { lock.unlock() }
        guard let generation = sink.generation, generation == self.generation else { return }
        if let running = connection as? EndingConnection, !running.hasEnded { return }
        sink.generation = nil
        endConnection()?.dispose()
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
