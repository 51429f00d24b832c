/// Holds one replaceable disposable: setting a new one disposes the previous one, and after the
/// holder is disposed, anything set is disposed at once.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    // Sendable: the state is guarded by `lock`; disposables are disposed outside it.
    private let lock = Lock()
    private var current: Disposable?
    private var disposed = false

    /// An empty holder.
    public init() {}

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The held disposable. Setting it disposes the one it replaces.
    public var disposable: Disposable {
        get { lock.withLock { current } ?? Disposables.create() }
        set {
            let replaced = lock.withLock { () -> Disposable? in
                if disposed { return newValue }
                defer { current = newValue }
                return current
            }
            replaced?.dispose()
        }
    }

    /// Disposes the held disposable and every one set later.
    public func dispose() {
        let held = lock.withLock { () -> Disposable? in
            guard !disposed else { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        held?.dispose()
    }
}
