import FoundationEssentials

extension ObservableType {
    /// Shifts the sequence later in time by `dueTime`: each element and the completion are
    /// emitted `dueTime` after the source emitted them, in the same order, each by a scheduled
    /// action of its own (events due at the same time go out one action after another).
    ///
    /// Errors are not delayed: an error is forwarded as soon as the source fails, and the
    /// elements still being delayed are dropped. The subscription to the source ends as soon as
    /// the source stops.
    ///
    /// - Parameters:
    ///   - dueTime: how long each event is held back.
    ///   - scheduler: the scheduler whose clock measures the delay and that runs the timers; the
    ///     delayed events are emitted on it.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class Delay<Element>: Producer<Element> {
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
        let sink = DelaySink(
            dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

private final class DelaySink<Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let sourceSubscription = SingleAssignmentDisposable()
    private let timer = SerialDisposable()

    // Guarded by `lock`: the events being delayed with the times they are due, oldest first
    // from `head`; and whether a timer is scheduled to emit them. Only the party that set
    // `isTimerScheduled` schedules a timer: the source when it was clear, else the timer itself.
    private var delayed: [(due: RxTime, event: Event<Element>)] = []
    private var head = 0
    private var isTimerScheduled = false

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: Observer, cancel: Cancelable)
    {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, timer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next, .completed:
            let due = scheduler.now.adding(dueTime)
            let startsTimer = synchronized { () -> Bool in
                guard !isStopped else { return false }
                delayed.append((due, event))
                if isTimerScheduled { return false }
                isTimerScheduled = true
                return true
            }
            if event.isCompleted {
                sourceSubscription.dispose()
            }
            if startsTimer {
                scheduleTimer(after: dueTime)
            }
        case .error:
            synchronized {
                delayed = []
                head = 0
                send(event)
            }
            sourceSubscription.dispose()
        }
    }

    private func scheduleTimer(after interval: RxTimeInterval) {
        // The holder is set before scheduling, so a timer that fires at once, and schedules the
        // next one, cannot have its successor disposed by this assignment.
        let wait = SingleAssignmentDisposable()
        timer.disposable = wait
        wait.setDisposable(
            scheduler.scheduleRelative((), dueTime: interval) { [self] _ in
                timerFired()
                return Disposables.create()
            })
    }

    /// Emits the oldest delayed event, once it is due, and schedules the timer for the next one:
    /// one event per timer, as in RxSwift, so events due together still go out one scheduled
    /// action after another (on a `TestScheduler`, on consecutive ticks).
    private func timerFired() {
        let now = scheduler.now
        let nextTimer = synchronized { () -> RxTimeInterval? in
            if head < delayed.count {
                if let remaining = timeUntil(delayed[head].due, from: now) {
                    // Fired early (a real clock's rounding): wait for the rest.
                    return remaining
                }
                send(delayed[head].event)
                head += 1
            }
            guard head < delayed.count else {
                delayed = []
                head = 0
                isTimerScheduled = false
                return nil
            }
            compact()
            return timeUntil(delayed[head].due, from: now) ?? .nanoseconds(0)
        }
        if let nextTimer {
            scheduleTimer(after: nextTimer)
        }
    }

    /// Drops the emitted events from the front of `delayed` once they are half of it. Call
    /// holding `lock`.
    private func compact() {
        if head > 32 && head * 2 > delayed.count {
            delayed.removeFirst(head)
            head = 0
        }
    }

    override func dispose() {
        super.dispose()
        timer.dispose()
    }
}
