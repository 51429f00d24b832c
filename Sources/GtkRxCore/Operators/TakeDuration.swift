extension ObservableType {
    /// Passes on the source's events for `duration`, measured on `scheduler` from the
    /// subscription; then completes and disposes the source subscription.
    ///
    /// A source that stops sooner ends the sequence the same way. The timer's completion comes
    /// on `scheduler`; the source's events and it are serialized, and nothing follows the stop
    /// event.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType)
        -> Observable<Element>
    {
        TakeDuration(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Passes on the source's events for `duration`; see ``take(for:scheduler:)``.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

private final class TakeDuration<Element>: Producer<Element> {
    let source: Observable<Element>
    let duration: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeDurationSink(observer: observer, cancel: cancel)
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            sink.on(.completed)
            return Disposables.create()
        }
        return (sink, Disposables.create(timer, source.subscribe(sink)))
    }
}

/// The source and the timer call in on different threads: events go out as ``DeliverySink``
/// describes, and the first stop event ends them.
private final class TakeDurationSink<Observer: ObserverType>:
    DeliverySink<Observer, Event<Observer.Element>>, ObserverType
{
    typealias Element = Observer.Element

    // Guarded by `lock`.
    private var isStopped = false

    func on(_ event: Event<Element>) {
        lock.lock()
        if isStopped {
            lock.unlock()
            return
        }
        if event.isStopEvent {
            isStopped = true
        }
        deliverAndUnlock(event)
    }

    override func deliver(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
