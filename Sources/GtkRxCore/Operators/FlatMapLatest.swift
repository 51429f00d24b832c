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
/// the lock (the outer sequence's events are serialized by its contract), and so does the inner
/// subscription; events go out as ``DeliverySink`` describes: straight through, without
/// allocating, when no other thread is delivering.
private final class SwitchSink<SourceElement, Observer: ObserverType>:
    EventDeliverySink<Observer>, ObserverType
{
    typealias Element = SourceElement
    typealias Inner = Observable<Observer.Element>

    private let selector: (SourceElement) throws -> Inner
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()

    // Guarded by `lock`.
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
            guard !isDisposed else { return }
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                fail(error)
                return
            }
            lock.lock()
            guard !isStopped else {
                lock.unlock()
                return
            }
            latest += 1
            hasLatest = true
            let observer = SwitchInnerObserver(sink: self, id: latest)
            lock.unlock()
            innerSubscription.disposable = observer
            observer.keep(inner.subscribe(observer))
        case .error(let error):
            fail(error)
        case .completed:
            lock.lock()
            outerCompleted = true
            if hasLatest {
                lock.unlock()
            } else {
                completeAndUnlock()
            }
            outerSubscription.dispose()
        }
    }

    /// An event of the inner sequence numbered `id`, whose subscription `subscription` holds.
    func on(_ event: Event<Observer.Element>, inner id: Int, subscription: Disposable) {
        lock.lock()
        if id != latest || isStopped {
            lock.unlock()
        } else {
            switch event {
            case .next:
                forwardNextAndUnlock(event)
                return
            case .error:
                stopAndUnlock(event)
            case .completed:
                hasLatest = false
                if outerCompleted {
                    completeAndUnlock()
                } else {
                    lock.unlock()
                }
            }
        }
        if event.isStopEvent {
            subscription.dispose()
        }
    }

}

/// The observer of one inner sequence of a ``SwitchSink``: hands its events over with the
/// sequence's number, and holds the sequence's subscription, which disposing it disposes
/// (what a `SingleAssignmentDisposable` would do, without two more allocations per element).
private final class SwitchInnerObserver<SourceElement, Observer: ObserverType>: ObserverType,
    Disposable
{
    typealias Element = Observer.Element

    private let sink: SwitchSink<SourceElement, Observer>
    private let id: Int
    // Guarded by the sink's lock.
    private var subscription: Disposable?
    private var isDisposed = false

    init(sink: SwitchSink<SourceElement, Observer>, id: Int) {
        self.sink = sink
        self.id = id
    }

    func on(_ event: Event<Element>) {
        sink.on(event, inner: id, subscription: self)
    }

    /// Holds `subscription` until disposed; disposes it at once when that already happened
    /// (the inner sequence ended while being subscribed to, or a newer one replaced it).
    func keep(_ subscription: Disposable) {
        sink.lock.lock()
        if isDisposed {
            sink.lock.unlock()
            subscription.dispose()
        } else {
            self.subscription = subscription
            sink.lock.unlock()
        }
    }

    func dispose() {
        sink.lock.lock()
        guard !isDisposed else {
            sink.lock.unlock()
            return
        }
        isDisposed = true
        let held = subscription
        subscription = nil
        sink.lock.unlock()
        held?.dispose()
    }
}
