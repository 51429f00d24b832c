/// A ``Sink`` fed from more than one thread (its source, and a scheduler's timer) that keeps the
/// events it sends downstream serialized and in order, without holding its lock while the
/// observer runs.
///
/// A subclass keeps its mutable state in stored properties guarded by ``lock``, and touches them
/// only inside ``synchronized(_:)``. There it decides what to send and queues it with
/// ``send(_:)``. When the critical section ends, the queued events are delivered outside the
/// lock, by one thread at a time, in the order they were queued: a thread that finds another one
/// delivering leaves its events to that thread and returns. So a re-entrant call (an observer
/// that makes the source emit again) neither deadlocks nor reorders events; its events are
/// delivered after the one being handled.
///
/// Once a stop event is queued, further events are dropped; once it is delivered, the sink
/// disposes itself.
///
/// The body of ``synchronized(_:)`` must not call the observer, schedule work, subscribe or
/// dispose: any of those may call back into the sink, and the lock is not recursive.
class SerializingSink<Observer: ObserverType>: Sink<Observer> {
    /// Guards the subclass's state and the queue of outgoing events.
    let lock = Lock()
    private var outbox: [Event<Observer.Element>] = []
    private var isDelivering = false
    private var isStopQueued = false

    /// Runs `body` holding ``lock``, then delivers the events it queued (and any queued
    /// meanwhile by other threads), unless another thread is delivering already.
    @discardableResult
    final func synchronized<Result>(_ body: () -> Result) -> Result {
        let result = lock.withLock(body)
        deliver()
        return result
    }

    /// Queues `event` for delivery. Call only inside ``synchronized(_:)``.
    final func send(_ event: Event<Observer.Element>) {
        guard !isStopQueued else { return }
        if event.isStopEvent {
            isStopQueued = true
        }
        outbox.append(event)
    }

    /// Whether a stop event has been queued. Read only inside ``synchronized(_:)``.
    final var hasQueuedStop: Bool { isStopQueued }

    private func deliver() {
        var isDeliverer = false
        while true {
            let batch = lock.withLock { () -> [Event<Observer.Element>] in
                if !isDeliverer {
                    guard !isDelivering else { return [] }
                    isDelivering = true
                    isDeliverer = true
                }
                if outbox.isEmpty {
                    isDelivering = false
                    return []
                }
                defer { outbox = [] }
                return outbox
            }
            if batch.isEmpty { return }
            for event in batch {
                forwardOn(event)
                if event.isStopEvent {
                    // Nothing can follow a stop event, so the delivering flag stays set.
                    dispose()
                    return
                }
            }
        }
    }
}
