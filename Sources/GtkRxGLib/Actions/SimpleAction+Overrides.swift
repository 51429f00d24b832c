import CGLib

extension SimpleAction {
    /// An action without a parameter or a state, such as a menu's "Quit".
    ///
    /// An invalid `name` (GIO allows letters, digits, `-` and `.`) is reported and repaired
    /// (`"new window"` becomes `"new-window"`), never passed to GIO.
    public convenience init(name: String) {
        self.init(name: name, parameterType: nil)
    }

    /// An action whose activations carry a parameter of type `parameter`
    /// (`SimpleAction(name: "size", parameter: String.self)`).
    public convenience init<Parameter: VariantConvertible>(
        name: String, parameter: Parameter.Type
    ) {
        self.init(name: name, parameterType: Parameter.variantType)
    }

    /// A stateful action without a parameter whose state starts as `state`: with a `Bool`, a
    /// toggle that a menu shows as a check box and that each activation flips (as long as no
    /// handler is connected to `activate`).
    public convenience init<State: VariantConvertible>(name: String, state: State) {
        self.init(name: name, parameterType: nil, state: state.variant)
    }

    /// An action whose activations carry a parameter of type `parameterType` (`nil`: none).
    ///
    /// An invalid `name` is reported and repaired, as with ``init(name:)``.
    public convenience init(name: String, parameterType: VariantType?) {
        let name = ActionName.valid(name, "SimpleAction(name:)")
        self.init(adopting: gObjectPointer(g_simple_action_new(name, parameterType?.raw)))
    }

    /// A stateful action whose state starts as `state`, with activations carrying a parameter
    /// of type `parameterType` (`nil`: none).
    ///
    /// An invalid `name` is reported and repaired, as with ``init(name:)``.
    public convenience init(name: String, parameterType: VariantType?, state: Variant) {
        let name = ActionName.valid(name, "SimpleAction(name:)")
        self.init(
            adopting: gObjectPointer(
                g_simple_action_new_stateful(name, parameterType?.raw, state.raw)))
    }
}
