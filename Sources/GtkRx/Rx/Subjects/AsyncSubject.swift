/// A subject that sends only its last element, and only when it completes; an error is sent
/// as it is.
///
/// Thread-safe; no lock is held while observers are called.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
    @unchecked Sendable
{
    // Sendable: all mutable state is guarded by `lock`; observers are called outside it.

    private let lock = Lock()
    private var lastElement: Element?
    private var observers = ObserverBag<Element>()
    private var stoppedEvent: Event<Element>?

    /// A subject with no element yet.
    public override init() {}

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    /// Keeps `.next` elements; on completion sends the last one and `.completed`; sends an
    /// error at once.
    public func on(_ event: Event<Element>) {
        lock.lock()
        if stoppedEvent != nil {
            lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            lastElement = value
            lock.unlock()
        case .error, .completed:
            stoppedEvent = event
            let recipients = observers
            observers.removeAll()
            let last = lastElement
            lock.unlock()
            if case .completed = event, let last {
                recipients.dispatch(.next(last))
            }
            recipients.dispatch(event)
        }
    }

    /// Subscribes `observer`; after the subject stopped, it receives the outcome at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        if let stoppedEvent {
            let last = lastElement
            lock.unlock()
            if case .completed = stoppedEvent, let last {
                observer.on(.next(last))
            }
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        lock.unlock()
        return SubjectSubscription { [weak self] in
            guard let self else { return }
            lock.withLock { _ = observers.remove(key) }
        }
    }

    /// The subject as an observer.
    public func asObserver() -> AsyncSubject<Element> { self }
}
