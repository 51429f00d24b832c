/// A subject that sends each event to the observers subscribed at that moment.
///
/// A subscriber after the subject stopped receives the stop event at once. Thread-safe: events
/// may come from any thread (one at a time, as for any observer), and no lock is held while
/// observers are called.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
    Cancelable, @unchecked Sendable
{
    // Sendable: all mutable state is guarded by `lock`; observers are called outside it.

    private let lock = Lock()
    private var observers = ObserverBag<Element>()
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    /// A subject with no observers.
    public override init() {}

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Sends `event` to every current observer; nothing after a stop event or disposal.
    public func on(_ event: Event<Element>) {
        lock.lock()
        if disposed || stoppedEvent != nil {
            lock.unlock()
            return
        }
        let recipients = observers
        if event.isStopEvent {
            stoppedEvent = event
            observers.removeAll()
        }
        lock.unlock()
        recipients.dispatch(event)
    }

    /// Subscribes `observer` to the events sent from now on.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        if let stoppedEvent {
            lock.unlock()
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        if disposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
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
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every observer; later subscribers receive `RxError.disposed`.
    public func dispose() {
        lock.withLock {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
