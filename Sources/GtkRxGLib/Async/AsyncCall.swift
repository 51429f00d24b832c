import CGLib
import GtkRxCore

/// One asynchronous GIO call in flight: a `…_async` function started with a `GCancellable`,
/// whose `…_finish` runs when GIO calls back.
///
/// Every generated asynchronous method comes in three forms: one taking a completion handler
/// (which returns this call), an `async throws` one, and, on `.rx`, a `Single`, `Maybe` or
/// `Completable`. They share this contract:
/// - the call starts on the main thread, and its outcome is delivered there (GIO calls back in
///   the main context of the thread that started it);
/// - ``dispose()`` (also: a cancelled `Task`, a disposed subscription) cancels the
///   `GCancellable`, from any thread; after it, the outcome is not delivered at all — no value,
///   no error: the completion handler is not called, the `async` form throws
///   `CancellationError`, the `.rx` forms send nothing;
/// - the call is retained by GIO until GIO calls back, exactly once, even when cancelled.
///
/// `@unchecked Sendable`: ``dispose()`` may run on any thread; it sets a flag under `lock` and
/// calls `g_cancellable_cancel`, which is thread-safe. Everything else (starting, the outcome,
/// the cancellation handler) happens on the main thread.
public final class AsyncCall: Cancelable, @unchecked Sendable {
    /// What the generated code does with GIO's `GAsyncResult`, on the main thread, unless
    /// the call was cancelled.
    /// `nil` once GIO has called back: what it captured (a completion handler, a subscriber)
    /// is let go then, not when the last reference to the call goes.
    @MainActor private var finished: (@MainActor (OpaquePointer) -> Void)?
    /// What runs instead when the call was cancelled, on the main thread, once GIO has called
    /// back: the `async` form's `CancellationError`.
    @MainActor package var onCancelled: (@MainActor () -> Void)?
    /// The call's cancellable (a reference of the call's own, dropped in `deinit`).
    private let cancellable: UnsafeMutablePointer<GCancellable>
    private let lock = Lock()
    private var cancelled = false

    /// Starts a call: `start` calls the `…_async` function with the cancellable, the callback
    /// and its user data; `finished` reads the outcome.
    @MainActor
    package convenience init(
        start: (UnsafeMutablePointer<GCancellable>, GAsyncReadyCallback, gpointer) -> Void,
        finished: @escaping @MainActor (OpaquePointer) -> Void
    ) {
        self.init(finished: finished)
        start(cancellable, asyncCallFinished, Unmanaged.passRetained(self).toOpaque())
    }

    /// A call that has not started (GIO holds no reference to it).
    @MainActor
    private init(finished: @escaping @MainActor (OpaquePointer) -> Void) {
        self.finished = finished
        cancellable = g_cancellable_new()
    }

    deinit {
        g_object_unref(cancellable)
    }

    /// Cancels the call (any thread; a second time does nothing): GIO stops as soon as it can,
    /// and the outcome is not delivered.
    public func dispose() {
        let first = lock.withLock {
            defer { cancelled = true }
            return !cancelled
        }
        if first { g_cancellable_cancel(cancellable) }
    }

    /// Whether ``dispose()`` was called.
    public var isDisposed: Bool { lock.withLock { cancelled } }

    /// Whether GIO has called back (whatever was delivered), for tests that wait for it.
    @MainActor package private(set) var hasEnded = false

    /// GIO's callback: the outcome, on the main thread.
    @MainActor
    fileprivate func complete(_ result: OpaquePointer?) {
        hasEnded = true
        let (finished, onCancelled) = (self.finished, self.onCancelled)
        (self.finished, self.onCancelled) = (nil, nil)
        if isDisposed || result == nil {
            onCancelled?()
        } else if let result {
            finished?(result)
        }
    }
}

/// The `GAsyncReadyCallback` of every ``AsyncCall``: takes back the retain the call gave GIO,
/// and delivers the outcome. GIO calls it in the main context of the thread that started the
/// call: the main thread.
private let asyncCallFinished: GAsyncReadyCallback = { _, result, data in
    guard let data else { return }
    let call = Unmanaged<AsyncCall>.fromOpaque(data).takeRetainedValue()
    // nonisolated(unsafe): the result is GIO's, valid during this callback, which runs on the
    // main thread; it does not cross threads.
    nonisolated(unsafe) let result = result
    MainActor.assumeIsolated { call.complete(result) }
}

/// Runs the callback form of an asynchronous call as Swift concurrency: `start` calls it with
/// a completion handler. Cancelling the awaiting `Task` disposes of the call, which then throws
/// `CancellationError`.
@MainActor
package func awaitAsyncCall<Value>(
    _ start: (@escaping @MainActor (Result<Value, GLibError>) -> Void) -> AsyncCall
) async throws -> Value {
    let outcome = AsyncCallContinuation<Value>()
    let call = AsyncCallBox()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            outcome.continuation = continuation
            let started = start { result in
                outcome.resume(with: result.map(MainActorValue.init).mapError { $0 })
            }
            started.onCancelled = { outcome.resume(with: .failure(CancellationError())) }
            call.set(started)
            if Task.isCancelled { started.dispose() }
        }
    } onCancel: {
        call.dispose()
    }.value
}

/// The call an ``awaitAsyncCall(_:)`` waits for, for its cancellation handler, which may run
/// before the call exists (then the call is disposed as soon as it is set).
///
/// `@unchecked Sendable`: its state is guarded by `lock`.
private final class AsyncCallBox: @unchecked Sendable {
    private let lock = Lock()
    private var call: AsyncCall?
    private var disposed = false

    func set(_ call: AsyncCall) {
        let dispose = lock.withLock {
            self.call = call
            return disposed
        }
        if dispose { call.dispose() }
    }

    func dispose() {
        let call = lock.withLock {
            disposed = true
            return self.call
        }
        call?.dispose()
    }
}

/// The continuation of an ``awaitAsyncCall(_:)`` until the call ends.
///
/// `@unchecked Sendable`: set and resumed on the main thread only (the call starts there, and
/// GIO calls back there).
private final class AsyncCallContinuation<Value>: @unchecked Sendable {
    var continuation: CheckedContinuation<MainActorValue<Value>, any Error>?

    func resume(with result: Result<MainActorValue<Value>, any Error>) {
        let continuation = continuation
        self.continuation = nil
        continuation?.resume(with: result)
    }
}

/// A value made on the main actor for a caller on the main actor, carried through a
/// continuation.
///
/// `@unchecked Sendable`: ``awaitAsyncCall(_:)`` makes it in GIO's callback on the main thread
/// and its caller, isolated to the main actor, reads it; it never reaches another thread.
private struct MainActorValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension GLibError {
    /// The error a throwing generated member throws when it refuses an argument before C sees
    /// it (the refusal was reported, naming the argument).
    package static func refusedArgument(_ context: String) -> GLibError {
        GLibError(
            domain: "gtkrx-argument-error-quark", code: 6,
            message: "\(context): an argument was refused before reaching C (see the report)")
    }
}

extension AsyncCall {
    /// A call refused before it started (an argument failed its check): `completion` gets
    /// `error` at once, and the call is already over.
    @MainActor
    package convenience init<Value>(
        refused error: GLibError,
        _ completion: @escaping @MainActor (Result<Value, GLibError>) -> Void
    ) {
        self.init(finished: { _ in })
        completion(.failure(error))
    }
}
