extension ActionGroup {
    /// Activates the action `name` with `parameter`, as a menu item or accelerator would, if it
    /// can be: an action the group does not have, a disabled one, or a parameter of another
    /// type than the action takes (which GIO answers with a critical warning) is reported on
    /// standard error and nothing happens.
    ///
    /// - Returns: Whether the action was activated.
    @discardableResult
    public func performAction(named name: String, parameter: Variant? = nil) -> Bool {
        guard ActionName.isValid(name), hasAction(named: name) else {
            reportBadValue("performAction: no action named \"\(name)\"; nothing was activated")
            return false
        }
        guard actionEnabled(actionName: name) else {
            reportBadValue("performAction: the action \"\(name)\" is disabled; not activated")
            return false
        }
        let expected = actionParameterType(actionName: name)
        let matches = expected.map { parameter?.isOfType($0) == true } ?? (parameter == nil)
        guard matches else {
            reportBadValue(
                "performAction: the action \"\(name)\" takes "
                    + (expected.map { "a parameter of type \($0)" } ?? "no parameter")
                    + ", not \(parameter.map { "\($0) (\($0.typeString))" } ?? "none"); "
                    + "not activated")
            return false
        }
        activateAction(named: name, parameter: parameter)
        return true
    }
}
