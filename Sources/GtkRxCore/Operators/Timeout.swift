extension ObservableType {
    /// Passes the source's events on, but fails with ``RxError/timeout`` when no element arrives
    /// within `dueTime`: of the subscription for the first element, of the previous element for
    /// each later one.
    ///
    /// Once timed out, the subscription to the source is disposed and its later events are
    /// ignored. A completion or error of the source before then is forwarded at once.
    ///
    /// - Parameters:
    ///   - dueTime: the longest wait allowed for each element.
    ///   - scheduler: the scheduler that runs the timers; the timeout error is emitted on it.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> Observable<Element>
    {
        Timeout(source: asObservable(), dueTime: dueTime, other: nil, scheduler: scheduler)
    }

    /// Passes the source's events on, but switches to `other` when no element arrives within
    /// `dueTime`: of the subscription for the first element, of the previous element for each
    /// later one.
    ///
    /// On the switch, the subscription to the source is disposed, its later events are ignored,
    /// and `other` is subscribed to; from then on the sequence is `other`, with no more timeout.
    /// A completion or error of the source before then is forwarded at once.
    ///
    /// - Parameters:
    ///   - dueTime: the longest wait allowed for each element of the source.
    ///   - other: the sequence to switch to on a timeout.
    ///   - scheduler: the scheduler that runs the timers; `other` is subscribed to on it.
    public func timeout<Other: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Other, scheduler: SchedulerType
    ) -> Observable<Element> where Other.Element == Element {
        Timeout(
            source: asObservable(), dueTime: dueTime, other: other.asObservable(),
            scheduler: scheduler)
    }
}

private final class Timeout<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    /// The sequence to switch to, or `nil` to fail with ``RxError/timeout``.
    let other: Observable<Element>?
    let scheduler: SchedulerType

    init(
        source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>?,
        scheduler: SchedulerType
    ) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TimeoutSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

private final class TimeoutSink<Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let dueTime: RxTimeInterval
    private let other: Observable<Element>?
    private let scheduler: SchedulerType
    /// The subscription to the source, replaced by the one to `other` on a switch.
    private let subscription = SerialDisposable()
    private let timer = SerialDisposable()

    // Guarded by `lock`: how many source events have arrived (a timer started before the
    // latest one finds a newer count and does nothing), and whether the timeout happened.
    private var generation: UInt64 = 0
    private var timedOut = false

    init(parent: Timeout<Element>, observer: Observer, cancel: Cancelable) {
        dueTime = parent.dueTime
        other = parent.other
        scheduler = parent.scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        startTimer(for: 0)
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(subscription, timer)
    }

    func on(_ event: Event<Element>) {
        let current = synchronized { () -> UInt64? in
            guard !timedOut else { return nil }
            generation &+= 1
            send(event)
            return generation
        }
        if let current, !event.isStopEvent {
            startTimer(for: current)
        }
    }

    /// Starts the wait for the source event after the `generation`th.
    private func startTimer(for generation: UInt64) {
        // Timers are started by `run` and then by the source, whose events are serialized, so
        // they replace each other in order. The holder is set before scheduling, so a timer that
        // fires at once cannot be disposed by it.
        let wait = SingleAssignmentDisposable()
        timer.disposable = wait
        wait.setDisposable(
            scheduler.scheduleRelative(generation, dueTime: dueTime) { [self] generation in
                timerFired(generation)
                return Disposables.create()
            })
    }

    private func timerFired(_ waited: UInt64) {
        let switches = synchronized { () -> Bool in
            guard !timedOut, waited == generation else { return false }
            timedOut = true
            if other == nil {
                send(.error(RxError.timeout))
            }
            return true
        }
        guard switches else { return }
        if let other {
            let otherSubscription = SingleAssignmentDisposable()
            // Disposes the subscription to the source.
            subscription.disposable = otherSubscription
            otherSubscription.setDisposable(other.subscribe(OtherObserver(sink: self)))
        } else {
            subscription.dispose()
        }
    }

    /// Forwards an event of `other`, after the switch.
    fileprivate func forwardOther(_ event: Event<Element>) {
        synchronized { send(event) }
    }

    override func dispose() {
        super.dispose()
        timer.dispose()
    }
}

/// Receives the events of the sequence switched to, for a ``TimeoutSink``.
private struct OtherObserver<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    let sink: TimeoutSink<Observer>

    func on(_ event: Event<Element>) {
        sink.forwardOther(event)
    }
}
