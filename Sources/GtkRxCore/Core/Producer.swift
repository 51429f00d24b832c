import Synchronization

/// The base of GtkRx's operators: an observable that creates a ``Sink`` per subscription.
///
/// `subscribe` runs the operator's ``run(_:cancel:)`` on the current-thread trampoline (see
/// ``CurrentThreadScheduler``), so that work a subscription schedules recursively runs after it,
/// in order, instead of deepening the stack.
class Producer<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if !CurrentThreadScheduler.isScheduleRequired {
            return subscribeNow(observer)
        }
        return CurrentThreadScheduler.instance.schedule(()) { _ in
            self.subscribeNow(observer)
        }
    }

    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let disposer = SinkDisposer()
        let (sink, subscription) = run(observer, cancel: disposer)
        disposer.set(sink: sink, subscription: subscription)
        return disposer
    }

    /// Starts one subscription: creates the operator's sink for `observer` and subscribes it
    /// to the sources. The sink calls `cancel` when the sequence stops on its own.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        fatalError("Producer.run is abstract; \(type(of: self)) must override it")
    }
}

/// What `subscribe` returns for a ``Producer``: disposes the sink and its source subscription
/// once, whether the subscriber disposes or the sequence stops on its own first.
final class SinkDisposer: Cancelable, @unchecked Sendable {
    // Sendable: `sink` and `subscription` are written by `set` before it publishes `isSetFlag`
    // (releasing) and read only by the one party that sees both flags (acquiring): `dispose`
    // when `set` came first, `set` itself when `dispose` did. No lock: an atomic word costs no
    // allocation, and every operator of every subscription makes one of these.
    private static let isDisposedFlag = 1
    private static let isSetFlag = 2

    private let state = Atomic<Int>(0)
    // Not `Disposable?`: copying or destroying an optional existential goes through
    // `Optional`'s generic value witnesses, which look its type metadata up at run time (about
    // 250 instructions for each of the four copies and destroys a subscription makes here).
    // `NopDisposable.instance` stands for "none".
    // `@exclusivity(unchecked)`: no run-time exclusivity check on these two (about 100
    // instructions per access, eight accesses per subscription). Sound: only the one party the
    // flags above elect touches them, one short access at a time, never across a call.
    @exclusivity(unchecked) private var sink: Disposable = NopDisposable.instance
    @exclusivity(unchecked) private var subscription: Disposable = NopDisposable.instance

    var isDisposed: Bool {
        state.load(ordering: .acquiring) & SinkDisposer.isDisposedFlag != 0
    }

    /// Keeps the sink and its source subscription, or disposes them at once when the
    /// subscription was disposed while they were being made. Called once.
    func set(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
        let previous = state.bitwiseOr(SinkDisposer.isSetFlag, ordering: .acquiringAndReleasing)
            .oldValue
        precondition(previous & SinkDisposer.isSetFlag == 0, "SinkDisposer.set called twice")
        if previous & SinkDisposer.isDisposedFlag != 0 {
            self.sink = NopDisposable.instance
            self.subscription = NopDisposable.instance
            sink.dispose()
            subscription.dispose()
        }
    }

    func dispose() {
        let previous = state.bitwiseOr(
            SinkDisposer.isDisposedFlag, ordering: .acquiringAndReleasing
        ).oldValue
        // Disposed already, or `set` has not run yet: it will dispose them.
        guard previous & SinkDisposer.isDisposedFlag == 0,
            previous & SinkDisposer.isSetFlag != 0
        else { return }
        let heldSink = sink
        let heldSubscription = subscription
        sink = NopDisposable.instance
        subscription = NopDisposable.instance
        heldSink.dispose()
        heldSubscription.dispose()
    }
}
