/// A subject that sends each event to the observers subscribed at that moment.
///
/// A subscriber after the subject stopped receives the stop event at once. Thread-safe: events
/// may come from any thread (one at a time, as for any observer), and no lock is held while
/// observers are called.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
    Cancelable, @unchecked Sendable
{
    // Sendable: all mutable state is in `core`, guarded by its lock; observers are called
    // outside it.
    private let core = SubjectCore<Element>()

    /// A subject with no observers.
    public override init() {}

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { core.isDisposedLocked }

    /// Sends `event` to every current observer; nothing after a stop event or disposal.
    public func on(_ event: Event<Element>) {
        core.lock.lock()
        guard core.isRunning else {
            core.lock.unlock()
            return
        }
        let recipients = core.recipients(of: event)
        core.lock.unlock()
        recipients.dispatch(event)
    }

    /// Subscribes `observer` to the events sent from now on.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.lock.lock()
        if !core.isRunning {
            let refusal = core.refusal(by: self)
            core.lock.unlock()
            observer.on(refusal)
            return Disposables.create()
        }
        let key = core.add(observer.on)
        core.lock.unlock()
        return core.subscription(removing: key)
    }

    /// The subject as an observer.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every observer; later subscribers receive `RxError.disposed`.
    public func dispose() { core.dispose() }
}
