import GtkRxCore
import GtkRxGLib

extension Reactive where Base: File {
    /// Copies the file to `destination` when subscribed (`g_file_copy_async`, started on the
    /// main thread): how far it has come as elements, then completion when it is done, or
    /// GIO's ``GtkRxGLib/GLibError``; all on the main thread. Disposal cancels the copy, after
    /// which nothing is sent.
    @MainActor
    public func copy(to destination: File, flags: FileCopyFlags = .none, ioPriority: Int = 0)
        -> Observable<FileTransferProgress>
    {
        transfer { file, progress, completion in
            file.copy(
                to: destination, flags: flags, ioPriority: ioPriority, progress: progress,
                completion: completion)
        }
    }

    /// Moves the file to `destination` when subscribed (`g_file_move_async`), as
    /// ``copy(to:flags:ioPriority:)``.
    @MainActor
    public func move(to destination: File, flags: FileCopyFlags = .none, ioPriority: Int = 0)
        -> Observable<FileTransferProgress>
    {
        transfer { file, progress, completion in
            file.move(
                to: destination, flags: flags, ioPriority: ioPriority, progress: progress,
                completion: completion)
        }
    }

    /// An observable that starts a transfer on the main thread with each subscription.
    @MainActor
    private func transfer(
        _ start:
            @escaping @MainActor (
                File, @escaping @MainActor (FileTransferProgress) -> Void,
                @escaping @MainActor (Result<Void, GLibError>) -> Void
            ) -> AsyncCall
    ) -> Observable<FileTransferProgress> {
        let file = MainThreadBound(base)
        return Observable.create { observer in
            let observer = MainThreadBound(observer)
            let subscription = SerialDisposable()
            MainThread.perform {
                guard !subscription.isDisposed else { return }
                subscription.disposable = start(
                    file.value, { observer.value.onNext($0) },
                    { result in
                        switch result {
                        case .success: observer.value.onCompleted()
                        case .failure(let error): observer.value.onError(error)
                        }
                    })
            }
            return subscription
        }
    }
}
