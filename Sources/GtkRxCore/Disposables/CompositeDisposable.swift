/// A group of disposables disposed together; one added after the group is disposed is disposed
/// at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    // Sendable: the state is guarded by `lock`; disposables are disposed outside it.

    /// Identifies a disposable in the group, to remove it.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private let lock = Lock()
    private var disposables: [Int: Disposable] = [:]
    private var nextKey = 0
    private var disposed = false

    /// An empty group.
    public init() {}

    /// A group of `disposables`.
    public init(disposables: [Disposable]) {
        for disposable in disposables {
            self.disposables[nextKey] = disposable
            nextKey += 1
        }
    }

    /// A group of the given disposables.
    public convenience init(_ disposables: Disposable...) {
        self.init(disposables: disposables)
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The number of disposables in the group.
    public var count: Int { lock.withLock { disposables.count } }

    /// Adds `disposable`; returns its key, or `nil` (having disposed it) when the group is
    /// disposed already.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = lock.withLock { () -> DisposeKey? in
            guard !disposed else { return nil }
            let key = nextKey
            nextKey += 1
            disposables[key] = disposable
            return DisposeKey(value: key)
        }
        if key == nil {
            disposable.dispose()
        }
        return key
    }

    /// Removes the disposable with `key` and disposes it.
    public func remove(for key: DisposeKey) {
        let removed = lock.withLock { disposables.removeValue(forKey: key.value) }
        removed?.dispose()
    }

    /// Disposes every disposable in the group, in the order they were added.
    public func dispose() {
        let all = lock.withLock { () -> [Disposable] in
            guard !disposed else { return [] }
            disposed = true
            defer { disposables = [:] }
            return disposables.sorted { $0.key < $1.key }.map(\.value)
        }
        for disposable in all {
            disposable.dispose()
        }
    }
}
