extension ObservableType {
    /// Delivers the sequence's events on `scheduler`, in the order the source emitted them.
    ///
    /// Events are queued as they arrive and delivered by one scheduled drain at a time: when
    /// events arrive faster than the scheduler runs the drain, they wait in the queue for it
    /// rather than each scheduling work of its own. A drain delivers the events queued when it
    /// starts, then schedules the next drain if more have arrived meanwhile, so a busy source
    /// cannot keep a scheduler such as the GLib main loop from its other work.
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
    private var queue: [Event<Element>] = []
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
                deliverQueuedEvents()
                return Disposables.create()
            })
    }

    /// Delivers the events queued so far; runs on the scheduler.
    private func deliverQueuedEvents() {
        var batch: [Event<Element>] = []
        lock.withLock { swap(&queue, &batch) }
        for event in batch {
            // Stops at once when disposed, even in the middle of the batch.
            guard !isDisposed else { return }
            forwardOn(event)
            if event.isStopEvent {
                dispose()
                return
            }
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
        lock.withLock { queue = [] }
    }
}
