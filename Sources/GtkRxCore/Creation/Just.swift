extension ObservableType {
    /// A sequence that emits `element` and then completes, both during `subscribe`.
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element: element)
    }

    /// A sequence that emits `element` on `scheduler` and then, in a second piece of scheduled
    /// work, completes. Disposing before either has run cancels it.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
        -> Observable<Element>
    {
        JustScheduled(element: element, scheduler: scheduler)
    }
}

private final class Just<Element>: Observable<Element> {
    private let element: Element

    init(element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}

private final class JustScheduled<Element>: Producer<Element> {
    let element: Element
    let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = JustScheduledSink(observer: observer, cancel: cancel)
        return (sink, sink.run(element: element, scheduler: scheduler))
    }
}

private final class JustScheduledSink<Observer: ObserverType>: Sink<Observer> {
    func run(element: Observer.Element, scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.schedule(element) { element in
            self.forwardOn(.next(element))
            return scheduler.schedule(()) { _ in
                self.forwardOn(.completed)
                self.dispose()
                return Disposables.create()
            }
        }
    }
}
