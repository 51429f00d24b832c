extension ObservableType {
    /// A ``Single`` of this sequence's first element, sent as soon as it arrives (the
    /// subscription to the sequence then ends), or of `nil` when the sequence completes
    /// without one. The sequence's error is passed on.
    public func first() -> Single<Element?> {
        Single(raw: First(source: asObservable()))
    }
}

private final class First<Element>: Producer<Element?> {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element? {
        let sink = FirstSink<Element, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class FirstSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Element? {
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardOn(.next(element))
            forwardOn(.completed)
        case .error(let error):
            forwardOn(.error(error))
        case .completed:
            forwardOn(.next(nil))
            forwardOn(.completed)
        }
        dispose()
    }
}
