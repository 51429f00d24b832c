extension ObservableType where Element: FixedWidthInteger {
    /// A sequence that emits 0 on `scheduler` after `dueTime`.
    ///
    /// Without a `period`, it completes right after emitting 0. With one, it goes on emitting
    /// 1, 2, … every `period` and never completes; dispose it to stop it.
    ///
    /// ```swift
    /// Observable<Int>.timer(.seconds(2), scheduler: scheduler)                     // 0, completed
    /// Observable<Int>.timer(.seconds(2), period: .seconds(1), scheduler: scheduler) // 0, 1, 2, …
    /// ```
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
    ) -> Observable<Element> {
        if let period {
            return PeriodicTimer(dueTime: dueTime, period: period, scheduler: scheduler)
        }
        return OneShotTimer(dueTime: dueTime, scheduler: scheduler)
    }
}

private final class OneShotTimer<Element: FixedWidthInteger>: Producer<Element> {
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            sink.forwardOn(.next(Element.zero))
            sink.forwardOn(.completed)
            sink.dispose()
            return Disposables.create()
        }
        return (sink, subscription)
    }
}
