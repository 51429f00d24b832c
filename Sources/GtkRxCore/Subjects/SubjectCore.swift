/// The state every subject keeps: its observers, how it ended, and whether it was disposed,
/// all guarded by ``lock`` (which also guards the subject's own state, such as its value).
///
/// Methods marked "under the lock" expect the caller to hold ``lock``; the others take it.
final class SubjectCore<Element>: ObserverRemoving, @unchecked Sendable {
    // Sendable: every property is guarded by `lock`.

    let lock = Lock()
    private(set) var observers = ObserverBag<Element>()
    /// How the subject stopped. Not an `Event<Element>?`: that type is generic over
    /// `Element`, so making, freeing or testing a field of it would look its metadata up at run
    /// time (the check on every event included).
    private var stop: SubjectStop?
    private(set) var isDisposed = false

    /// Whether the subject still passes events on. Under the lock.
    var isRunning: Bool { stop == nil && !isDisposed }

    /// The stop event the subject received, if any. Under the lock.
    var stoppedEvent: Event<Element>? {
        switch stop {
        case nil: nil
        case .completed: .completed
        case .failed(let error): .error(error)
        }
    }

    /// Whether anyone is subscribed.
    var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    /// Whether the subject was disposed.
    var isDisposedLocked: Bool { lock.withLock { isDisposed } }

    /// The observers to send `event` to; a stop event is recorded and the observers let go.
    /// Under the lock.
    func recipients(of event: Event<Element>) -> ObserverBag<Element> {
        let recipients = observers
        if event.isStopEvent {
            stop = event.error.map(SubjectStop.failed) ?? .completed
            observers.removeAll()
        }
        return recipients
    }

    /// What a new subscriber receives at once instead of joining a subject that is no longer
    /// running (see ``isRunning``): the stop event, or `RxError.disposed`. Under the lock.
    func refusal(by subject: AnyObject) -> Event<Element> {
        precondition(!isRunning, "SubjectCore.refusal called while the subject runs")
        return stoppedEvent ?? .error(RxError.disposed(object: subject))
    }

    /// Adds an observer; returns its key. Under the lock.
    func add(_ on: @escaping (Event<Element>) -> Void) -> ObserverBag<Element>.Key {
        observers.insert(on)
    }

    /// A subscription whose disposal removes the observer with `key`.
    func subscription(removing key: ObserverBag<Element>.Key) -> Disposable {
        SubjectSubscription(removing: key, from: self)
    }

    func removeObserver(_ key: ObserverBag<Void>.Key) {
        lock.withLock { _ = observers.remove(key) }
    }

    /// Drops every observer and the stop event, for good.
    func dispose() {
        lock.withLock {
            isDisposed = true
            observers.removeAll()
            stop = nil
        }
    }
}

/// How a subject stopped: ``SubjectCore``'s record of its stop event, without the element type.
enum SubjectStop {
    /// The subject completed.
    case completed
    /// The subject failed with this error.
    case failed(Swift.Error)
}
