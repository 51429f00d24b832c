extension ObservableType {
    /// Maps an element to a sequence with `selector` and sends that sequence's elements, while
    /// dropping the elements that arrive before it completes: they are not even passed to
    /// `selector`. Once the inner sequence completes, the next element starts a new one.
    ///
    /// Useful to ignore taps while the work the first one started is running:
    ///
    /// ```swift
    /// refreshTaps.flatMapFirst { _ in api.fetchItems() }
    /// ```
    ///
    /// Completes when this sequence has completed and no inner sequence is running; fails at
    /// once with the first error of this sequence, of the inner one, or that `selector` throws.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        FlatMapFirst(source: asObservable()) { try selector($0).asObservable() }
    }
}

private final class FlatMapFirst<SourceElement, Result>: Producer<Result> {
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
        let sink = FlatMapFirstSink(selector: selector, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// The outer sequence and the running inner one may call in on different threads at once. The
/// selector runs on the outer sequence's thread, outside the lock (the outer sequence's events
/// are serialized by its contract), and so does the inner subscription; events go out as
/// ``DeliverySink`` describes.
private final class FlatMapFirstSink<SourceElement, Observer: ObserverType>:
    EventDeliverySink<Observer>, ObserverType
{
    typealias Element = SourceElement
    typealias Inner = Observable<Observer.Element>

    private let selector: (SourceElement) throws -> Inner
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()

    // Guarded by `lock`.
    private var isRunning = false
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
            let start = lock.withLock { () -> Bool in
                guard !isStopped, !isRunning else { return false }
                isRunning = true
                return true
            }
            guard start else { return }
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                stop(with: .error(error))
                return
            }
            let subscription = SingleAssignmentDisposable()
            innerSubscription.disposable = subscription
            let observer = AnyObserver<Observer.Element> { event in
                self.onInner(event, subscription: subscription)
            }
            subscription.setDisposable(inner.subscribe(observer))
        case .error(let error):
            stop(with: .error(error))
        case .completed:
            lock.lock()
            outerCompleted = true
            if !isRunning {
                stopAndUnlock(.completed)
            } else {
                lock.unlock()
            }
            outerSubscription.dispose()
        }
    }

    private func onInner(_ event: Event<Observer.Element>, subscription: Disposable) {
        lock.lock()
        switch event {
        case .next:
            if isStopped {
                lock.unlock()
            } else {
                deliverAndUnlock(event)
            }
        case .error:
            stopAndUnlock(event)
        case .completed:
            isRunning = false
            if outerCompleted {
                stopAndUnlock(.completed)
            } else {
                lock.unlock()
            }
            subscription.dispose()
        }
    }

}
