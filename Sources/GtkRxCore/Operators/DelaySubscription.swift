extension ObservableType {
    /// Subscribes to the source `dueTime` after being subscribed to, and then passes its events
    /// on unchanged. Disposing before then cancels the subscription to the source.
    ///
    /// - Parameters:
    ///   - dueTime: how long to wait before subscribing to the source.
    ///   - scheduler: the scheduler that measures the wait and subscribes to the source.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> Observable<Element>
    {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelaySubscription<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DelaySubscriptionSink(observer: observer, cancel: cancel)
        // Disposing the scheduled work cancels it, or disposes the subscription it returned.
        let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { [source] _ in
            source.subscribe(sink)
        }
        return (sink, subscription)
    }
}

private final class DelaySubscriptionSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
