extension ObservableType where Element: FixedWidthInteger {
    /// A sequence that emits 0, 1, 2, … on `scheduler`, one every `period`, the first one
    /// `period` after subscribing. It never completes; dispose it to stop it.
    ///
    /// ```swift
    /// Observable<Int>.interval(.seconds(1), scheduler: scheduler)   // 0, 1, 2, …
    /// ```
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType)
        -> Observable<Element>
    {
        PeriodicTimer(dueTime: period, period: period, scheduler: scheduler)
    }
}

/// Emits 0, 1, 2, … on a scheduler: the first after `dueTime`, then one every `period`.
final class PeriodicTimer<Element: FixedWidthInteger>: Producer<Element> {
    let dueTime: RxTimeInterval
    let period: RxTimeInterval
    let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, period: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        let subscription = scheduler.schedulePeriodic(
            Element.zero, startAfter: dueTime, period: period
        ) { count in
            sink.forwardOn(.next(count))
            return count &+ 1
        }
        return (sink, subscription)
    }
}
