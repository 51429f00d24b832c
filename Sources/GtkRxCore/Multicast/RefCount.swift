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
    // Sendable: the subscriber count and the connection are guarded by `lock`, which is held
    // while subscribing, connecting and disconnecting, so those happen in the order the
    // count changes. It is recursive: a subscriber's code may subscribe or dispose again
    // re-entrantly, on the same thread, while connecting.

    private let source: Source
    private let lock = Lock(recursive: true)
    private var count = 0
    private var connection: Disposable?

    init(source: Source) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Source.Element {
        lock.lock()
        defer { lock.unlock() }
        let sink = RefCountSink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        count += 1
        if count == 1 {
            let connected = source.connect()
            if count == 0 {
                connected.dispose()  // Everyone left while it connected.
            } else {
                connection = connected
            }
        }
        let release = Disposables.create { [self] in
            lock.lock()
            defer { lock.unlock() }
            subscription.dispose()
            count -= 1
            if count == 0 {
                connection?.dispose()
                connection = nil
            }
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
