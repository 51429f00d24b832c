/// Factories for common disposables.
public enum Disposables {
    /// A disposable that does nothing.
    public static func create() -> Disposable { NopDisposable.instance }

    /// A disposable that runs `dispose` once, on the first call to ``Disposable/dispose()``.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both `first` and `second`.
    public static func create(_ first: Disposable, _ second: Disposable) -> Cancelable {
        BinaryDisposable(first, second)
    }

    /// A disposable that disposes all of `disposables`.
    public static func create(_ disposables: Disposable...) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }

    /// A disposable that disposes all of `disposables`.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

/// Does nothing.
struct NopDisposable: Disposable, Sendable {
    static let instance = NopDisposable()

    func dispose() {}
}

/// Runs a closure on the first dispose.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    // Sendable: `action` is guarded by `lock`, taken out exactly once and run outside it.
    private let lock = Lock()
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool { lock.withLock { action == nil } }

    func dispose() {
        let action = lock.withLock {
            defer { self.action = nil }
            return self.action
        }
        action?()
    }
}
