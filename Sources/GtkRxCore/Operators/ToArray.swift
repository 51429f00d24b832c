extension ObservableType {
    /// When the source completes, emits all its elements as one array, in order, and then
    /// completes; an empty source gives `[]`. A source error ends the sequence with that error
    /// and no array.
    ///
    /// RxSwift 6 returns a `Single` here; GtkRx has no `Single`, so the array comes as the one
    /// element of an ``Observable``.
    public func toArray() -> Observable<[Element]> {
        ToArray(source: asObservable())
    }
}

private final class ToArray<Element>: Producer<[Element]> {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == [Element] {
        let sink = ToArraySink<Element, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ToArraySink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [Element] {
    private var elements: [Element] = []

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.next(elements))
            forwardOn(.completed)
            dispose()
        }
    }
}
