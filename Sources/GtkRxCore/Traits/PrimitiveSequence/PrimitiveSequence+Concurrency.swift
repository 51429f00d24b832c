// `value`: a primitive sequence's outcome, awaited, as RxSwift 6 bridges them to Swift
// concurrency. (Their elements as an async sequence, `values`, come from
// `ObservableConvertibleType`.)

extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
    /// The single's element, awaited: subscribing, waiting for the element, and throwing the
    /// single's error if it fails.
    ///
    /// ```swift
    /// let profile = try await fetchProfile(id: 1).value
    /// ```
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`,
    /// unless the single succeeded or failed first (even while being subscribed to, in a task
    /// cancelled already).
    public var value: Element {
        get async throws {
            switch try await awaitOutcome(of: primitiveSequence.source) {
            case .success(let element): return element
            case .failure(let error): throw error
            case .completed: throw RxError.noElements
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
    /// The maybe's element, awaited, or `nil` when it completes without one; throws the maybe's
    /// error if it fails.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`,
    /// unless the maybe ended first (even while being subscribed to, in a task cancelled
    /// already: a maybe that completes empty then gives `nil`).
    public var value: Element? {
        get async throws {
            switch try await awaitOutcome(of: primitiveSequence.source) {
            case .success(let element): return element
            case .failure(let error): throw error
            case .completed: return nil
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The completable's completion, awaited; throws its error if it fails.
    ///
    /// ```swift
    /// try await save(document).value
    /// ```
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`,
    /// unless the completable ended first (even while being subscribed to, in a task cancelled
    /// already).
    public var value: Void {
        get async throws {
            switch try await awaitOutcome(of: primitiveSequence.source) {
            case .failure(let error): throw error
            case .completed: return
            }
        }
    }
}

/// Subscribes to `source`, a primitive sequence's, and waits for its outcome. Cancelling the
/// waiting task disposes the subscription and throws `CancellationError`, unless the outcome
/// came first: a sequence that ends while it is being subscribed to (`Completable.empty()`,
/// `Single.just(1)`) gives its outcome even in a task cancelled already, as in RxSwift.
private func awaitOutcome<Element: Sendable>(of source: Observable<Element>) async throws
    -> PrimitiveOutcome<Element>
{
    let waiter = OutcomeWaiter<Element>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            waiter.start(continuation, subscribingTo: source)
        }
    } onCancel: {
        waiter.cancel()
    }
}

/// The meeting point of a subscription's outcome and the task's cancellation: whichever comes
/// first resumes the continuation, once, and ends the subscription. A cancellation that comes
/// before or while the subscription is made waits for `subscribe` to return, so that an outcome
/// sent meanwhile wins.
private final class OutcomeWaiter<Element: Sendable>: @unchecked Sendable {
    // Sendable: the state is guarded by `lock`; the continuation is taken out of it exactly
    // once and resumed outside it, and the subscription is disposed outside it (a disposable
    // may be disposed from any thread).
    private let lock = Lock()
    private var continuation: CheckedContinuation<PrimitiveOutcome<Element>, Swift.Error>?
    private var subscription: Disposable?
    private var isFinished = false
    /// The task was cancelled before the subscription was made (or while it was).
    private var isCancelled = false
    /// `subscribe` has not returned yet: the cancellation is left to `start`.
    private var isSubscribing = true

    /// Holds `continuation` and subscribes to `source`; when the task was cancelled before the
    /// subscription returned, ends it then, unless it had sent its outcome.
    func start(
        _ continuation: CheckedContinuation<PrimitiveOutcome<Element>, Swift.Error>,
        subscribingTo source: Observable<Element>
    ) {
        lock.withLock { self.continuation = continuation }
        let subscription = source.subscribe(OutcomeObserver { outcome in self.finish(outcome) })
        let (disposesNow, cancelled) = lock.withLock { () -> (Bool, Bool) in
            isSubscribing = false
            if isFinished { return (true, false) }
            if isCancelled {
                isFinished = true
                defer { self.continuation = nil }
                return (true, true)
            }
            self.subscription = subscription
            return (false, false)
        }
        if disposesNow {
            subscription.dispose()
        }
        if cancelled {
            continuation.resume(throwing: CancellationError())
        }
    }

    /// The task was cancelled.
    func cancel() {
        let taken = lock.withLock { () -> Bool in
            guard !isFinished else { return false }
            isCancelled = true
            return !isSubscribing
        }
        guard taken else { return }
        let (continuation, subscription) = take()
        subscription?.dispose()
        continuation?.resume(throwing: CancellationError())
    }

    private func finish(_ outcome: PrimitiveOutcome<Element>) {
        let (continuation, subscription) = take()
        subscription?.dispose()
        continuation?.resume(returning: outcome)
    }

    /// Marks the wait finished and takes what it held; nothing, when it was finished already.
    private func take() -> (
        CheckedContinuation<PrimitiveOutcome<Element>, Swift.Error>?, Disposable?
    ) {
        lock.withLock {
            guard !isFinished else { return (nil, nil) }
            isFinished = true
            defer {
                continuation = nil
                subscription = nil
            }
            return (continuation, subscription)
        }
    }
}
