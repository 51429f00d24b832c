import Synchronization

/// One subscription of an operator: receives the source's events, and forwards its own to the
/// downstream observer until disposed.
///
/// Subclasses implement `on(_:)` for the source's events and call ``forwardOn(_:)``; on a stop
/// event they forward it and then call ``dispose()``.
class Sink<Observer: ObserverType>: Disposable {
    let observer: Observer
    private let cancel: Cancelable
    private let disposed = Atomic(false)

    init(observer: Observer, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    /// Sends `event` downstream, unless the subscription is disposed.
    @inline(__always)
    final func forwardOn(_ event: Event<Observer.Element>) {
        if disposed.load(ordering: .relaxed) { return }
        observer.on(event)
    }

    /// Whether the subscription is disposed.
    final var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Ends the subscription: stops forwarding and disposes the source subscription. Only the
    /// first call does anything (a sink that stops on its own is disposed again by its
    /// subscription's disposer).
    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        cancel.dispose()
    }
}
