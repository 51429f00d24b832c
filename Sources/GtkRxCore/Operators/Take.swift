extension ObservableType {
    /// Passes on the first `count` elements, then completes at once and disposes the source
    /// subscription. A source that ends sooner ends the sequence the same way. With `count` 0
    /// the sequence completes during `subscribe`, without subscribing to the source.
    ///
    /// A negative `count` is a programming error: the sequence fails with
    /// ``RxError/argumentOutOfRange`` when subscribed to, without subscribing to the source.
    public func take(_ count: Int) -> Observable<Element> {
        guard count >= 0 else {
            return Observable.error(RxError.argumentOutOfRange)
        }
        if count == 0 {
            return Observable.empty()
        }
        return Take(source: asObservable(), count: count)
    }
}

private final class Take<Element>: Producer<Element> {
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeSink(count: count, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class TakeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var remaining: Int

    init(count: Int, observer: Observer, cancel: Cancelable) {
        remaining = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            // `remaining` is 0 only after the completion below, when a source that ignores
            // disposal goes on emitting.
            guard remaining > 0 else { return }
            remaining -= 1
            forwardOn(event)
            if remaining == 0 {
                forwardOn(.completed)
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
