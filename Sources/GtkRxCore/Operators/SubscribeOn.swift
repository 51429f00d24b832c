extension ObservableType {
    /// Subscribes to the source on `scheduler`, and disposes that subscription on `scheduler`
    /// too; the events are passed on unchanged, on whatever thread the source emits them.
    ///
    /// Disposing before the scheduled subscription has run cancels it. Use it to move the work a
    /// subscription does (starting a request, connecting a signal) to a given thread; to move
    /// where the events are observed, use ``observe(on:)``.
    ///
    /// The source's subscription is disposed on `scheduler` however it ends: when the
    /// subscriber disposes, and when the sequence completes or fails (a scheduled action after
    /// the stop event, as in RxSwift).
    ///
    /// - Parameter scheduler: the scheduler on which to subscribe and dispose.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // `self`, not `asObservable()`: a type that is only an `ObservableType` would be wrapped
        // in `create`, whose sink disposes the subscription itself, at once, when the sequence
        // stops, which is not on the scheduler.
        SubscribeOn(source: self, scheduler: scheduler)
    }
}

private final class SubscribeOn<Source: ObservableType>: Producer<Source.Element> {
    typealias Element = Source.Element
    let source: Source
    let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SubscribeOnSink(observer: observer, cancel: cancel)
        // Holds the scheduled subscription until it runs, then a disposable that disposes the
        // subscription on the scheduler; replacing the first with the second is harmless, as
        // the scheduled work is running by then.
        let subscription = SerialDisposable()
        let pending = SingleAssignmentDisposable()
        subscription.disposable = pending
        let source = source
        let scheduler = scheduler
        pending.setDisposable(
            scheduler.schedule(()) { _ in
                let sourceSubscription = source.subscribe(sink)
                subscription.disposable = Disposables.create {
                    _ = scheduler.schedule(sourceSubscription) { sourceSubscription in
                        sourceSubscription.dispose()
                        return Disposables.create()
                    }
                }
                return Disposables.create()
            })
        return (sink, subscription)
    }
}

private final class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
