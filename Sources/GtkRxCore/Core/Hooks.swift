import Synchronization

#if DEBUG
    // The backtrace API, for the default call stack capture; release builds capture nothing
    // and do not link it.
    import Runtime
#endif

/// Process-wide hooks into GtkRx's behaviour, as RxSwift 6's `Hooks`: what happens to an error
/// that reaches a subscription without an error handler, and whether subscriptions record
/// where they were made, to say so then.
///
/// ```swift
/// Hooks.recordCallStackOnError = true
/// Hooks.defaultErrorHandler = { callStack, error in
///     log.error("unhandled \(error), subscribed at:\n\(callStack.joined(separator: "\n"))")
/// }
/// ```
///
/// Thread-safe: the hooks may be read and set from any thread. The handlers run on the thread
/// that delivered the error or subscribed, which is why they must be `@Sendable`.
public enum Hooks {
    /// Receives an error that reached a subscription without an error handler, and the call
    /// stack of that subscription (empty unless ``recordCallStackOnError`` was on when it was
    /// made).
    public typealias DefaultErrorHandler =
        @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Returns the current call stack, one frame per string, innermost first.
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    /// Called for an error that reaches a subscription made without an error handler
    /// (`subscribe(onNext:onError:onCompleted:onDisposed:)` without `onError`, or a `do`
    /// handler that throws after a stop event).
    ///
    /// The default handler prints the error, and the subscription's call stack if one was
    /// recorded, to standard error in debug builds, and does nothing in release builds.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { storage.withLock { $0.defaultErrorHandler } }
        set { storage.withLock { $0.defaultErrorHandler = newValue } }
    }

    /// What records a subscription's call stack when ``recordCallStackOnError`` is on.
    ///
    /// By default, the frames of the current thread's stack, named from the symbol tables, in
    /// debug builds, and nothing in release builds.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.withLock { $0.captureCallStack } }
        set { storage.withLock { $0.captureCallStack = newValue } }
    }

    /// Whether a subscription made without an error handler records its call stack (with
    /// ``customCaptureSubscriptionCallstack``), for ``defaultErrorHandler``. Off by default:
    /// recording costs time on every such subscription.
    public static var recordCallStackOnError: Bool {
        get { isRecordingCallStacks.load(ordering: .relaxed) }
        set { isRecordingCallStacks.store(newValue, ordering: .relaxed) }
    }

    /// The call stack to record for a subscription being made now: empty unless
    /// ``recordCallStackOnError`` is on.
    static func subscriptionCallStack() -> [String] {
        // Read without the lock: most subscriptions record nothing.
        guard isRecordingCallStacks.load(ordering: .relaxed) else { return [] }
        return customCaptureSubscriptionCallstack()
    }

    private static let storage = HookStorage()
    private static let isRecordingCallStacks = Atomic(false)
}

/// The hooks' values, behind a lock.
private final class HookStorage: @unchecked Sendable {
    // Sendable: `values` is read and written only under `lock`; the handlers it holds are
    // `@Sendable`, and are called after being read out, outside the lock.
    struct Values {
        var defaultErrorHandler: Hooks.DefaultErrorHandler = printUnhandledError
        var captureCallStack: Hooks.CustomCaptureSubscriptionCallstack = currentCallStack
    }

    private let lock = Lock()
    private var values = Values()

    func withLock<Result>(_ body: (inout Values) -> Result) -> Result {
        lock.withLock { body(&values) }
    }
}

/// The default ``Hooks/defaultErrorHandler``: prints in debug builds only.
@Sendable
private func printUnhandledError(_ callStack: [String], _ error: Swift.Error) {
    #if DEBUG
        var message = "Unhandled error happened: \(error)"
        if !callStack.isEmpty {
            message += "\nsubscription called from:\n" + callStack.joined(separator: "\n")
        }
        printWarning(message)
    #endif
}

/// The default ``Hooks/customCaptureSubscriptionCallstack``: the current thread's frames,
/// named from the binaries' symbol tables when they allow it (not from their debug
/// information, which takes a third of a second per call stack), in debug builds; nothing in
/// release builds.
@Sendable
private func currentCallStack() -> [String] {
    #if DEBUG
        guard let backtrace = try? Backtrace.capture() else { return [] }
        if let symbolicated = backtrace.symbolicated(options: [.useSymbolCache]) {
            return symbolicated.frames.map(\.description)
        }
        return backtrace.frames.map(\.description)
    #else
        return []
    #endif
}
