extension ObservableType {
    /// Maps each element to a sequence with `selector`, and sends the elements of the latest
    /// of those sequences only: when an element arrives, the subscription to the previous
    /// sequence is disposed and the new one is subscribed to.
    ///
    /// Completes when this sequence and the latest inner sequence have completed; fails at
    /// once with the first error of this sequence, of the latest inner one, or that `selector`
    /// throws.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        SwitchProducer(source: asObservable()) { try selector($0).asObservable() }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Sends the elements of the latest inner sequence this sequence has sent: when one
    /// arrives, the subscription to the previous one is disposed. It is
    /// `flatMapLatest { $0 }`.
    ///
    /// Completes when this sequence and the latest inner sequence have completed; fails at
    /// once with the first error of this sequence or of the latest inner one.
    public func switchLatest() -> Observable<Element.Element> {
        SwitchProducer(source: asObservable()) { $0.asObservable() }
    }
}

/// The engine of `flatMapLatest` and `switchLatest`.
private final class SwitchProducer<SourceElement, Result>: Producer<Result> {
    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Observable<Result>

    init(
        source: Observable<SourceElement>,
        selector: @escaping (SourceElement) throws -> Observable<Result>
    ) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = SwitchSink(selector: selector, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Numbers the inner sequences; events of any but the latest are dropped, even those already
/// on their way when it was replaced. The selector runs on the outer sequence's thread, outside
/// the lock (the outer sequence's events are serialized by its contract); elements are
/// delivered as ``SerializingSink`` describes.
private final class SwitchSink<SourceElement, Observer: ObserverType>:
    SerializingSink<Observer>, ObserverType
{
    typealias Element = SourceElement
    typealias Inner = Observable<Observer.Element>

    private let selector: (SourceElement) throws -> Inner
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()

    // Guarded by the lock.
    private var latest = 0
    private var hasLatest = false
    private var outerCompleted = false

    init(
        selector: @escaping (SourceElement) throws -> Inner, observer: Observer, cancel: Cancelable
    ) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        outerSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(outerSubscription, innerSubscription)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            guard !isDisposed, let inner = attempt({ try selector(element) }) else { return }
            let id = synchronized { () -> Int? in
                guard !isStopped else { return nil }
                latest += 1
                hasLatest = true
                return latest
            }
            guard let id else { return }
            let subscription = SingleAssignmentDisposable()
            innerSubscription.disposable = subscription
            let observer = AnyObserver<Observer.Element> { event in
                self.on(event, inner: id, subscription: subscription)
            }
            subscription.setDisposable(inner.subscribe(observer))
        case .error(let error):
            fail(error)
        case .completed:
            synchronized {
                outerCompleted = true
                if !hasLatest {
                    stop(with: .completed)
                }
            }
            outerSubscription.dispose()
        }
    }

    private func on(
        _ event: Event<Observer.Element>, inner id: Int, subscription: Disposable
    ) {
        synchronized {
            guard id == latest, !isStopped else { return }
            switch event {
            case .next:
                deliver(event)
            case .error:
                stop(with: event)
            case .completed:
                hasLatest = false
                if outerCompleted {
                    stop(with: .completed)
                }
            }
        }
        if event.isStopEvent {
            subscription.dispose()
        }
    }
}
