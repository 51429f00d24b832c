extension ObservableType {
    /// Emits `elements`, in order, during `subscribe`, and then everything the source emits.
    ///
    /// ```swift
    /// Observable.of(3, 4).startWith(1, 2)   // 1, 2, 3, 4, completed
    /// ```
    public func startWith(_ elements: Element...) -> Observable<Element> {
        startWith(contentsOf: elements)
    }

    /// ``startWith(_:)`` with the elements in an array.
    package func startWith(contentsOf elements: [Element]) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

private final class StartWith<Element>: Producer<Element> {
    let source: Observable<Element>
    let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = StartWithSink(observer: observer, cancel: cancel)
        for element in elements {
            sink.forwardOn(.next(element))
        }
        return (sink, source.subscribe(sink))
    }
}

private final class StartWithSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
