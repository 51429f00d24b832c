extension ObservableType {
    /// Sends this sequence's events until it fails; then subscribes to the sequence `handler`
    /// returns for the error, and sends that one's events instead.
    ///
    /// An error `handler` throws ends the sequence with that error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
        -> Observable<Element>
    {
        Catch(source: asObservable(), handler: handler)
    }

    /// Sends this sequence's events until it fails; then sends `element` and completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable()) { _ in
            Observable.create { observer in
                observer.onNext(element)
                observer.onCompleted()
                return Disposables.create()
            }
        }
    }

    /// Sends the events of the sequences of `sequence` one after another, moving on to the
    /// next when one fails: the first to complete completes the result. When the sequences run
    /// out, it fails with the last error (or completes, when there were none). `sequence` is
    /// iterated lazily, a step each time, anew for each subscription.
    ///
    /// ```swift
    /// Observable.catch(sequence: [primaryServer.items(), mirror.items(), cache.items()])
    /// ```
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence)
        -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        SequenceProducer(sequence, advancingOn: .error)
    }

    /// Sends this sequence's events until it fails; then those of `handler`'s sequence. See
    /// ``catch(_:)``.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
        -> Observable<Element>
    {
        `catch`(handler)
    }

    /// Sends this sequence's events until it fails; then `element` and the completion. See
    /// ``catchAndReturn(_:)``.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Sends the events of the sequences of `sequence`, moving on at each error. See
    /// ``catch(sequence:)``.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence)
        -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

private final class Catch<Element>: Producer<Element> {
    let source: Observable<Element>
    let handler: (Swift.Error) throws -> Observable<Element>

    init(
        source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>
    ) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = CatchSink(handler: handler, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Observes the source, then, after its error, the handler's sequence: one at a time, so
/// events are serialized by the sequences' own contract and no lock is needed.
private final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let handler: (Swift.Error) throws -> Observable<Element>
    private let subscription = SerialDisposable()

    init(
        handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: Observer,
        cancel: Cancelable
    ) {
        self.handler = handler
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
            forwardOn(event)
        case .completed:
            forwardOn(event)
            dispose()
        case .error(let error):
            let recovery: Observable<Element>
            do {
                recovery = try handler(error)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            let observer = AnyObserver<Element> { event in
                self.forwardOn(event)
                if event.isStopEvent {
                    self.dispose()
                }
            }
            subscription.disposable = recovery.subscribe(observer)
        }
    }
}
