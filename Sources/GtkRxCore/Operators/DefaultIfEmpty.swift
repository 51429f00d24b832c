extension ObservableType {
    /// Passes on the source's events; if the source completes without having sent an element,
    /// sends `default` first, then the completion. Errors pass through.
    ///
    /// ```swift
    /// searchResults.ifEmpty(default: [])
    /// ```
    public func ifEmpty(default: Element) -> Observable<Element> {
        DefaultIfEmpty(source: asObservable(), default: `default`)
    }
}

private final class DefaultIfEmpty<Element>: Producer<Element> {
    let source: Observable<Element>
    let defaultElement: Element

    init(source: Observable<Element>, default: Element) {
        self.source = source
        defaultElement = `default`
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DefaultIfEmptySink(default: defaultElement, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class DefaultIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let defaultElement: Element
    private var isEmpty = true

    init(default: Element, observer: Observer, cancel: Cancelable) {
        defaultElement = `default`
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if isEmpty {
                forwardOn(.next(defaultElement))
            }
            forwardOn(.completed)
            dispose()
        }
    }
}
