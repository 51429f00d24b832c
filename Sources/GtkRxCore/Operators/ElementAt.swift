extension ObservableType {
    /// Emits only the element at `index` (counting from 0), then completes and disposes the
    /// source subscription.
    ///
    /// If the source completes before reaching `index`, the sequence fails with
    /// ``RxError/argumentOutOfRange``; a source error before then ends it with that error. A
    /// negative `index` fails it with ``RxError/argumentOutOfRange`` at once, without
    /// subscribing to the source (RxSwift stops the process).
    public func element(at index: Int) -> Observable<Element> {
        guard index >= 0 else { return Observable.error(RxError.argumentOutOfRange) }
        return ElementAt(source: asObservable(), index: index)
    }
}

private final class ElementAt<Element>: Producer<Element> {
    let source: Observable<Element>
    let index: Int

    init(source: Observable<Element>, index: Int) {
        self.source = source
        self.index = index
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ElementAtSink(index: index, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ElementAtSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var remaining: Int
    private var done = false

    init(index: Int, observer: Observer, cancel: Cancelable) {
        remaining = index
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        guard !done else { return }
        switch event {
        case .next:
            if remaining > 0 {
                remaining -= 1
                return
            }
            done = true
            forwardOn(event)
            forwardOn(.completed)
            dispose()
        case .error(let error):
            done = true
            forwardOn(.error(error))
            dispose()
        case .completed:
            done = true
            forwardOn(.error(RxError.argumentOutOfRange))
            dispose()
        }
    }
}
