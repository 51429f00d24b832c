extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// This completable, then, once it has completed, `second`: the result is `second`'s
    /// outcome. An error of this completable ends the result, and `second` is never subscribed
    /// to.
    ///
    /// ```swift
    /// login.andThen(fetchProfile())   // Single<Profile>
    /// ```
    public func andThen<Result>(_ second: Single<Result>) -> Single<Result> {
        Single(raw: AndThen(first: primitiveSequence.source, second: second.source))
    }

    /// This completable, then, once it has completed, `second`; see ``andThen(_:)-(Single<Result>)``.
    public func andThen<Result>(_ second: Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: AndThen(first: primitiveSequence.source, second: second.source))
    }

    /// This completable, then, once it has completed, `second`; see ``andThen(_:)-(Single<Result>)``.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: AndThen(first: primitiveSequence.source, second: second.source))
    }

    /// This completable, then, once it has completed, the elements of `second`; see
    /// ``andThen(_:)-(Single<Result>)``.
    public func andThen<Result>(_ second: Observable<Result>) -> Observable<Result> {
        AndThen(first: primitiveSequence.source, second: second)
    }
}

/// Subscribes to `first`, which can only complete or fail, then to `second`.
private final class AndThen<Element>: Producer<Element> {
    let first: Observable<Never>
    let second: Observable<Element>

    init(first: Observable<Never>, second: Observable<Element>) {
        self.first = first
        self.second = second
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = AndThenSink(second: second, observer: observer, cancel: cancel)
        return (sink, sink.run(first))
    }
}

/// Observes `first`, then `second`: one at a time, so events are serialized by the sequences'
/// own contract. Switching to `second` disposes the subscription to `first`, which releases
/// it and what it holds.
private final class AndThenSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let second: Observable<Observer.Element>
    private let subscription = SerialDisposable()

    init(second: Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.second = second
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ first: Observable<Never>) -> Disposable {
        let firstSubscription = SingleAssignmentDisposable()
        subscription.disposable = firstSubscription
        firstSubscription.setDisposable(first.subscribe(self))
        return subscription
    }

    func on(_ event: Event<Never>) {
        switch event {
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            subscription.disposable = second.subscribe(AndThenSecondObserver(sink: self))
        }
    }

    /// Forwards an event of `second`.
    fileprivate func forwardSecond(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

/// Receives the events of `second`, for an ``AndThenSink``.
private struct AndThenSecondObserver<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    let sink: AndThenSink<Observer>

    func on(_ event: Event<Element>) {
        sink.forwardSecond(event)
    }
}
