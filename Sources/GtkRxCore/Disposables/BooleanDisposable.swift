import Synchronization

/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable, Sendable {
    private let disposed: Atomic<Bool>

    /// A disposable, disposed already when `isDisposed`.
    public init(isDisposed: Bool = false) {
        disposed = Atomic(isDisposed)
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Marks the disposable disposed.
    public func dispose() { disposed.store(true, ordering: .releasing) }
}
