/// A ``Sink`` whose sources may send events on several threads at once, and which calls out
/// (to its observer, to a user closure such as a result selector) one call at a time, in
/// order, never holding its lock meanwhile.
///
/// A subclass changes its state holding ``lock``, and ends each critical section either with
/// `lock.unlock()` (nothing to send) or with ``deliverAndUnlock(_:)``, which hands a
/// `Delivery` (what to send, as a value of the subclass's choosing) to the subclass's
/// ``deliver(_:)``, outside the lock:
///
/// - when no other call is delivering, at once, on this thread: the common, uncontended case
///   allocates nothing and calls straight through;
/// - otherwise the delivery is queued, in the order of the state changes that made it, and the
///   thread that is delivering runs it after the ones before it. A delivery caused re-entrantly
///   from ``deliver(_:)`` on the same thread is queued likewise, behind the one being made
///   (RxSwift holds a recursive lock while forwarding and delivers such an event nested).
class DeliverySink<Observer: ObserverType, Delivery>: Sink<Observer> {
    /// Guards the subclass's state and the queue.
    final let lock = Lock()
    private var queued: [Delivery] = []
    /// Whether `queued` has anything: the uncontended path tests this flag, not the array,
    /// whose every use in unspecialized code looks up `Array<Delivery>`'s metadata at run time.
    private var hasQueued = false
    private var isDelivering = false

    /// Delivers `delivery` (see ``DeliverySink``) and releases ``lock``, which the caller
    /// holds.
    final func deliverAndUnlock(_ delivery: Delivery) {
        if isDelivering {
            queued.append(delivery)
            hasQueued = true
            lock.unlock()
            return
        }
        isDelivering = true
        lock.unlock()
        deliver(delivery)
        endDelivering()
    }

    /// When no other call is delivering, makes this thread the one delivering, releases
    /// ``lock`` and returns `true`: the caller then sends what it has at once, outside the lock,
    /// and calls ``endDelivering()``. Otherwise returns `false`, still holding the lock, and the
    /// caller queues its delivery with ``deliverAndUnlock(_:)``.
    ///
    /// For a subclass whose `Delivery` is costly to build (a tuple of generic values needs its
    /// type's metadata looked up at run time): it builds one only when it must be queued.
    final func startDeliveringAndUnlock() -> Bool {
        if isDelivering {
            return false
        }
        isDelivering = true
        lock.unlock()
        return true
    }

    /// Runs what was queued while this thread was delivering, then lets another thread
    /// deliver. Call it, without the lock, after ``startDeliveringAndUnlock()`` returned `true`.
    final func endDelivering() {
        lock.lock()
        while hasQueued {
            var batch: [Delivery] = []
            swap(&batch, &queued)
            hasQueued = false
            lock.unlock()
            for delivery in batch where !isDisposed {
                deliver(delivery)
            }
            lock.lock()
        }
        isDelivering = false
        lock.unlock()
    }

    /// Sends what `delivery` says downstream; called without the lock, one call at a time.
    func deliver(_ delivery: Delivery) {
        fatalError("DeliverySink.deliver is abstract; \(type(of: self)) must override it")
    }
}

/// A ``DeliverySink`` that sends events as they are: the flattening operators' (`flatMap`,
/// `merge`, `flatMapLatest`, `flatMapFirst`). A stop event is sent once, after which the sink
/// is disposed.
class EventDeliverySink<Observer: ObserverType>: DeliverySink<Observer, Event<Observer.Element>> {
    /// Whether a stop event has been sent or queued: nothing more goes out. Guarded by
    /// ``DeliverySink/lock``.
    final var isStopped = false

    /// Sends the stop `event` unless one has been sent.
    final func stop(with event: Event<Observer.Element>) {
        lock.lock()
        stopAndUnlock(event)
    }

    /// Sends the stop `event` unless one has been sent, and releases the lock, which the caller
    /// holds.
    final func stopAndUnlock(_ event: Event<Observer.Element>) {
        guard !isStopped else {
            lock.unlock()
            return
        }
        isStopped = true
        deliverAndUnlock(event)
    }

    /// Sends `event`, an element, and releases the lock, which the caller holds: at once when no
    /// other call is delivering (without ``deliver(_:)``'s test for a stop event), queued
    /// otherwise.
    final func forwardNextAndUnlock(_ event: Event<Observer.Element>) {
        if startDeliveringAndUnlock() {
            forwardOn(event)
            endDelivering()
        } else {
            deliverAndUnlock(event)
        }
    }

    /// Completes (see ``stopAndUnlock(_:)``). Not inlined, so that a caller's hot path does not
    /// look up `Event`'s metadata at run time for this rarer branch.
    @inline(never)
    final func completeAndUnlock() {
        stopAndUnlock(.completed)
    }

    /// Fails with `error` (see ``stop(with:)``). Not inlined, for the same reason.
    @inline(never)
    final func fail(_ error: Swift.Error) {
        stop(with: .error(error))
    }

    override final func deliver(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

/// What a combining sink (`combineLatest`, `zip`) delivers: the sources' elements for the
/// result selector, or an event to forward as it is.
enum CombiningDelivery<Values, Element> {
    /// The result selector's arguments.
    case values(Values)
    /// An event to forward: a stop event, after which the sink is disposed.
    case event(Event<Element>)
}

/// The base of the generated `combineLatest` and `zip` sinks of 2 to 8 sources: delivers the
/// result of ``combine(_:)`` over a tuple of the sources' elements, and stop events.
class TupleCombiningSink<Values, Observer: ObserverType>:
    DeliverySink<Observer, CombiningDelivery<Values, Observer.Element>>
{
    /// Whether a stop event has been sent or queued: nothing more goes out. Guarded by
    /// ``DeliverySink/lock``.
    final var isStopped = false

    /// The result selector over `values`; called outside the lock, one call at a time.
    func combine(_ values: Values) throws -> Observer.Element {
        fatalError("TupleCombiningSink.combine is abstract; \(type(of: self)) must override it")
    }

    /// Queues `event`, a stop event, unless one is queued already, and releases the lock.
    final func stopAndUnlock(_ event: Event<Observer.Element>) {
        guard !isStopped else {
            lock.unlock()
            return
        }
        isStopped = true
        deliverAndUnlock(.event(event))
    }

    /// Completes (see ``stopAndUnlock(_:)``). Not inlined, so that a caller's hot path does not
    /// look up `Event`'s metadata at run time for this rare branch.
    @inline(never)
    final func completeAndUnlock() {
        stopAndUnlock(.completed)
    }

    /// Stops with `error`.
    final func fail(_ error: Swift.Error) {
        lock.lock()
        stopAndUnlock(.error(error))
    }

    override final func deliver(_ delivery: CombiningDelivery<Values, Observer.Element>) {
        switch delivery {
        case .values(let values):
            send { try combine(values) }
        case .event(let event):
            forwardOn(event)
            dispose()
        }
    }

    /// Sends the element `result` returns, or stops with the error it throws. Call it while
    /// delivering (see ``DeliverySink/startDeliveringAndUnlock()``), without the lock.
    final func send(_ result: () throws -> Observer.Element) {
        let element: Observer.Element
        do {
            element = try result()
        } catch {
            lock.withLock { isStopped = true }
            forwardOn(.error(error))
            dispose()
            return
        }
        forwardOn(.next(element))
    }
}
