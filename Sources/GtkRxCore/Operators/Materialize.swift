extension ObservableType {
    /// Turns each of the source's events into an element: `.next(x)` becomes `.next(.next(x))`,
    /// and the stop event `e` becomes `.next(e)` followed by `.completed`. The result never
    /// fails.
    public func materialize() -> Observable<Event<Element>> {
        Materialize(source: asObservable())
    }
}

private final class Materialize<Element>: Producer<Event<Element>> {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Event<Element> {
        let sink = MaterializeSink<Element, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class MaterializeSink<Element, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Observer.Element == Event<Element> {
    func on(_ event: Event<Element>) {
        forwardOn(.next(event))
        if event.isStopEvent {
            forwardOn(.completed)
            dispose()
        }
    }
}
