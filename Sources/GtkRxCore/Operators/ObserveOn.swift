extension ObservableType {
    /// Delivers the sequence's events on `scheduler`, in the order the source emitted them.
    ///
    /// Events are queued as they arrive, and each is delivered by a scheduled action of its
    /// own, one after the other, as in RxSwift: an action delivers the oldest event and, if more
    /// are queued, schedules the next action. So on a `TestScheduler` an element and the
    /// completion that follows it land on consecutive ticks, and other work scheduled meanwhile
    /// runs between two events, so that a busy source cannot keep a scheduler such as the GLib
    /// main loop from its other work.
    ///
    /// Disposing the subscription stops the delivery at once, dropping the queued events. The
    /// subscription to the source ends as soon as the source stops.
    ///
    /// - Parameter scheduler: the scheduler on which to deliver the events.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObserveOn(source: asObservable(), scheduler: scheduler)
    }
}

private final class ObserveOn<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

private final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let scheduler: ImmediateSchedulerType
    private let sourceSubscription = SingleAssignmentDisposable()
    private let drain = SerialDisposable()

    // Guarded by `lock`: the events waiting for a drain; whether a drain is scheduled or
    // running (only the party that set it schedules one: the source when it was clear, else the
    // drain itself); whether the source has stopped.
    private let lock = Lock()
    private var queue = Queue<Event<Element>>()
    private var isDrainScheduled = false
    private var isSourceStopped = false

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return sourceSubscription
    }

    func on(_ event: Event<Element>) {
        let (accepted, schedulesDrain) = lock.withLock { () -> (Bool, Bool) in
            guard !isSourceStopped else { return (false, false) }
            isSourceStopped = event.isStopEvent
            queue.append(event)
            if isDrainScheduled { return (true, false) }
            isDrainScheduled = true
            return (true, true)
        }
        guard accepted else { return }
        if event.isStopEvent {
            sourceSubscription.dispose()
        }
        if schedulesDrain {
            scheduleDrain()
        }
    }

    private func scheduleDrain() {
        guard !isDisposed else { return }
        // The holder is set before scheduling, so a drain that runs at once, and schedules the
        // next one, cannot have its successor disposed by this assignment.
        let scheduled = SingleAssignmentDisposable()
        drain.disposable = scheduled
        scheduled.setDisposable(
            scheduler.schedule(()) { [self] _ in
                deliverOldestEvent()
                return Disposables.create()
            })
    }

    /// Delivers the oldest queued event, and schedules the next delivery if more are queued;
    /// runs on the scheduler.
    private func deliverOldestEvent() {
        // Empty only when disposed meanwhile (which empties the queue): a drain is scheduled
        // only with an event queued, and only the drain takes events out.
        guard let event = lock.withLock({ queue.isEmpty ? nil : queue.removeFirst() }) else {
            return
        }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
            return
        }
        let hasMore = lock.withLock { () -> Bool in
            if queue.isEmpty {
                isDrainScheduled = false
                return false
            }
            return true
        }
        if hasMore {
            scheduleDrain()
        }
    }

    override func dispose() {
        super.dispose()
        drain.dispose()
        lock.withLock { queue = Queue() }
    }
}
