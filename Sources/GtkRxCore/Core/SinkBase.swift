import Synchronization

/// What every sink shares, whatever it holds its observer as: the disposer to call when the
/// sequence stops on its own, whether the subscription is disposed, and its count in
/// ``Resources``. Operators subclass ``Sink`` or ``SpecializableSink``, not this.
class SinkBase: Disposable {
    private let cancel: Cancelable
    private let disposed = Atomic(false)

    init(cancel: Cancelable) {
        self.cancel = cancel
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    /// Whether the subscription is disposed, read without ordering: for the per-element check
    /// before forwarding.
    @inline(__always)
    final var isDisposedRelaxed: Bool { disposed.load(ordering: .relaxed) }

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
