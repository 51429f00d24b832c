extension ObservableType {
    /// Sends this sequence's events, and when it fails with an error of type `Failure`, hands
    /// the error to the notifier and waits: the sequence is subscribed to again when the
    /// notifier emits an element, and the result completes when the notifier completes, or
    /// fails when it fails.
    ///
    /// `notificationHandler` runs once per subscription, with the sequence of this sequence's
    /// errors, and returns the notifier, which is subscribed to before this sequence is. Its
    /// elements count only while this sequence is waiting after an error; one that comes while
    /// this sequence runs is ignored. If the notifier has completed by the time this sequence
    /// fails, the result completes then. An error of another type than `Failure` ends the
    /// result with that error, without the notifier.
    ///
    /// ```swift
    /// request.retry { (errors: Observable<NetworkError>) in
    ///     errors.enumerated().flatMap { attempt, error in
    ///         attempt < 3
    ///             ? Observable<Int>.timer(.seconds(1 << attempt), scheduler: scheduler)
    ///             : Observable.error(error)
    ///     }
    /// }
    /// ```
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhen(source: asObservable()) { notificationHandler($0).asObservable() }
    }

    /// Sends this sequence's events, and when it fails, hands the error to the notifier and
    /// waits: the sequence is subscribed to again when the notifier emits an element, and the
    /// result completes when the notifier completes, or fails when it fails.
    ///
    /// This is the overload above for errors of any type: every error goes to the notifier,
    /// and the rest of its contract is the same.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhen(source: asObservable()) { notificationHandler($0).asObservable() }
    }

    /// Resubscribes when the notifier says so; see `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes when the notifier says so; see `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

private final class RetryWhen<Element, Failure: Swift.Error, Trigger>: Producer<Element> {
    let source: Observable<Element>
    let makeNotifier: (Observable<Failure>) -> Observable<Trigger>

    init(
        source: Observable<Element>,
        makeNotifier: @escaping (Observable<Failure>) -> Observable<Trigger>
    ) {
        self.source = source
        self.makeNotifier = makeNotifier
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = RetryWhenSink<Observer, Failure, Trigger>(
            source: source, observer: observer, cancel: cancel)
        return (sink, sink.run(makeNotifier))
    }
}

/// The source and the notifier may call in on different threads (a notifier built on a
/// timer, say): the state is guarded by ``DeliverySink/lock``, and events go out as
/// ``DeliverySink`` describes. Resubscribing goes through ``CurrentThreadScheduler``, so that
/// a source that fails as it is subscribed to, retried at once, loops instead of deepening the
/// stack.
private final class RetryWhenSink<Observer: ObserverType, Failure: Swift.Error, Trigger>:
    DeliverySink<Observer, Event<Observer.Element>>, ObserverType
{
    typealias Element = Observer.Element

    private let source: Observable<Element>
    private let errors = PublishSubject<Failure>()
    private let sourceSubscription = SerialDisposable()
    private let notifierSubscription = SingleAssignmentDisposable()

    // Guarded by `lock`.
    /// Whether the source has failed and the notifier has not answered yet.
    private var isWaiting = false
    private var notifierCompleted = false
    private var isStopped = false

    init(source: Observable<Element>, observer: Observer, cancel: Cancelable) {
        self.source = source
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ makeNotifier: (Observable<Failure>) -> Observable<Trigger>) -> Disposable {
        let notifier = makeNotifier(errors.asObservable())
        notifierSubscription.setDisposable(notifier.subscribe(RetryWhenTrigger(sink: self)))
        subscribeToSource()
        return Disposables.create(notifierSubscription, sourceSubscription)
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        if isStopped {
            lock.unlock()
            return
        }
        switch event {
        case .next:
            deliverAndUnlock(event)
        case .completed:
            stopAndUnlock(event)
        case .error(let error):
            guard let failure = error as? Failure else {
                stopAndUnlock(event)
                return
            }
            if notifierCompleted {
                stopAndUnlock(.completed)
                return
            }
            isWaiting = true
            lock.unlock()
            // The failed subscription ends now, not when the next one starts.
            sourceSubscription.disposable = Disposables.create()
            errors.on(.next(failure))
        }
    }

    /// The notifier has sent `event`.
    func onTrigger(_ event: Event<Trigger>) {
        lock.lock()
        if isStopped {
            lock.unlock()
            return
        }
        switch event {
        case .next:
            guard isWaiting else {
                lock.unlock()
                return
            }
            isWaiting = false
            lock.unlock()
            // Runs at once unless this thread's trampoline is busy; then when it gets to it.
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                self.subscribeToSource()
                return Disposables.create()
            }
        case .error(let error):
            stopAndUnlock(.error(error))
        case .completed:
            if isWaiting {
                stopAndUnlock(.completed)
            } else {
                notifierCompleted = true
                lock.unlock()
                notifierSubscription.dispose()
            }
        }
    }

    private func subscribeToSource() {
        guard !isDisposed else { return }
        let subscription = SingleAssignmentDisposable()
        sourceSubscription.disposable = subscription
        subscription.setDisposable(source.subscribe(self))
    }

    /// Sends the stop `event` unless one has been sent, and releases the lock.
    private func stopAndUnlock(_ event: Event<Element>) {
        guard !isStopped else {
            lock.unlock()
            return
        }
        isStopped = true
        deliverAndUnlock(event)
    }

    override func deliver(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

private final class RetryWhenTrigger<Observer: ObserverType, Failure: Swift.Error, Trigger>:
    ObserverType
{
    // A strong reference, like every source subscription's reference to its sink: the cycle
    // through the notifier's subscription is broken when the subscription is disposed.
    private let sink: RetryWhenSink<Observer, Failure, Trigger>

    init(sink: RetryWhenSink<Observer, Failure, Trigger>) {
        self.sink = sink
    }

    func on(_ event: Event<Trigger>) {
        sink.onTrigger(event)
    }
}
