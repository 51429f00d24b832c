/// Disposes two disposables, once, in order: what `Disposables.create(_:_:)` returns (most
/// subscriptions are two parts, such as a source's subscription and an `onDisposed` action).
///
/// One object holding both, where a ``CompositeDisposable`` would also allocate its storage.
/// Both are released once disposed, so a subscription kept after its disposal holds nothing.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
    // Sendable: `first` and `second` are guarded by `lock`, taken exactly once, and disposed
    // outside it.
    // Not `Disposable?`, for the reason `SinkDisposer` gives: `NopDisposable.instance` stands
    // for "none". `@exclusivity(unchecked)`, as there too: every access is a short one under
    // `lock`.
    private let lock = Lock()
    @exclusivity(unchecked) private var first: Disposable
    @exclusivity(unchecked) private var second: Disposable
    private var disposed = false

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
    }

    var isDisposed: Bool { lock.withLock { disposed } }

    func dispose() {
        lock.lock()
        guard !disposed else {
            lock.unlock()
            return
        }
        disposed = true
        let first = self.first
        let second = self.second
        self.first = NopDisposable.instance
        self.second = NopDisposable.instance
        lock.unlock()
        first.dispose()
        second.dispose()
    }
}
