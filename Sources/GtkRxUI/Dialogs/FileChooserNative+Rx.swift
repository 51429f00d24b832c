import Foundation
import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: FileChooserNative {
    /// Shows the chooser on subscribe and succeeds with the file chosen, or completes without
    /// one when it is cancelled or dismissed.
    ///
    /// The subscription keeps the chooser alive until it ends; disposing it while the chooser
    /// is open hides it without an answer.
    @MainActor
    public func chosenFile() -> Maybe<URL> {
        let base = MainThreadBound(base)
        return Maybe.create { answer in
            let connection = MainActor.assumeIsolated { () -> MainThreadBound<SignalConnection> in
                let chooser = base.value
                let response = chooser.connect("response") { [weak chooser] arguments in
                    let id = arguments.value(at: 0, as: Int.self) ?? 0
                    if id == FileChooserNative.acceptResponse, let url = chooser?.selectedURL {
                        answer(.success(url))
                    } else {
                        answer(.completed)
                    }
                }
                chooser.show()
                return MainThreadBound(response)
            }
            return Disposables.create {
                MainThread.perform {
                    connection.value.disconnect()
                    if base.value.isVisible { base.value.hide() }
                }
            }
        }
    }
}

extension FileChooserNative {
    /// The response of the chooser's accept button (`GTK_RESPONSE_ACCEPT`).
    public static let acceptResponse = -3

    /// Asks for a file to open, on subscribe (on the main thread): the file chosen, or
    /// completion without one when the user cancels.
    @MainActor
    public static func fileToOpen(title: String, parent: Window?) -> Maybe<URL> {
        asking(title: title, parent: parent, action: .open, suggestedName: nil)
    }

    /// Asks where to save, on subscribe (on the main thread), suggesting `suggestedName`: the
    /// file chosen, or completion without one when the user cancels.
    @MainActor
    public static func fileToSave(title: String, parent: Window?, suggestedName: String? = nil)
        -> Maybe<URL>
    {
        asking(title: title, parent: parent, action: .save, suggestedName: suggestedName)
    }

    /// A new chooser for each subscription, its ``Reactive/chosenFile()`` subscribed.
    @MainActor
    private static func asking(
        title: String, parent: Window?, action: FileChooserAction, suggestedName: String?
    ) -> Maybe<URL> {
        let parent = parent.map { WeakReference($0) }
        return Maybe.create { answer in
            // Subscribed on the main thread, as GTK requires.
            let subscription = MainActor.assumeIsolated { () -> MainThreadBound<Disposable> in
                let chooser = FileChooserNative(
                    title: title, parent: parent?.object, action: action, acceptLabel: nil,
                    cancelLabel: nil)
                if let suggestedName { chooser.setCurrentName(suggestedName) }
                return MainThreadBound(chooser.rx.chosenFile().subscribe(answer))
            }
            return Disposables.create {
                MainThread.perform { subscription.value.dispose() }
            }
        }
    }
}
