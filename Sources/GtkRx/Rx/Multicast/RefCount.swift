extension ConnectableObservableType {
    /// A sequence that connects when its first subscriber subscribes and disconnects when its
    /// last one leaves. Concurrent first subscribers connect once.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

private final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element>,
    @unchecked Sendable
{
    // Sendable: the subscriber count and the connection are guarded by `lock`; connecting and
    // disconnecting happen outside it, so a subscriber's code may subscribe again re-entrantly.

    private let source: Source
    private let lock = Lock()
    private var count = 0
    private var connection: SingleAssignmentDisposable?

    init(source: Source) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Source.Element {
        let sink = RefCountSink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        let connectNow = lock.withLock { () -> SingleAssignmentDisposable? in
            count += 1
            guard count == 1 else { return nil }
            let connection = SingleAssignmentDisposable()
            self.connection = connection
            return connection
        }
        connectNow?.setDisposable(source.connect())
        let release = Disposables.create { [self] in
            subscription.dispose()
            let disconnect = lock.withLock { () -> Disposable? in
                count -= 1
                guard count == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            disconnect?.dispose()
        }
        return (sink, release)
    }
}

private final class RefCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
