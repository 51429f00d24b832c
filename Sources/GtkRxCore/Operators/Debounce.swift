extension ObservableType {
    /// Emits an element only after `dueTime` has passed on `scheduler` without another element:
    /// each element restarts the wait, and only the last one of a burst is emitted.
    ///
    /// When the source completes, the element still waiting (if any) is emitted at once, then
    /// the completion. An error is forwarded at once, and the waiting element is dropped.
    ///
    /// - Parameters:
    ///   - dueTime: how long the source must stay quiet before its last element is emitted.
    ///   - scheduler: the scheduler that runs the timers; elements waited for are emitted on it.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> Observable<Element>
    {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class Debounce<Element>: Producer<Element> {
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
        let sink = DebounceSink(
            dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class DebounceSink<Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let timer = SerialDisposable()

    // Guarded by `lock`: the element waiting for quiet, and the number of the element that
    // started the current wait (a timer of an older wait finds a newer number and does nothing).
    private var pending: Element?
    private var generation: UInt64 = 0

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: Observer, cancel: Cancelable)
    {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let current = synchronized { () -> UInt64 in
                generation &+= 1
                pending = element
                return generation
            }
            // The source's events are serialized, so timers are replaced in order. The holder is
            // set before scheduling, so a timer that fires at once cannot be disposed by it.
            let wait = SingleAssignmentDisposable()
            timer.disposable = wait
            wait.setDisposable(
                scheduler.scheduleRelative(current, dueTime: dueTime) { [self] generation in
                    quietPeriodEnded(generation)
                    return Disposables.create()
                })
        case .error:
            synchronized {
                pending = nil
                send(event)
            }
        case .completed:
            synchronized {
                if let element = pending {
                    pending = nil
                    send(.next(element))
                }
                send(.completed)
            }
        }
    }

    private func quietPeriodEnded(_ waited: UInt64) {
        synchronized {
            guard waited == generation, let element = pending else { return }
            pending = nil
            send(.next(element))
        }
    }

    override func dispose() {
        super.dispose()
        timer.dispose()
    }
}
