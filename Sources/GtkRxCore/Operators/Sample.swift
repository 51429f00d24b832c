extension ObservableType {
    /// Sends, at each element of `sampler`, the latest element this sequence has sent since the
    /// previous one; when there is none, `defaultValue` if it is given, else nothing.
    ///
    /// `sampler` completing samples one last time. The result completes when `sampler` sends
    /// or completes after this sequence has completed (as RxSwift's `sample`: when `sampler`
    /// completes first, the result does not complete). Fails at once with an error of either
    /// sequence.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
        -> Observable<Element>
    {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

private final class Sample<Element, Tick>: Producer<Element> {
    let source: Observable<Element>
    let sampler: Observable<Tick>
    let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<Tick>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SampleSink<Tick, Observer>(
            defaultValue: defaultValue, observer: observer, cancel: cancel)
        return (sink, sink.run(source: source, sampler: sampler))
    }
}

/// Keeps the source's element awaiting a tick; deliveries are as ``SerializingSink``
/// describes.
private final class SampleSink<Tick, Observer: ObserverType>: SerializingSink<Observer>,
    ObserverType
{
    typealias Element = Observer.Element

    private let defaultValue: Element?
    private let sourceSubscription = SingleAssignmentDisposable()

    // Guarded by the lock.
    private var pending: Element?
    private var sourceCompleted = false

    init(defaultValue: Element?, observer: Observer, cancel: Cancelable) {
        self.defaultValue = defaultValue
        super.init(observer: observer, cancel: cancel)
    }

    func run(source: Observable<Element>, sampler: Observable<Tick>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        let samplerObserver = AnyObserver<Tick> { event in self.onTick(event) }
        let samplerSubscription = sampler.subscribe(samplerObserver)
        return Disposables.create(sourceSubscription, samplerSubscription)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            synchronized { pending = element }
        case .error(let error):
            fail(error)
        case .completed:
            synchronized { sourceCompleted = true }
            sourceSubscription.dispose()
        }
    }

    private func onTick(_ event: Event<Tick>) {
        if case .error(let error) = event {
            fail(error)
            return
        }
        synchronized {
            guard !isStopped else { return }
            if let element = pending ?? defaultValue {
                pending = nil
                deliver(.next(element))
            }
            if sourceCompleted {
                stop(with: .completed)
            }
        }
    }
}
