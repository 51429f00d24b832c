/// Disposes a disposable once it is disposed itself and every reference handed out by
/// ``retain()`` has been disposed too: for a resource shared by a primary owner and dependants
/// who may outlive it.
///
/// ```swift
/// let shared = RefCountDisposable(disposable: connection)
/// let dependant = shared.retain()
/// shared.dispose()      // connection stays: `dependant` holds it
/// dependant.dispose()   // connection disposed
/// ```
///
/// Thread-safe: it may be disposed, and references retained and disposed, from any thread.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    // Sendable: the state is guarded by `lock`; the underlying disposable is disposed outside
    // it, once.
    private let lock = Lock()
    private var disposable: Disposable?
    private var references = 0
    private var isPrimaryDisposed = false

    /// Guards `disposable`, disposing it when this and every retained reference are disposed.
    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// Whether the underlying disposable has been disposed.
    public var isDisposed: Bool { lock.withLock { disposable == nil } }

    /// A reference that keeps the underlying disposable alive until it is disposed (only its
    /// first disposal counts). Once the underlying disposable has been disposed, a reference
    /// that does nothing.
    public func retain() -> Disposable {
        let retained = lock.withLock { () -> Bool in
            guard disposable != nil else { return false }
            references += 1
            return true
        }
        guard retained else { return Disposables.create() }
        return Disposables.create(with: release)
    }

    /// Disposes the underlying disposable now if no retained reference is left, or else when
    /// the last one is disposed. Only the first call counts.
    public func dispose() {
        let toDispose = lock.withLock { () -> Disposable? in
            guard !isPrimaryDisposed else { return nil }
            isPrimaryDisposed = true
            return takeIfUnused()
        }
        toDispose?.dispose()
    }

    private func release() {
        let toDispose = lock.withLock { () -> Disposable? in
            references -= 1
            return takeIfUnused()
        }
        toDispose?.dispose()
    }

    /// The underlying disposable, let go, when it is to be disposed now. Under the lock.
    private func takeIfUnused() -> Disposable? {
        guard isPrimaryDisposed, references == 0 else { return nil }
        defer { disposable = nil }
        return disposable
    }
}
