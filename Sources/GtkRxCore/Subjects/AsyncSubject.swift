/// A subject that sends only its last element, and only when it completes; an error is sent
/// as it is.
///
/// Thread-safe; no lock is held while observers are called.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
    @unchecked Sendable
{
    // Sendable: all mutable state (`lastElement` too) is guarded by `core.lock`; observers are
    // called outside it.
    private let core = SubjectCore<Element>()
    private var lastElement: Element?

    /// A subject with no element yet.
    public override init() {}

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Keeps `.next` elements; on completion sends the last one and `.completed`; sends an
    /// error at once.
    public func on(_ event: Event<Element>) {
        core.lock.lock()
        guard core.isRunning else {
            core.lock.unlock()
            return
        }
        if case .next(let value) = event {
            lastElement = value
            core.lock.unlock()
            return
        }
        let recipients = core.recipients(of: event)
        let outcome = outcome(of: event)
        core.lock.unlock()
        for event in outcome {
            recipients.dispatch(event)
        }
    }

    /// Subscribes `observer`; after the subject stopped, it receives the outcome at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.lock.lock()
        if !core.isRunning {
            let refusal = core.refusal(by: self)
            let outcome = outcome(of: refusal)
            core.lock.unlock()
            outcome.forEach(observer.on)
            return Disposables.create()
        }
        let key = core.add(observer.on)
        core.lock.unlock()
        return core.subscription(removing: key)
    }

    /// The subject as an observer.
    public func asObserver() -> AsyncSubject<Element> { self }

    /// What observers receive when the subject stops with `event`: the last element and
    /// completion, or the error. Under the lock.
    private func outcome(of event: Event<Element>) -> [Event<Element>] {
        if case .completed = event, let lastElement {
            return [.next(lastElement), .completed]
        }
        return [event]
    }
}
