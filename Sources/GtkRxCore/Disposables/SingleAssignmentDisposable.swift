/// Holds one disposable, set once; disposing before it is set disposes it as soon as it is.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    // Sendable: the state is guarded by `lock`; disposables are disposed outside it.
    private let lock = Lock()
    private var disposable: Disposable?
    private var isSet = false
    private var disposed = false

    /// An empty holder.
    public init() {}

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Sets the held disposable; disposes it at once when the holder is already disposed.
    ///
    /// - Precondition: no disposable has been set before.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow = lock.withLock {
            precondition(!isSet, "SingleAssignmentDisposable.setDisposable called twice")
            isSet = true
            if disposed { return true }
            self.disposable = disposable
            return false
        }
        if disposeNow {
            disposable.dispose()
        }
    }

    /// Disposes the held disposable, now or when it is set.
    public func dispose() {
        let held = lock.withLock {
            defer {
                disposed = true
                disposable = nil
            }
            return disposed ? nil : disposable
        }
        held?.dispose()
    }
}
