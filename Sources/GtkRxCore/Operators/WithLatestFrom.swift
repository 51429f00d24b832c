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

/// Keeps `second`'s latest element; the selector runs in a delivery, outside the lock (see
/// ``SerializingSink``).
private final class WithLatestFromSink<First, Second, Observer: ObserverType>:
    SerializingSink<Observer>, ObserverType
{
    typealias Element = First

    private let selector: (First, Second) throws -> Observer.Element
    private let secondSubscription = SingleAssignmentDisposable()
    private var latest: Second?  // Guarded by the lock.

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
        synchronized {
            guard !isStopped else { return }
            switch event {
            case .next(let element):
                guard let latest else { return }
                deliverResult { try self.selector(element, latest) }
            case .error(let error):
                stop(with: .error(error))
            case .completed:
                stop(with: .completed)
            }
        }
    }

    private func onSecond(_ event: Event<Second>) {
        switch event {
        case .next(let element):
            synchronized { latest = element }
        case .error(let error):
            fail(error)
        case .completed:
            secondSubscription.dispose()
        }
    }
}
