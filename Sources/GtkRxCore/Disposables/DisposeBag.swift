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

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        self.disposables = disposables
    }

    /// A bag holding the disposables `builder` lists.
    ///
    /// ```swift
    /// let bag = DisposeBag {
    ///     viewModel.title.bind(to: label.rx.text)
    ///     viewModel.isBusy.bind(to: spinner.rx.isSpinning)
    /// }
    /// ```
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

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

    /// Adds each of `disposables`, in order, as one-by-one inserts would.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds each of `disposables`, in order, or disposes them at once when the bag is already
    /// disposing.
    public func insert(_ disposables: [Disposable]) {
        let disposeNow = lock.withLock {
            if isDisposed { return true }
            self.disposables.append(contentsOf: disposables)
            return false
        }
        if disposeNow {
            for disposable in disposables {
                disposable.dispose()
            }
        }
    }

    /// Adds the disposables `builder` lists, in order.
    ///
    /// ```swift
    /// bag.insert {
    ///     viewModel.title.bind(to: label.rx.text)
    ///     viewModel.isBusy.bind(to: spinner.rx.isSpinning)
    /// }
    /// ```
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Disposes what the bag holds now and empties it; the bag goes on taking disposables.
    ///
    /// For a bag that lives as long as something GtkRx reuses: a list row's bag, emptied each
    /// time GTK unbinds the row, so that binding a row allocates no bag.
    package func disposeContents() {
        let all = lock.withLock {
            defer { disposables = [] }
            return disposables
        }
        for disposable in all {
            disposable.dispose()
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

extension DisposeBag {
    /// Collects the disposables listed in a closure, one per line, for
    /// ``DisposeBag/init(builder:)`` and ``DisposeBag/insert(builder:)``; `if`, `if`-`else`,
    /// `switch` and `for` may choose or repeat them.
    @resultBuilder
    public struct DisposableBuilder {
        /// One listed disposable.
        public static func buildExpression(_ disposable: Disposable) -> [Disposable] {
            [disposable]
        }

        /// The disposables of each line, in order.
        public static func buildBlock(_ components: [Disposable]...) -> [Disposable] {
            components.flatMap { $0 }
        }

        /// The disposables of an `if` without `else`: none when its condition is false.
        public static func buildOptional(_ component: [Disposable]?) -> [Disposable] {
            component ?? []
        }

        /// The disposables of the first branch of an `if`-`else` or `switch`.
        public static func buildEither(first component: [Disposable]) -> [Disposable] {
            component
        }

        /// The disposables of the second branch of an `if`-`else` or `switch`.
        public static func buildEither(second component: [Disposable]) -> [Disposable] {
            component
        }

        /// The disposables of every pass of a `for` loop.
        public static func buildArray(_ components: [[Disposable]]) -> [Disposable] {
            components.flatMap { $0 }
        }
    }
}
