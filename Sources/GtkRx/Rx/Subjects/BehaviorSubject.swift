/// A subject with a current value: each subscriber receives the latest element first, then
/// every later event.
///
/// Thread-safe; no lock is held while observers are called, and a subscriber never receives a
/// later element before the current one.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType,
    Cancelable, @unchecked Sendable
{
    // Sendable: all mutable state is guarded by `lock`; observers are called outside it.

    private let lock = Lock()
    private var element: Element
    private var observers = ObserverBag<Element>()
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    /// A subject whose current value is `value`.
    public init(value: Element) {
        element = value
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The current value.
    ///
    /// - Throws: the error the subject failed with, or `RxError.disposed` after ``dispose()``.
    public func value() throws -> Element {
        try lock.withLock {
            if disposed { throw RxError.disposed(object: self) }
            if case .error(let error) = stoppedEvent { throw error }
            return element
        }
    }

    /// Makes `.next` elements current and sends every event to the current observers.
    public func on(_ event: Event<Element>) {
        lock.lock()
        if disposed || stoppedEvent != nil {
            lock.unlock()
            return
        }
        let recipients = observers
        switch event {
        case .next(let value):
            element = value
        case .error, .completed:
            stoppedEvent = event
            observers.removeAll()
        }
        lock.unlock()
        recipients.dispatch(event)
    }

    /// Subscribes `observer`: it receives the current value, then every later event.
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
        let replaying = ReplayingObserver(observer.on)
        let key = observers.insert(replaying.on)
        let current = element
        lock.unlock()
        replaying.replay([.next(current)])
        return SubjectSubscription { [weak self] in
            guard let self else { return }
            lock.withLock { _ = observers.remove(key) }
        }
    }

    /// The subject as an observer.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every observer; later use fails with `RxError.disposed`.
    public func dispose() {
        lock.withLock {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
