import GtkRxCore
import GtkRxGLib

extension Reactive where Base: DBusConnection {
    /// The D-Bus signals the connection receives that match every criterion given (`nil`:
    /// any), as elements on the main thread; see `DBusConnection.subscribeToSignals(…)`.
    ///
    /// Subscribe from any thread: GIO's subscription is made on the main thread (at once when
    /// subscribed there), and disposal ends it there. It never completes (a bus connection
    /// lives with the process); a malformed name or path is reported and completes it at once.
    @MainActor
    public func signals(
        sender: String? = nil, interfaceName: String? = nil, signalName: String? = nil,
        objectPath: String? = nil
    ) -> Observable<DBusSignal> {
        let connection = MainThreadBound(base)
        return Observable.create { observer in
            let observer = MainThreadBound(observer)
            let subscription = MainThreadSlot<DBusSignalSubscription>()
            MainThread.perform {
                guard !subscription.isEnded else { return }
                let made = connection.value.subscribeToSignals(
                    sender: sender, interfaceName: interfaceName, signalName: signalName,
                    objectPath: objectPath
                ) { observer.value.onNext($0) }
                if made.isCancelled {
                    observer.value.onCompleted()
                }
                subscription.fill(made)
            }
            return Disposables.create {
                MainThread.perform { subscription.end()?.cancel() }
            }
        }
    }
}

/// What one subscription made on the main thread, ended there once: an early disposal, queued
/// after the subscription, finds it; one queued before keeps it from being made.
@MainActor
private final class MainThreadSlot<Value: AnyObject> {
    private var value: Value?
    private(set) var isEnded = false

    nonisolated init() {}

    func fill(_ value: Value) { self.value = value }

    /// Marks the slot ended, handing back what it held.
    func end() -> Value? {
        isEnded = true
        defer { value = nil }
        return value
    }
}
