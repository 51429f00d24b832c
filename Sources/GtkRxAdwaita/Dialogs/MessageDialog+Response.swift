import GtkRxCore
import GtkRxGLib
import GtkRxUI
import GtkRxWidgets

/// Why an ``Adw/MessageDialog``'s answer could not be given as the app's response type.
public enum MessageDialogError: Error, Equatable, Sendable {
    /// The dialog answered a response ID that is no value of the type asked for: a response
    /// added under another ID (by a `.ui` file, or `addResponse(id:label:)`), or a close
    /// response that is not one of the type's.
    case unknownResponse(String)
}

extension Reactive where Base: Adw.MessageDialog {
    /// Presents the dialog on subscribe and succeeds with the ID of the response chosen, then
    /// destroys it: a one-shot question. Closing the dialog without a choice (Escape, being
    /// closed or destroyed by code) answers its `closeResponse`.
    ///
    /// Disposing the subscription while the dialog is open destroys it without a response. A
    /// dialog already destroyed answers its close response at once.
    @MainActor
    public func presentForResponse() -> Single<String> {
        let weakBase = WeakReference(base)
        // Read now, for a dialog whose wrapper has gone by the time it is destroyed.
        let closeResponse = base.closeResponse
        return Single.create { answer in
            let connections = MainActor.assumeIsolated {
                () -> MainThreadBound<[SignalConnection]> in
                // A destroyed dialog can be neither shown nor answered again.
                guard let dialog = weakBase.object, !dialog.isDestroyed else {
                    answer(.success(closeResponse))
                    return MainThreadBound([])
                }
                let response = dialog.connect("response") { arguments in
                    answer(.success(arguments.value(at: 0, as: String.self) ?? closeResponse))
                }
                // Closed or destroyed: unrealized while Swift holds it, `destroy` after. A
                // clicked button closes the dialog before its response is emitted (libadwaita
                // 1.2), so the close response answers on the loop's next turn, unless a
                // response has answered by then.
                let destroyed = ["unrealize", "destroy"].map { signal in
                    dialog.connect(signal) {
                        let fallback = weakBase.object?.closeResponse ?? closeResponse
                        _ = MainScheduler.asyncInstance.schedule(()) { _ in
                            answer(.success(fallback))
                            return Disposables.create()
                        }
                    }
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

    /// Presents the dialog on subscribe and succeeds with the response chosen as a value of
    /// the app's `Response` type (the close response when it is closed without a choice),
    /// then destroys it; see `presentForResponse()`.
    ///
    /// It fails with ``GtkRxAdwaita/MessageDialogError/unknownResponse(_:)`` when the response's ID is no
    /// value of `Response`.
    ///
    /// ```swift
    /// confirm.rx.presentForResponse(as: Answer.self)
    ///     .subscribe(onSuccess: { answer in
    ///         if answer == .delete { delete() }
    ///     })
    ///     .disposed(by: disposeBag)
    /// ```
    @MainActor
    public func presentForResponse<Response>(as type: Response.Type) -> Single<Response>
    where Response: RawRepresentable & Sendable, Response.RawValue == String {
        presentForResponse().map { id in
            guard let response = Response(rawValue: id) else {
                throw MessageDialogError.unknownResponse(id)
            }
            return response
        }
    }
}
