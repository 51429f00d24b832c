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
        return whileSubscribed(
            start: { onNext in
                connection.value.subscribeToSignals(
                    sender: sender, interfaceName: interfaceName, signalName: signalName,
                    objectPath: objectPath, handler: onNext)
            }, isRefused: { $0.isCancelled }, end: { $0.cancel() })
    }
}

extension Reactive where Base: DBusConnection {
    /// Asks the bus for the well-known name `name` while subscribed
    /// (``GtkRxGLib/DBusConnection/ownName(_:options:handler:)``): each time the name is acquired or
    /// lost, on the main thread. Disposal gives the name up. It never completes while
    /// subscribed, except at once for a malformed or unique name, which is reported.
    @MainActor
    public func ownName(_ name: String, options: DBusNameOwnerOptions = [])
        -> Observable<DBusNameOwnership>
    {
        let connection = MainThreadBound(base)
        return whileSubscribed(
            start: { onNext in connection.value.ownName(name, options: options, handler: onNext) },
            isRefused: { $0.isCancelled }, end: { $0.cancel() })
    }
}

/// An observable of what `start`'s handler receives: each subscription starts a `Resource` on
/// the main thread (at once when subscribed there) and disposal ends it there with `end`; a
/// resource `isRefused` says was refused completes the subscription at once.
private func whileSubscribed<Element, Resource: AnyObject>(
    start: @escaping @MainActor (_ onNext: @escaping @MainActor (Element) -> Void) -> Resource,
    isRefused: @escaping @MainActor (Resource) -> Bool,
    end: @escaping @MainActor (Resource) -> Void
) -> Observable<Element> {
    Observable.create { observer in
        let observer = MainThreadBound(observer)
        let slot = MainThreadSlot<Resource>()
        MainThread.perform {
            guard !slot.isEnded else { return }
            let made = start { observer.value.onNext($0) }
            if isRefused(made) {
                observer.value.onCompleted()
            }
            slot.fill(made)
        }
        return Disposables.create {
            MainThread.perform {
                if let made = slot.end() { end(made) }
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
