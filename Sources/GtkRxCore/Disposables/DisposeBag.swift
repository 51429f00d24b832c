/// Disposes the disposables put in it when it goes away: the usual owner of a view's
/// subscriptions.
///
/// ```swift
/// usernameValid
///     .bind(to: usernameValidOutlet.rx.isHidden)
///     .disposed(by: disposeBag)
/// ```
///
/// Thread-safe, and it may be released on any thread. Each disposable is disposed exactly once,
/// when the bag deinitializes; one inserted while the bag is disposing is disposed at once.
public final class DisposeBag: @unchecked Sendable {
    // Sendable: the state is guarded by `lock`; disposables are disposed outside it, and
    // `Disposable.dispose()` may be called from any thread by contract.
    private let lock = Lock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// An empty bag.
    public init() {}

    /// Adds `disposable`, or disposes it at once when the bag is already disposing.
    public func insert(_ disposable: Disposable) {
        let disposeNow = lock.withLock {
            if isDisposed { return true }
            disposables.append(disposable)
            return false
        }
        if disposeNow {
            disposable.dispose()
        }
    }

    /// Adds each of `disposables`.
    public func insert(_ disposables: Disposable...) {
        for disposable in disposables {
            insert(disposable)
        }
    }

    deinit {
        let all = lock.withLock {
            isDisposed = true
            defer { disposables = [] }
            return disposables
        }
        for disposable in all {
            disposable.dispose()
        }
    }
}
