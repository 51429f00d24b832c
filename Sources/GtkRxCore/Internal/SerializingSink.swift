/// A ``Sink`` for operators whose sources may send events on different threads at once.
///
/// Subclasses change their state only inside ``synchronized(_:)``, under a lock of their own
/// subscription, and there ``deliver(_:)`` what the change is to send downstream. Deliveries
/// are queued in the order of the changes that made them and run one at a time, outside the
/// lock, by whichever thread found nobody delivering; a thread that finds another one
/// delivering leaves its deliveries to it and returns.
///
/// So the downstream observer receives its events serialized and in order, and no lock is held
/// while calling out, to the observer or to a user closure such as a result selector (the
/// deliveries make those calls). An event caused re-entrantly from such a call, on the same
/// thread, is queued behind the one being delivered instead of deadlocking on the non-recursive
/// lock. (RxSwift holds a recursive lock while forwarding and delivers such an event nested.)
class SerializingSink<Observer: ObserverType>: Sink<Observer> {
    private let lock = Lock()
    private var deliveries: [() -> Void] = []
    private var isDelivering = false
    private var stopped = false

    /// Whether a stop event has been queued: nothing more is to be sent. Read it only inside
    /// ``synchronized(_:)``.
    final var isStopped: Bool { stopped }

    /// Runs `update` holding the lock, then runs the queued deliveries unless another thread is
    /// running them.
    @discardableResult
    final func synchronized<Result>(_ update: () -> Result) -> Result {
        lock.lock()
        let result = update()
        if isDelivering || deliveries.isEmpty {
            lock.unlock()
            return result
        }
        isDelivering = true
        var batch: [() -> Void] = []
        while !deliveries.isEmpty {
            swap(&batch, &deliveries)
            lock.unlock()
            for delivery in batch where !isDisposed {
                delivery()
            }
            batch.removeAll(keepingCapacity: true)
            lock.lock()
        }
        isDelivering = false
        lock.unlock()
        return result
    }

    /// Queues `delivery`, to run outside the lock. Call it only inside ``synchronized(_:)``.
    final func deliver(_ delivery: @escaping () -> Void) {
        deliveries.append(delivery)
    }

    /// Queues `event` for the observer. Call it only inside ``synchronized(_:)``.
    final func deliver(_ event: Event<Observer.Element>) {
        deliver { self.forwardOn(event) }
    }

    /// Queues `event`: an element as ``deliver(_:)-(Event<Observer.Element>)`` does, a stop
    /// event as ``stop(with:)`` does; nothing once a stop event is queued. Call it only inside
    /// ``synchronized(_:)``.
    final func send(_ event: Event<Observer.Element>) {
        guard !stopped else { return }
        if event.isStopEvent {
            stop(with: event)
        } else {
            deliver(event)
        }
    }

    /// Queues the element `compute` returns; an error it throws stops the sink with that error.
    /// `compute` runs outside the lock, after the deliveries queued before it. Call it only
    /// inside ``synchronized(_:)``.
    final func deliverResult(_ compute: @escaping () throws -> Observer.Element) {
        deliver {
            do {
                self.forwardOn(.next(try compute()))
            } catch {
                self.lock.withLock { self.stopped = true }
                self.forwardOn(.error(error))
                self.dispose()
            }
        }
    }

    /// Queues the stop event `event`, after which the sink is disposed; does nothing when a
    /// stop event is queued already. Call it only inside ``synchronized(_:)``.
    final func stop(with event: Event<Observer.Element>) {
        guard !stopped else { return }
        stopped = true
        deliver {
            self.forwardOn(event)
            self.dispose()
        }
    }

    /// Stops the sink with `error`.
    final func fail(_ error: Swift.Error) {
        synchronized { stop(with: .error(error)) }
    }

    /// What `body` returns, or `nil` after stopping the sink with the error it throws. Call
    /// it outside ``synchronized(_:)``: `body` is user code, run without the lock.
    final func attempt<Value>(_ body: () throws -> Value) -> Value? {
        do {
            return try body()
        } catch {
            fail(error)
            return nil
        }
    }
}
