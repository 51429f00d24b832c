extension ObservableType {
    /// Drops every element and passes on only the source's completion or error.
    ///
    /// The result's element type is `Never`: it can only complete or fail.
    public func ignoreElements() -> Observable<Never> {
        IgnoreElements(source: asObservable())
    }
}

private final class IgnoreElements<Element>: Producer<Never> {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Never {
        let sink = IgnoreElementsSink<Element, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class IgnoreElementsSink<Element, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Observer.Element == Never {
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            break
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
