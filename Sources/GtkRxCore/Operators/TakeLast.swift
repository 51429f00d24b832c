extension ObservableType {
    /// Keeps the last `count` elements, and sends them, in order, when the source completes,
    /// followed by the completion. A source error ends the sequence with that error, and the
    /// elements kept are dropped.
    ///
    /// With `count` 0 the sequence only completes when the source does. A negative `count` is
    /// a programming error: the sequence fails with ``RxError/argumentOutOfRange`` when
    /// subscribed to, without subscribing to the source.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 4).takeLast(2)   // 3, 4, completed
    /// ```
    public func takeLast(_ count: Int) -> Observable<Element> {
        guard count >= 0 else {
            return Observable.error(RxError.argumentOutOfRange)
        }
        return TakeLast(source: asObservable(), count: count)
    }
}

private final class TakeLast<Element>: Producer<Element> {
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeLastSink(count: count, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

/// The source's events are serialized by its contract, so the kept elements need no lock.
private final class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let count: Int
    private var kept = Queue<Element>()

    init(count: Int, observer: Observer, cancel: Cancelable) {
        self.count = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard count > 0 else { return }
            kept.append(element)
            if kept.count > count {
                _ = kept.removeFirst()
            }
        case .error:
            kept = Queue()
            forwardOn(event)
            dispose()
        case .completed:
            // Taken out first: an observer that sends into the source from here changes
            // nothing (the source has completed), and the elements are released as they go.
            var elements = kept
            kept = Queue()
            while !elements.isEmpty && !isDisposed {
                forwardOn(.next(elements.removeFirst()))
            }
            forwardOn(.completed)
            dispose()
        }
    }
}
