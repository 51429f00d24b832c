import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: SimpleAction {
    /// Each activation of the action, with its parameter (`nil` for an action without one),
    /// whoever activates it: a menu entry, a button with an action name, an accelerator or code.
    ///
    /// Subscribing connects to `activate`, which stops a Boolean toggle from flipping by
    /// itself; observe ``state(as:)`` for toggles instead.
    @MainActor
    public var activated: ControlEvent<Variant?> {
        ControlEvent(
            events: signalEvents("activate") { _, arguments -> Variant?? in
                // Every activation is an element, a missing parameter a `nil` one.
                .some(arguments.nullableValue(at: 0, as: Variant.self))
            })
    }

    /// Each activation of the action, ignoring any parameter: the trigger of an action without
    /// one, such as "Quit".
    @MainActor
    public var triggered: ControlEvent<Void> {
        controlEvent("activate")
    }

    /// Each activation of the action, with its parameter as a `Parameter`
    /// (`rx.activated(as: String.self)`).
    ///
    /// An activation whose parameter is missing or does not convert is reported and dropped.
    @MainActor
    public func activated<Parameter: VariantConvertible>(as type: Parameter.Type)
        -> ControlEvent<Parameter>
    {
        ControlEvent(
            events: signalEvents("activate") { base, arguments in
                let parameter = arguments.nullableValue(at: 0, as: Variant.self)
                if let parameter, let value = Parameter(variant: parameter) {
                    return value
                }
                reportBadValue(
                    "SimpleAction \(base?.name ?? "?").rx.activated(as: \(Parameter.self)): the "
                        + "parameter \(parameter?.description ?? "(none)") is not a "
                        + "\(Parameter.self); the activation was dropped")
                return nil
            })
    }

    /// The state of a stateful action as a `Value` (`rx.state(as: Bool.self)` for a toggle):
    /// the current state on subscription, then each change.
    ///
    /// A value bound into it becomes the state (unless equal to it) without being echoed back;
    /// integers are converted to the state's integer type when they fit. A state that does not
    /// convert to `Value`, and a bound value the state's type cannot hold, are reported and
    /// skipped.
    @MainActor
    public func state<Value: VariantConvertible>(as type: Value.Type) -> ControlProperty<Value> {
        let read: @MainActor (Base) -> Value? = { action in
            guard let state = action.state else {
                reportBadValue(
                    "SimpleAction \(action.name ?? "?").rx.state(as: \(Value.self)): the action "
                        + "has no state")
                return nil
            }
            guard let value = Value(variant: state) else {
                reportBadValue(
                    "SimpleAction \(action.name ?? "?").rx.state(as: \(Value.self)): the state "
                        + "\(state) is not a \(Value.self); skipped")
                return nil
            }
            return value
        }
        let values = signalEvents("notify::state", initial: read, ignoringBindings: true) {
            action, _ in action.map(read)
        }
        .compactMap { $0 }
        let sink = Binder<Value>(base) { (action: Base, value: Value) in
            let context = "SimpleAction \(action.name ?? "?").rx.state(as: \(Value.self))"
            guard let stateType = action.stateType else {
                reportBadValue("\(context): the action has no state; \(value) was not set")
                return
            }
            guard let state = value.variant.converted(to: stateType) else {
                reportBadValue(
                    "\(context): the state holds \(stateType), not \(value.variant.typeString); "
                        + "\(value) was not set")
                return
            }
            if action.state != state {
                action.whileBinding("notify::state") { action.state = state }
            }
        }
        return ControlProperty(values: values, valueSink: sink)
    }
}
