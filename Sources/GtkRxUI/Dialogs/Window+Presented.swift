import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Window {
    /// Presents the window on subscribe and completes when it is closed (hidden or destroyed,
    /// by its close button, Escape, code or its parent's destruction): the shape of an About
    /// window or a ShortcutsWindow. Subscribe on the main thread.
    ///
    /// Disposing the subscription while the window is open closes it (destroying it, unless it
    /// hides on close), and destroys it if a `close-request` handler refuses. A window already
    /// destroyed completes at once.
    @MainActor
    public func presented() -> Completable {
        let weakBase = WeakReference(base)
        return Completable.create { completed in
            let connections = MainActor.assumeIsolated {
                () -> MainThreadBound<[SignalConnection]> in
                // A destroyed window can be neither shown nor closed again.
                guard let window = weakBase.object, !window.isDestroyed else {
                    completed(.completed)
                    return MainThreadBound([])
                }
                // Closing hides a window that hides on close; one destroyed while Swift still
                // holds it is unrealized (its `destroy` comes when the last reference goes).
                let connections = ["hide", "unrealize", "destroy"].map { signal in
                    window.connect(signal) { completed(.completed) }
                }
                window.present()
                return MainThreadBound(connections)
            }
            return Disposables.create {
                MainThread.perform {
                    connections.value.forEach { $0.disconnect() }
                    guard let window = weakBase.object, window.isVisible else { return }
                    window.close()
                    if window.isVisible { window.destroy() }
                }
            }
        }
    }
}
