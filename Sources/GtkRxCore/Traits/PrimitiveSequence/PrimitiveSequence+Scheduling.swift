extension PrimitiveSequence {
    /// The same sequence, its events emitted `dueTime` later on `scheduler`; an error is not
    /// delayed. See ``ObservableType/delay(_:scheduler:)``.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// The same sequence, subscribed to `dueTime` after the subscription, on `scheduler`.
    /// Disposing before then cancels it.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// The same sequence, its events delivered on `scheduler`. See
    /// ``ObservableType/observe(on:)``.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// The same sequence, subscribed to and disposed of on `scheduler`. See
    /// ``ObservableType/subscribe(on:)``.
    public func subscribe(on scheduler: ImmediateSchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// The same sequence, but failing with ``RxError/timeout`` when it has not ended within
    /// `dueTime` of the subscription; the subscription to it then ends.
    ///
    /// - Parameters:
    ///   - dueTime: the longest wait allowed.
    ///   - scheduler: the scheduler that runs the timer; the timeout error is emitted on it.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// The same sequence, but switching to `other` when it has not ended within `dueTime` of
    /// the subscription; the subscription to it then ends, and `other` is subscribed to.
    ///
    /// - Parameters:
    ///   - dueTime: the longest wait allowed.
    ///   - other: the sequence to switch to on a timeout.
    ///   - scheduler: the scheduler that runs the timer; `other` is subscribed to on it.
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
        scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequence where Element: FixedWidthInteger {
    /// A sequence that emits 0 on `scheduler` after `dueTime`, and ends.
    ///
    /// ```swift
    /// Single<Int>.timer(.seconds(2), scheduler: MainScheduler.instance)   // 0 after 2 s
    /// ```
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
