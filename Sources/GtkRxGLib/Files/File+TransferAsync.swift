import CGLib

// Copying and moving a file asynchronously with progress. GIO's `g_file_copy_async` and
// `g_file_move_async` take a progress callback beside the ready callback, a pair the generator
// does not make; their synchronous forms are generated (`copy(_:flags:cancellable:_:)`).

/// How far a copy or a move has come: bytes written so far, of how many.
public struct FileTransferProgress: Equatable, Sendable {
    /// The bytes written so far.
    public let bytesDone: Int
    /// The size of the file (GIO may report 0 before it knows).
    public let totalBytes: Int

    /// Progress of `bytesDone` of `totalBytes`.
    public init(bytesDone: Int, totalBytes: Int) {
        self.bytesDone = bytesDone
        self.totalBytes = totalBytes
    }
}

extension File {
    /// Starts copying this file to `destination` (`g_file_copy_async`); `progress` gets how
    /// far it has come, and `completion` how it ended (`g_file_copy_finish`), both on the main
    /// thread. Disposing of the returned call cancels it: neither is called after that.
    ///
    /// GIO's errors (a missing source, an existing destination without `.overwrite`, a folder
    /// that cannot be written) come to `completion` as a ``GLibError``.
    @discardableResult
    public func copy(
        to destination: File, flags: FileCopyFlags = .none, ioPriority: Int = 0,
        progress: (@MainActor (FileTransferProgress) -> Void)? = nil,
        completion: @escaping @MainActor (Result<Void, GLibError>) -> Void
    ) -> AsyncCall {
        transfer(
            to: destination, flags: flags, ioPriority: ioPriority, progress: progress,
            completion: completion, start: g_file_copy_async, finish: g_file_copy_finish)
    }

    /// Copies this file to `destination` (`g_file_copy_async`), calling `progress` on the main
    /// thread as it goes. Cancelling the calling `Task` cancels the copy, which then throws
    /// `CancellationError`; GIO's errors are thrown as ``GLibError``.
    public func copy(
        to destination: File, flags: FileCopyFlags = .none, ioPriority: Int = 0,
        progress: (@MainActor (FileTransferProgress) -> Void)? = nil
    ) async throws {
        try await awaitAsyncCall { completion in
            copy(
                to: destination, flags: flags, ioPriority: ioPriority, progress: progress,
                completion: completion)
        }
    }

    /// Starts moving this file to `destination` (`g_file_move_async`; a rename when both are on
    /// one file system, else a copy and a delete), as ``copy(to:flags:ioPriority:progress:completion:)``.
    @discardableResult
    public func move(
        to destination: File, flags: FileCopyFlags = .none, ioPriority: Int = 0,
        progress: (@MainActor (FileTransferProgress) -> Void)? = nil,
        completion: @escaping @MainActor (Result<Void, GLibError>) -> Void
    ) -> AsyncCall {
        transfer(
            to: destination, flags: flags, ioPriority: ioPriority, progress: progress,
            completion: completion, start: g_file_move_async, finish: g_file_move_finish)
    }

    /// Moves this file to `destination` (`g_file_move_async`), as
    /// ``copy(to:flags:ioPriority:progress:)``.
    public func move(
        to destination: File, flags: FileCopyFlags = .none, ioPriority: Int = 0,
        progress: (@MainActor (FileTransferProgress) -> Void)? = nil
    ) async throws {
        try await awaitAsyncCall { completion in
            move(
                to: destination, flags: flags, ioPriority: ioPriority, progress: progress,
                completion: completion)
        }
    }

    /// The C signature `g_file_copy_async` and `g_file_move_async` share.
    private typealias TransferStart = (
        OpaquePointer?, OpaquePointer?, GFileCopyFlags, Int32, UnsafeMutablePointer<GCancellable>?,
        GFileProgressCallback?, gpointer?, GAsyncReadyCallback?, gpointer?
    ) -> Void
    /// The C signature `g_file_copy_finish` and `g_file_move_finish` share.
    private typealias TransferFinish = (
        OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> gboolean

    private func transfer(
        to destination: File, flags: FileCopyFlags, ioPriority: Int,
        progress: (@MainActor (FileTransferProgress) -> Void)?,
        completion: @escaping @MainActor (Result<Void, GLibError>) -> Void,
        start: TransferStart, finish: @escaping TransferFinish
    ) -> AsyncCall {
        // The relay lives as long as the finish closure, which GIO's callback lets go of: GIO
        // reports progress only before it calls back.
        let relay = progress.map(TransferProgressRelay.init)
        let data = relay.map { Unmanaged.passUnretained($0).toOpaque() }
        let call = AsyncCall(
            start: { cancellable, callback, callbackData in
                start(
                    cPointer(self), cPointer(destination), flags.cValue,
                    cInteger(ioPriority, "File.copy"), cancellable,
                    relay == nil ? nil : fileTransferProgressed, data, callback, callbackData)
            },
            finished: { result in
                withExtendedLifetime(relay) {}
                var error: UnsafeMutablePointer<GError>?
                _ = finish(cPointer(self), result, &error)
                completion(error.map { .failure(GLibError(consuming: $0)) } ?? .success(()))
            })
        relay?.call = call
        return call
    }
}

/// A transfer's progress closure, which stops forwarding once its call is disposed: GIO may
/// still report progress between the cancellation and its callback.
@MainActor
private final class TransferProgressRelay {
    let progress: @MainActor (FileTransferProgress) -> Void
    weak var call: AsyncCall?

    init(_ progress: @escaping @MainActor (FileTransferProgress) -> Void) {
        self.progress = progress
    }

    func forward(_ value: FileTransferProgress) {
        guard let call, !call.isDisposed, !call.hasEnded else { return }
        progress(value)
    }
}

/// GIO reports progress through `g_main_context_invoke` on the main context of the thread that
/// started the transfer, the main thread: queued there while a loop owns that context, but run
/// at once on GIO's worker thread when none does (a test pumping the loop between its checks,
/// an app before its loop runs). There it is passed on through GtkRx's own main-thread queue,
/// holding the relay until it arrives; progress arriving after the call ended is dropped.
private let fileTransferProgressed: GFileProgressCallback = { done, total, data in
    guard let data else { return }
    let value = FileTransferProgress(
        bytesDone: Int(truncatingIfNeeded: done), totalBytes: Int(truncatingIfNeeded: total))
    let relay = Unmanaged<TransferProgressRelay>.fromOpaque(data)
    guard MainThread.isCurrent else {
        // Retained here, on GIO's worker: the finish closure keeps the relay until GIO's
        // callback, which comes after every progress report, so it is alive now.
        let retained = TransferProgressSendable(relay.retain())
        MainContextQueue.shared.enqueue {
            retained.relay.takeRetainedValue().forward(value)
        }
        return
    }
    MainActor.assumeIsolated { relay.takeUnretainedValue().forward(value) }
}

/// A relay retained on GIO's worker thread for the main thread, which releases it.
///
/// `@unchecked Sendable`: the worker only retains it (an atomic count); the relay is touched
/// on the main thread alone, after the queue hands the job over.
private struct TransferProgressSendable: @unchecked Sendable {
    let relay: Unmanaged<TransferProgressRelay>
    init(_ relay: Unmanaged<TransferProgressRelay>) { self.relay = relay }
}
