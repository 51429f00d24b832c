extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, using
    /// `resultSelector`; an element that arrives before `second` has sent one is dropped.
    ///
    /// `second` is subscribed to first. Completes when this sequence completes (`second`
    /// completing only ends its subscription, and its latest element stays in use); fails at
    /// once with an error of either sequence or one that `resultSelector` throws.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFrom(
            first: asObservable(), second: second.asObservable(), selector: resultSelector)
    }

    /// Sends the latest element of `second` for each element of this sequence; see
    /// ``withLatestFrom(_:resultSelector:)``.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source)
        -> Observable<Source.Element>
    {
        WithLatestFrom(first: asObservable(), second: second.asObservable()) { $1 }
    }
}

private final class WithLatestFrom<First, Second, Result>: Producer<Result> {
    let first: Observable<First>
    let second: Observable<Second>
    let selector: (First, Second) throws -> Result

    init(
        first: Observable<First>, second: Observable<Second>,
        selector: @escaping (First, Second) throws -> Result
    ) {
        self.first = first
        self.second = second
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = WithLatestFromSink<First, Second, Observer>(
            selector: selector, observer: observer, cancel: cancel)
        return (sink, sink.run(first: first, second: second))
    }
}

/// What a ``WithLatestFromSink`` queues when another call is delivering: an element of the
/// first sequence with the second's latest, for the selector, or an event to forward.
private enum WithLatestFromDelivery<First, Second, Element> {
    case values(First, Second)
    case event(Event<Element>)
}

/// Keeps the second sequence's latest element; each element of the first, once there is one,
/// goes to the selector with it. Events go out as ``DeliverySink`` describes: when no other
/// thread is delivering, the selector is called straight away, allocating nothing.
private final class WithLatestFromSink<First, Second, Observer: ObserverType>:
    DeliverySink<Observer, WithLatestFromDelivery<First, Second, Observer.Element>>, ObserverType
{
    typealias Element = First

    private let selector: (First, Second) throws -> Observer.Element
    private let secondSubscription = SingleAssignmentDisposable()

    // Guarded by `lock`.
    private var latest = LatestValue<Second>()
    private var isStopped = false

    init(
        selector: @escaping (First, Second) throws -> Observer.Element, observer: Observer,
        cancel: Cancelable
    ) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(first: Observable<First>, second: Observable<Second>) -> Disposable {
        let secondObserver = AnyObserver<Second> { event in self.onSecond(event) }
        secondSubscription.setDisposable(second.subscribe(secondObserver))
        let firstSubscription = first.subscribe(self)
        return Disposables.create(firstSubscription, secondSubscription)
    }

    func on(_ event: Event<First>) {
        lock.lock()
        guard !isStopped else {
            lock.unlock()
            return
        }
        switch event {
        case .next(let element):
            guard latest.hasValue else {
                lock.unlock()
                return
            }
            let second = latest.value
            if startDeliveringAndUnlock() {
                send(element, second)
                endDelivering()
            } else {
                queueAndUnlock(element, second)
            }
        case .error(let error):
            stopAndUnlock(.error(error))
        case .completed:
            stopAndUnlock(.completed)
        }
    }

    private func onSecond(_ event: Event<Second>) {
        switch event {
        case .next(let element):
            lock.withLock { latest.store(element) }
        case .error(let error):
            lock.lock()
            stopAndUnlock(.error(error))
        case .completed:
            secondSubscription.dispose()
        }
    }

    /// Queues the elements for the thread delivering now, and releases the lock. Apart from
    /// ``on(_:)``, which would otherwise look up the queued delivery's type at run time on
    /// every call.
    @inline(never)
    private func queueAndUnlock(_ first: First, _ second: Second) {
        deliverAndUnlock(.values(first, second))
    }

    /// Sends the stop `event` unless one has been sent, and releases the lock.
    private func stopAndUnlock(_ event: Event<Observer.Element>) {
        guard !isStopped else {
            lock.unlock()
            return
        }
        isStopped = true
        deliverAndUnlock(.event(event))
    }

    override func deliver(
        _ delivery: WithLatestFromDelivery<First, Second, Observer.Element>
    ) {
        switch delivery {
        case .values(let first, let second):
            send(first, second)
        case .event(let event):
            forwardOn(event)
            dispose()
        }
    }

    /// Sends the selector's result for `first` and `second`, or stops with the error it throws;
    /// while delivering, without the lock.
    private func send(_ first: First, _ second: Second) {
        let result: Observer.Element
        do {
            result = try selector(first, second)
        } catch {
            lock.withLock { isStopped = true }
            forwardOn(.error(error))
            dispose()
            return
        }
        forwardOn(.next(result))
    }
}
