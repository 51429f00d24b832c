import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Dialog {
    /// Presents the dialog on subscribe and succeeds with its response (a button's response
    /// ID, such as `MessageDialog/okResponse`, or `MessageDialog/deleteEventResponse` when
    /// it is dismissed), then destroys it: a one-shot question.
    ///
    /// Disposing the subscription while the dialog is open destroys it without a response. A
    /// dialog already destroyed answers `MessageDialog/deleteEventResponse` at once.
    @MainActor
    public func presentForResponse() -> Single<Int> {
        let weakBase = WeakReference(base)
        return Single.create { answer in
            let connections = MainActor.assumeIsolated {
                () -> MainThreadBound<[SignalConnection]> in
                // A destroyed dialog can be neither shown nor answered again.
                guard let dialog = weakBase.object, !dialog.isDestroyed else {
                    answer(.success(MessageDialog.deleteEventResponse))
                    return MainThreadBound([])
                }
                let response = dialog.connect("response") { arguments in
                    answer(.success(arguments.value(at: 0, as: Int.self) ?? 0))
                }
                // Destroyed by others: unrealized while Swift holds it, `destroy` after.
                let destroyed = ["unrealize", "destroy"].map { signal in
                    dialog.connect(signal) { answer(.success(MessageDialog.deleteEventResponse)) }
                }
                dialog.present()
                return MainThreadBound([response] + destroyed)
            }
            return Disposables.create {
                MainThread.perform {
                    connections.value.forEach { $0.disconnect() }
                    weakBase.object?.destroy()
                }
            }
        }
    }

    /// Presents the dialog on subscribe and succeeds with its response as a
    /// `DialogResponse` (`.deleteEvent` when it is dismissed), then destroys it; see
    /// `presentForResponse()`.
    ///
    /// ```swift
    /// confirm.rx.presentForDialogResponse()
    ///     .subscribe(onSuccess: { response in
    ///         if response == .custom(1) { delete() }
    ///     })
    ///     .disposed(by: bag)
    /// ```
    @MainActor
    public func presentForDialogResponse() -> Single<DialogResponse> {
        presentForResponse().map { DialogResponse(rawValue: $0) }
    }
}
