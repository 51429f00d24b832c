/// The subscription to a source that an operator shares with the inner sequences it hands
/// out (`groupBy`'s groups, `window`'s windows): it lasts while the operator's own subscription
/// or any subscription to one of those inner sequences does, as RxSwift's reference counting
/// does, and ends at once when the source stops.
///
/// The operator's subscription holds one reference from the start and gives it up with
/// ``releaseOuter()``; each inner subscription takes one with ``retain()``. When the last
/// reference goes, the source subscription is disposed, and later ``retain()`` calls get
/// nothing: an inner sequence subscribed to then receives no more elements.
final class SharedSourceSubscription: Disposable, @unchecked Sendable {
    // Sendable: the state is guarded by `lock`; the source subscription is disposed outside it.
    private let lock = Lock()
    private var source: Disposable?
    private var references = 1
    private var outerReleased = false
    private var disposed = false

    /// Sets the source subscription; disposes it at once if the sharing has ended already.
    func setSource(_ subscription: Disposable) {
        let disposeNow = lock.withLock {
            if disposed { return true }
            source = subscription
            return false
        }
        if disposeNow {
            subscription.dispose()
        }
    }

    /// A reference for an inner subscription, which the returned disposable gives up (once);
    /// `nil` when the source subscription has ended.
    func retain() -> Disposable? {
        let retained = lock.withLock {
            guard !disposed else { return false }
            references += 1
            return true
        }
        guard retained else { return nil }
        return Disposables.create(with: release)
    }

    /// Gives up the operator's own reference; only the first call does anything.
    func releaseOuter() {
        let first = lock.withLock {
            defer { outerReleased = true }
            return !outerReleased
        }
        if first {
            release()
        }
    }

    /// Ends the source subscription now, whatever the references (the source has stopped, or
    /// the operator has stopped it).
    func dispose() {
        let held = lock.withLock { () -> Disposable? in
            guard !disposed else { return nil }
            disposed = true
            defer { source = nil }
            return source
        }
        held?.dispose()
    }

    private func release() {
        let last = lock.withLock {
            references -= 1
            return references == 0
        }
        if last {
            dispose()
        }
    }
}

/// An inner sequence of an operator that shares its source subscription (see
/// ``SharedSourceSubscription``): subscribing to it subscribes to `subject`, holding a
/// reference to the source subscription until the subscription is disposed or receives a stop
/// event.
final class SharedSourceInner<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let shared: SharedSourceSubscription

    init(subject: PublishSubject<Element>, shared: SharedSourceSubscription) {
        self.subject = subject
        self.shared = shared
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        guard let reference = shared.retain() else {
            return subject.subscribe(observer)
        }
        let releasing = AnyObserver<Element> { event in
            observer.on(event)
            if event.isStopEvent {
                reference.dispose()
            }
        }
        return Disposables.create(subject.subscribe(releasing), reference)
    }
}
