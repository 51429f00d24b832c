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
    // Sendable: the state is guarded by `lock`; the disposables are disposed outside it.
    private let lock = Lock()
    private var sink: Disposable?
    private var subscription: Disposable?
    private var disposed = false

    var isDisposed: Bool { lock.withLock { disposed } }

    func set(sink: Disposable, subscription: Disposable) {
        let disposeNow = lock.withLock {
            if disposed { return true }
            self.sink = sink
            self.subscription = subscription
            return false
        }
        if disposeNow {
            sink.dispose()
            subscription.dispose()
        }
    }

    func dispose() {
        // Locked and unlocked by hand: a closure returning the pair would go through
        // `withLock`'s generic result, a tuple whose copies are made through the runtime.
        lock.lock()
        guard !disposed else {
            lock.unlock()
            return
        }
        disposed = true
        let heldSink = sink
        let heldSubscription = subscription
        sink = nil
        subscription = nil
        lock.unlock()
        heldSink?.dispose()
        heldSubscription?.dispose()
    }
}
