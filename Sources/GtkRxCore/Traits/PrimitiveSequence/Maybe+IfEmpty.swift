extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A single of the maybe's element, or of `default` when the maybe completes without one.
    /// The maybe's error is passed on.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: SwitchIfEmpty(source: primitiveSequence.source, other: .just(`default`)))
    }

    /// The maybe, or `other` when it completes without an element: `other` is subscribed to
    /// then. The maybe's error is passed on.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: SwitchIfEmpty(source: primitiveSequence.source, other: other.source))
    }

    /// A single of the maybe's element, or `other` when the maybe completes without one:
    /// `other` is subscribed to then. The maybe's error is passed on.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: SwitchIfEmpty(source: primitiveSequence.source, other: other.source))
    }
}

/// Passes on `source`, unless it completes without an element: then `other` takes its place.
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

/// Observes the source, then, after it completed empty, `other`: one at a time, so events are
/// serialized by the sequences' own contract and `hasElement` needs no lock.
private final class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let other: Observable<Element>
    private let subscription = SerialDisposable()
    private var hasElement = false

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
            hasElement = true
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed where hasElement:
            forwardOn(event)
            dispose()
        case .completed:
            // Disposes the subscription to the source, which has ended.
            subscription.disposable = other.subscribe(SwitchedObserver(sink: self))
        }
    }

    /// Forwards an event of `other`.
    fileprivate func forwardOther(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

/// Receives the events of `other`, for a ``SwitchIfEmptySink``.
private struct SwitchedObserver<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    let sink: SwitchIfEmptySink<Observer>

    func on(_ event: Event<Element>) {
        sink.forwardOther(event)
    }
}
