import Synchronization

extension ObservableType {
    /// Drops the source's elements for `duration`, measured on `scheduler` from the
    /// subscription, and passes on the rest. Errors and the completion pass through at any
    /// time.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipDuration(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

private final class SkipDuration<Element>: Producer<Element> {
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
        let sink = SkipDurationSink(observer: observer, cancel: cancel)
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            sink.open()
            return Disposables.create()
        }
        return (sink, Disposables.create(timer, source.subscribe(sink)))
    }
}

/// Only the source sends events downstream; the timer, on another thread, only opens the gate,
/// an atomic flag.
private final class SkipDurationSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let isOpen = Atomic(false)

    /// The duration has passed: elements pass from now on.
    func open() {
        isOpen.store(true, ordering: .releasing)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if isOpen.load(ordering: .acquiring) {
                forwardOn(event)
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
