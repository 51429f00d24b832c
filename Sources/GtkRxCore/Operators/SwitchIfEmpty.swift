extension ObservableType {
    /// Passes on the source's events; if the source completes without having sent an element,
    /// subscribes to `other` instead and passes on its events. Errors of the source pass
    /// through, and `other` is then never subscribed to.
    ///
    /// ```swift
    /// cachedItems.ifEmpty(switchTo: api.fetchItems())
    /// ```
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmpty(source: asObservable(), other: other)
    }
}

private final class SwitchIfEmpty<Element>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SwitchIfEmptySink(other: other, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Observes the source, then, if it was empty, `other`: one at a time, so events are
/// serialized by the sequences' own contract and no lock is needed.
private final class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let other: Observable<Element>
    private let subscription = SerialDisposable()
    private var isEmpty = true

    init(other: Observable<Element>, observer: Observer, cancel: Cancelable) {
        self.other = other
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        sourceSubscription.setDisposable(source.subscribe(self))
        return subscription
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
            guard isEmpty else {
                forwardOn(event)
                dispose()
                return
            }
            let observer = AnyObserver<Element> { event in
                self.forwardOn(event)
                if event.isStopEvent {
                    self.dispose()
                }
            }
            let otherSubscription = SingleAssignmentDisposable()
            subscription.disposable = otherSubscription
            otherSubscription.setDisposable(other.subscribe(observer))
        }
    }
}
