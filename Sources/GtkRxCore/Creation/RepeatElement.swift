extension ObservableType {
    /// A sequence that emits `element` over and over, without end, until disposed.
    ///
    /// Each repetition is a separate piece of work on `scheduler`. On the default
    /// ``CurrentThreadScheduler`` they run during `subscribe`, so the subscription must be ended
    /// from downstream (with ``take(_:)``, for example) or `subscribe` never returns.
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        RepeatElement(element: element, scheduler: scheduler)
    }
}

private final class RepeatElement<Element>: Producer<Element> {
    let element: Element
    let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        let subscription = scheduler.scheduleRecursive(element) { element, recurse in
            sink.forwardOn(.next(element))
            recurse(element)
        }
        return (sink, subscription)
    }
}
