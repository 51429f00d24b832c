import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Object {
    /// The emissions of `signal` (whose arguments, if any, are ignored) as a control event.
    ///
    /// `signal` must exist on the object; see `Object/hasSignal(_:)`.
    @MainActor
    public func controlEvent(_ signal: String) -> ControlEvent<Void> {
        ControlEvent(events: signalEvents(signal) { _, _ in () })
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
        let values = signalEvents(signal, initial: getter, ignoringBindings: true) { base, _ in
            base.map(getter)
        }
        let sink = Binder(base) { base, value in
            base.whileBinding(signal) { setter(base, value) }
        }
        return ControlProperty(values: values, valueSink: sink)
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
        return signalEvents("notify::\(property)", initial: read) { base, _ in base.map(read) }
            .subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// The elements `element` makes from each emission of `signal`, preceded by `initial`'s
    /// value when given, completing when the object is destroyed (widgets) or gone.
    ///
    /// Subscribe on the main thread. The object is held weakly: `element` receives `nil` for it
    /// once its wrapper is being released (a widget's `destroy` comes then).
    func signalEvents<Element>(
        _ signal: String, initial: (@MainActor (Base) -> Element)? = nil,
        ignoringBindings: Bool = false,
        element: @escaping @MainActor (Base?, SignalArguments) -> Element?
    ) -> Observable<Element> {
        let weakBase = WeakReference(base)
        return Observable.create { observer in
            let observer = MainThreadBound(observer)
            let connections = MainActor.assumeIsolated { () -> [SignalConnection] in
                guard let base = weakBase.object else {
                    observer.value.onCompleted()
                    return []
                }
                if let initial {
                    observer.value.onNext(initial(base))
                }
                var connections = [
                    base.connect(signal) { [weak base] arguments in
                        if ignoringBindings, base?.isBinding(signal) == true { return }
                        if let next = element(base, arguments) {
                            observer.value.onNext(next)
                        }
                    }
                ]
                if base.hasSignal("destroy") {
                    connections.append(base.connect("destroy") { observer.value.onCompleted() })
                }
                return connections
            }
            return Disposables.create { connections.forEach { $0.disconnect() } }
        }
    }
}

/// A weak reference to a wrapper, for closures that may be carried to other threads.
final class WeakReference<Wrapped: Object>: Sendable {
    weak let object: Wrapped?

    init(_ object: Wrapped) {
        self.object = object
    }
}
