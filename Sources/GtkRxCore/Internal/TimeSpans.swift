/// The time spans of `buffer(timeSpan:count:scheduler:)` and `window(timeSpan:count:scheduler:)`:
/// each span ends when its timer fires or, earlier, when its count is reached; then the next
/// one starts, with a timer of its own.
///
/// Spans are numbered, so that a timer of a span ended early finds a newer number and does
/// nothing. The sink changes the spans holding its lock, and starts the new span's timer with
/// ``TimeSpanStart/startTimer(on:after:ended:)`` after releasing it.
struct TimeSpans {
    /// The number of the current span.
    private(set) var current: UInt64 = 0
    /// The holder of the current span's timer.
    private(set) var currentTimer: SingleAssignmentDisposable?

    /// Ends the current span and starts the next one. Call holding the sink's lock.
    mutating func startNext() -> TimeSpanStart {
        current &+= 1
        let timer = SingleAssignmentDisposable()
        defer { currentTimer = timer }
        return TimeSpanStart(number: current, timer: timer, previousTimer: currentTimer)
    }
}

/// A span just started, whose timer is to be started.
struct TimeSpanStart {
    /// The span's number.
    let number: UInt64
    fileprivate let timer: SingleAssignmentDisposable
    fileprivate let previousTimer: SingleAssignmentDisposable?

    /// Stops the previous span's timer, and starts this span's: `ended` runs with the span's
    /// number after `timeSpan`, on `scheduler`.
    ///
    /// Call it without the lock, once what ended the previous span is delivered or queued, so
    /// that what this span's timer sends comes after it. If the span is replaced, or the sink
    /// stops, before the timer is set, the timer is disposed as soon as it is set.
    func startTimer(
        on scheduler: SchedulerType, after timeSpan: RxTimeInterval,
        ended: @escaping (UInt64) -> Void
    ) {
        previousTimer?.dispose()
        timer.setDisposable(
            scheduler.scheduleRelative(number, dueTime: timeSpan) { number in
                ended(number)
                return Disposables.create()
            })
    }
}
