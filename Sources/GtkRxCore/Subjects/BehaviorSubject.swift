/// A subject with a current value: each subscriber receives the latest element first, then
/// every later event.
///
/// Thread-safe; no lock is held while observers are called, and a subscriber never receives a
/// later element before the current one.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType,
    Cancelable, @unchecked Sendable
{
    // Sendable: all mutable state (`element` too) is guarded by `core.lock`; observers are
    // called outside it.
    private let core = SubjectCore<Element>()
    private var element: Element

    /// A subject whose current value is `value`.
    public init(value: Element) {
        element = value
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { core.isDisposedLocked }

    /// The current value.
    ///
    /// - Throws: the error the subject failed with, or `RxError.disposed` after ``dispose()``.
    public func value() throws -> Element {
        try core.lock.withLock {
            if core.isDisposed { throw RxError.disposed(object: self) }
            if case .error(let error) = core.stoppedEvent { throw error }
            return element
        }
    }

    /// Makes `.next` elements current and sends every event to the current observers.
    public func on(_ event: Event<Element>) {
        core.lock.lock()
        guard core.isRunning else {
            core.lock.unlock()
            return
        }
        if case .next(let value) = event {
            element = value
        }
        let recipients = core.recipients(of: event)
        core.lock.unlock()
        recipients.dispatch(event)
    }

    /// Subscribes `observer`: it receives the current value, then every later event.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.lock.lock()
        if !core.isRunning {
            let refusal = core.refusal(by: self)
            core.lock.unlock()
            observer.on(refusal)
            return Disposables.create()
        }
        let replaying = ReplayingObserver(observer.on)
        let key = core.add(replaying.on)
        let current = element
        core.lock.unlock()
        replaying.replay([.next(current)])
        return core.subscription(removing: key)
    }

    /// The subject as an observer.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every observer; later use fails with `RxError.disposed`.
    public func dispose() { core.dispose() }
}
