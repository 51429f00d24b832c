extension ObservableType {
    /// Pairs each element with its index: 0 for the first element, 1 for the next, and so on.
    ///
    /// ```swift
    /// Observable.of("a", "b").enumerated()   // (0, "a"), (1, "b"), completed
    /// ```
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Enumerated(source: asObservable())
    }
}

private final class Enumerated<Element>: Producer<(index: Int, element: Element)> {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == (index: Int, element: Element) {
        let sink = EnumeratedSink(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class EnumeratedSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == (index: Int, element: Element) {
    private var index = 0

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let current = index
            let (next, overflowed) = index.addingReportingOverflow(1)
            guard !overflowed else {
                // Only after `Int.max` elements: there is no index for the next one.
                forwardOn(.error(RxError.overflow))
                dispose()
                return
            }
            index = next
            forwardOn(.next((current, element)))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
