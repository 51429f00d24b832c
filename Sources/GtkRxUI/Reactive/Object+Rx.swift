import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Object {
    /// The emissions of `signal` (whose arguments, if any, are ignored) as a control event.
    ///
    /// `signal` must exist on the object; see `Object/hasSignal(_:)`.
    @MainActor
    public func controlEvent(_ signal: String) -> ControlEvent<Void> {
        ControlEvent(mainThreadEvents: signalEvents(signal) { _, _ in () })
    }

    /// `destroy`'s emission, or a stand-in for it when the widget is destroyed already.
    @MainActor
    func destroyEvent() -> ControlEvent<Void> {
        ControlEvent(mainThreadEvents: signalEvents("destroy", destroyed: ()) { _, _ in () })
    }

    /// A control property changed by `signal` (a `notify::property` signal, or one such as
    /// `value-changed`), read with `getter` and written with `setter`.
    ///
    /// Values bound into it are set with `setter` on the main thread, and the emissions of
    /// `signal` that setting causes are not echoed to subscribers.
    @MainActor
    public func controlProperty<Value>(
        changedBy signal: String, getter: @escaping @MainActor (Base) -> Value,
        setter: @escaping @MainActor (Base, Value) -> Void
    ) -> ControlProperty<Value> {
        // Not `base.map(getter)`: `Optional.map` looks up `Value?`'s type metadata each time.
        let values = signalEvents(signal, initial: getter, ignoringBindings: true) { base, _ in
            guard let base else { return nil }
            return getter(base)
        }
        let sink = Binder(base) { base, value in
            base.whileBinding(signal) { setter(base, value) }
        }
        return ControlProperty(mainThreadValues: values, valueSink: sink.asObserver())
    }

    /// The GObject property `property` as a sequence: its value now, then each new value GTK
    /// notifies, until the object is destroyed. Booleans, integers, doubles, strings
    /// (`String?` for properties that may be `NULL`) and enumerations (as `Int`) are supported.
    ///
    /// An unknown property, or one whose type does not convert to `Value`, gives a sequence
    /// that fails at once with a ``GtkRxGLib/PropertyError`` naming both.
    @MainActor
    public func observe<Value: GValueConvertible>(_ type: Value.Type, _ property: String)
        -> Observable<Value>
    {
        do {
            _ = try base.property(property, as: Value.self)
        } catch {
            return .error(error)
        }
        let read: @MainActor (Base) -> Value = { base in
            do {
                return try base.property(property, as: Value.self)
            } catch {
                preconditionFailure("\(property) was readable as \(Value.self) a moment ago")
            }
        }
        return signalEvents("notify::\(property)", initial: read) { base, _ in
            guard let base else { return nil }
            return read(base)
        }
    }

    /// The elements `element` makes from each emission of `signal`, preceded by `initial`'s
    /// value when given, completing when the object is destroyed (widgets) or gone.
    ///
    /// Subscribing to a widget already destroyed delivers `initial`'s value, then
    /// `destroyed` when given, and completes at once.
    ///
    /// Subscribe from any thread: the handlers are connected on the main thread, at once when
    /// subscribed there (the usual case, so no `subscribe(on:)` hop is needed for each
    /// element), otherwise as queued main-thread work; disposing from any thread stops the
    /// elements at once and disconnects on the main thread the same way. The object is held
    /// weakly: `element` receives `nil` for it once its wrapper is being released (a widget's
    /// `destroy` comes then).
    package func signalEvents<Element>(
        _ signal: String, initial: (@MainActor (Base) -> Element)? = nil,
        ignoringBindings: Bool = false, destroyed: Element? = nil,
        element: @escaping @MainActor (Base?, SignalArguments) -> Element?
    ) -> Observable<Element> {
        let weakBase = WeakReference(base)
        let reading = MainThreadBound(
            (initial: initial, element: element, destroyed: destroyed))
        return Observable.create { observer in
            let observer = MainThreadBound(observer)
            let connections = SignalConnections()
            // Main-thread work runs in the order it was queued, so a disconnection queued by
            // an early disposal comes after the connection it undoes.
            MainThread.perform {
                guard !connections.isDisconnected else { return }
                guard let base = weakBase.object else {
                    observer.value.onCompleted()
                    return
                }
                let (initial, element, _) = reading.value
                if let initial {
                    observer.value.onNext(initial(base))
                }
                // A destroyed widget emits nothing more, not even `destroy`.
                if (base as? Widget)?.isDestroyed == true {
                    if let destroyed = reading.value.destroyed {
                        observer.value.onNext(destroyed)
                    }
                    observer.value.onCompleted()
                    return
                }
                let sender = SignalElementSender(to: observer.value) { [weak base] arguments in
                    element(base, arguments)
                }
                connections.add(
                    base.connect(signal) { [weak base] arguments in
                        if ignoringBindings, base?.isBinding(signal) == true { return }
                        sender.send(arguments)
                    })
                if base.hasSignal("destroy") {
                    connections.add(base.connect("destroy") { observer.value.onCompleted() })
                }
            }
            return Disposables.create { MainThread.perform { connections.disconnect() } }
        }
    }
}

/// The handlers one subscription to ``Reactive/signalEvents(_:initial:ignoringBindings:element:)``
/// connected, disconnected together (once) on the main thread.
@MainActor
final class SignalConnections {
    private var connections: [SignalConnection] = []

    /// Whether ``disconnect()`` has run: a connection made after it would never be undone.
    private(set) var isDisconnected = false

    /// An empty set, made on whichever thread subscribes.
    nonisolated init() {}

    /// Keeps `connection` until ``disconnect()``.
    func add(_ connection: SignalConnection) {
        connections.append(connection)
    }

    /// Disconnects every handler; later calls do nothing.
    func disconnect() {
        isDisconnected = true
        let connections = connections
        self.connections = []
        connections.forEach { $0.disconnect() }
    }
}

/// A weak reference to a wrapper, for closures that may be carried to other threads.
package final class WeakReference<Wrapped: Object>: Sendable {
    package weak let object: Wrapped?

    package init(_ object: Wrapped) {
        self.object = object
    }
}
