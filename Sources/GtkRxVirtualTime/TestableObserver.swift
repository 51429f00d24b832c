import GtkRxCore

/// An observer that records each event it receives with the ``TestScheduler``'s clock.
public final class TestableObserver<Element>: ObserverType {
    private unowned let scheduler: TestScheduler

    /// What was received, in order.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the current virtual time.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
