extension ObservableType {
    /// Passes on the source's events until `other` emits an element; then completes and
    /// disposes both subscriptions.
    ///
    /// `other` is subscribed to first; if it emits during that subscription, the sequence
    /// completes without subscribing to the source. An error from `other` ends the sequence with
    /// that error. `other` completing without an element only ends the subscription to `other`;
    /// the source goes on. The source ending ends the sequence.
    ///
    /// The two sequences may emit on different threads: the events sent downstream are
    /// serialized, and nothing follows the stop event.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }
}

private final class TakeUntil<Element, Other>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeUntilSink(observer: observer, cancel: cancel)
        return (sink, sink.run(source: source, other: other))
    }
}

/// The source and `other` may call in on different threads at once; ``SerializingSink`` keeps
/// what goes downstream serialized and ends it at the first stop event.
private final class TakeUntilSink<Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func run<Other>(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        let otherSubscription = SingleAssignmentDisposable()
        let otherObserver = TakeUntilOtherObserver<Observer, Other>(
            sink: self, subscription: otherSubscription)
        otherSubscription.setDisposable(other.subscribe(otherObserver))
        if isDisposed {
            return otherSubscription
        }
        return Disposables.create(otherSubscription, source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        synchronized { send(event) }
    }
}

private final class TakeUntilOtherObserver<Observer: ObserverType, Other>: ObserverType {
    // A strong reference, like every source subscription's reference to its sink: the cycle
    // through the subscription to `other` is broken when the subscription is disposed.
    private let sink: TakeUntilSink<Observer>
    private let subscription: SingleAssignmentDisposable

    init(sink: TakeUntilSink<Observer>, subscription: SingleAssignmentDisposable) {
        self.sink = sink
        self.subscription = subscription
    }

    func on(_ event: Event<Other>) {
        switch event {
        case .next:
            sink.on(.completed)
        case .error(let error):
            sink.on(.error(error))
        case .completed:
            subscription.dispose()
        }
    }
}
