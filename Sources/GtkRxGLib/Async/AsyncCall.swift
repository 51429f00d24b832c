import CGLib
import Dispatch
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
///
/// The task waits on an ``AsyncCallWaiter``, not on a continuation: with Swift 6.3.1 on Linux,
/// resuming a continuation, even one made on the main actor, queues the task on the global
/// executor, a worker thread, which then hands it back to the main actor (two thread switches
/// and another turn of the loop per call; Benchmarks/results-2026-12-04.md). The waiter's executor
/// keeps the task until GIO calls back, then runs it there, on the main thread; the task is
/// back on the main actor through the main queue, which ``DispatchMainQueueSource/drainNow()``
/// runs before the callback returns.
@MainActor
package func awaitAsyncCall<Value>(
    _ start: (@escaping @MainActor (Result<Value, GLibError>) -> Void) -> AsyncCall
) async throws -> Value {
    let waiter = AsyncCallWaiter<Value>()
    let call = AsyncCallBox()
    return try await withTaskCancellationHandler {
        let started = start { result in
            waiter.deliver(result.map(MainActorValue.init).mapError { $0 })
        }
        started.onCancelled = { waiter.deliver(.failure(CancellationError())) }
        call.set(started)
        if Task.isCancelled { started.dispose() }
        // An argument refused before C saw it: the outcome is already there.
        if let outcome = waiter.delivered { return try outcome.get().value }
        return try await waiter.outcome().get().value
    } onCancel: {
        call.dispose()
    }
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

/// Where the task of an ``awaitAsyncCall(_:)`` waits for GIO's callback: an actor on a
/// ``HeldJobExecutor``. Calling ``outcome()`` from the main actor hands the task's job to the
/// executor, which keeps it; ``deliver(_:)``, in GIO's callback, stores the outcome and runs
/// the job, so that ``outcome()`` returns it and the task goes back to the main actor.
private actor AsyncCallWaiter<Value> {
    private let executor = HeldJobExecutor()

    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// The outcome, once GIO has called back (or the call was refused at once).
    ///
    /// `nonisolated(unsafe)`: written and read on the main thread only: by ``deliver(_:)`` in
    /// GIO's callback, by ``awaitAsyncCall(_:)`` on the main actor, and by ``outcome()``, whose
    /// job the executor runs inside ``deliver(_:)``.
    nonisolated(unsafe) private(set) var delivered: Result<MainActorValue<Value>, any Error>?

    /// The outcome: its caller's task waits in the executor until ``deliver(_:)``.
    func outcome() -> Result<MainActorValue<Value>, any Error> {
        // The executor runs this job only after `delivered` is set.
        delivered ?? .failure(CancellationError())
    }

    /// Stores the outcome and lets the waiting task go on (GIO's callback, on the main thread),
    /// back on the main actor before this returns when the loop allows it (see
    /// ``DispatchMainQueueSource/drainNow()``).
    nonisolated func deliver(_ outcome: Result<MainActorValue<Value>, any Error>) {
        guard delivered == nil else { return }
        delivered = outcome
        if executor.release() {
            DispatchMainQueueSource.drainNow()
        }
    }
}

/// A serial executor that keeps the one job it is given until ``release()``, then runs it on
/// the calling thread: the main thread, in GIO's callback.
///
/// `@unchecked Sendable`: its state is used on the main thread only. The runtime calls
/// ``enqueue(_:)`` on the thread of the task that switches to it, and only a task on the main
/// actor does (``awaitAsyncCall(_:)``); ``release()`` runs in GIO's callback, on the main
/// thread.
private final class HeldJobExecutor: SerialExecutor, @unchecked Sendable {
    private var job: UnownedJob?
    private var released = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        guard released else {
            self.job = job
            return
        }
        // Released before the task switched here (not done by `awaitAsyncCall`, which does
        // not wait once the outcome is there): run the job from the main queue, not from
        // inside the switch that is enqueueing it.
        let executor = asUnownedSerialExecutor()
        DispatchQueue.main.async { job.runSynchronously(on: executor) }
    }

    /// Runs the job kept, if there is one.
    ///
    /// Running a job by hand is sound here: it runs once, on the main thread, where this
    /// executor's jobs run, and alone (the executor never holds more than the one job of the
    /// one task waiting on it), as a serial executor must.
    ///
    /// - Returns: whether a job ran.
    func release() -> Bool {
        released = true
        guard let job else { return false }
        self.job = nil
        job.runSynchronously(on: asUnownedSerialExecutor())
        return true
    }
}

/// A value made on the main actor for a caller on the main actor, carried through an
/// ``AsyncCallWaiter``.
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
