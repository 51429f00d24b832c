/// A group of disposables disposed together; one added after the group is disposed is disposed
/// at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    // Sendable: the state is guarded by `lock`; disposables are disposed outside it.

    /// Identifies a disposable in the group, to remove it.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private let lock = Lock()
    /// In the order they were added: keys only grow, so the array is sorted by key.
    private var disposables: [(key: Int, disposable: Disposable)] = []
    private var nextKey = 0
    private var disposed = false

    /// An empty group.
    public init() {}

    /// A group of `disposables`.
    public init(disposables: [Disposable]) {
        self.disposables.reserveCapacity(disposables.count)
        for disposable in disposables {
            self.disposables.append((nextKey, disposable))
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
            disposables.append((key, disposable))
            return DisposeKey(value: key)
        }
        if key == nil {
            disposable.dispose()
        }
        return key
    }

    /// Removes the disposable with `key` and disposes it.
    public func remove(for key: DisposeKey) {
        let removed = lock.withLock { () -> Disposable? in
            guard let index = index(of: key.value) else { return nil }
            return disposables.remove(at: index).disposable
        }
        removed?.dispose()
    }

    /// Disposes every disposable in the group, in the order they were added.
    public func dispose() {
        let all = lock.withLock { () -> [Disposable] in
            guard !disposed else { return [] }
            disposed = true
            defer { disposables = [] }
            return disposables.map(\.disposable)
        }
        for disposable in all {
            disposable.dispose()
        }
    }

    /// Where the entry with `key` is in `disposables` (sorted by key), if it is there; holding
    /// the lock.
    private func index(of key: Int) -> Int? {
        var low = 0
        var high = disposables.count
        while low < high {
            let middle = (low + high) / 2
            if disposables[middle].key < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < disposables.count && disposables[low].key == key ? low : nil
    }
}
