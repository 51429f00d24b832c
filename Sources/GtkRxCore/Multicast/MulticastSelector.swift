extension ObservableType {
    /// For each subscription: a new subject from `subjectSelector`, the sequence `selector`
    /// builds from it, subscribed to, and then the subject connected to the source. However
    /// often the built sequence subscribes to the subject, the source is subscribed to once
    /// per subscription.
    ///
    /// ```swift
    /// // One subscription to `source`, used twice:
    /// source.multicast({ PublishSubject<Int>() }) { shared in
    ///     Observable.zip(shared, shared.skip(1)) { ($0, $1) }
    /// }
    /// ```
    ///
    /// An error that `subjectSelector` or `selector` throws is the sequence's error, and the
    /// source is not subscribed to. The subscription ends when the built sequence stops, or
    /// when it is disposed; the source's subscription ends with it.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        MulticastSelector(
            source: asObservable(), makeSubject: subjectSelector, selector: selector)
    }

    /// ``multicast(_:selector:)``, its subject factory named as in ``multicast(makeSubject:)``.
    public func multicast<Subject: SubjectType, Result>(
        makeSubject: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        multicast(makeSubject, selector: selector)
    }
}

private final class MulticastSelector<Source, Subject: SubjectType, Result>: Producer<Result>
where Subject.Observer.Element == Source {
    private let source: Observable<Source>
    private let makeSubject: () throws -> Subject
    private let selector: (Observable<Subject.Element>) throws -> Observable<Result>

    init(
        source: Observable<Source>, makeSubject: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) {
        self.source = source
        self.makeSubject = makeSubject
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = MulticastSelectorSink(observer: observer, cancel: cancel)
        let subject: Subject
        let built: Observable<Result>
        do {
            subject = try makeSubject()
            built = try selector(subject.asObservable())
        } catch {
            sink.on(.error(error))
            return (sink, Disposables.create())
        }
        let subscription = built.subscribe(sink)
        if sink.isDisposed {
            // The built sequence stopped at once: nothing is left to connect for.
            return (sink, subscription)
        }
        let connection = source.subscribe(subject.asObserver())
        return (sink, Disposables.create(subscription, connection))
    }
}

private final class MulticastSelectorSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
