/// A menu entry that activates an action: `MenuEntry("Quit", action: "app.quit")`.
///
/// GTK shows an entry whose action has a Boolean state as a check box, and one whose `target`
/// matches a string state as a radio button; an entry whose action is missing or disabled is
/// insensitive. The action is a name with its group's prefix (`app.`, `win.`, or the prefix a
/// group was inserted under), or a detailed name that carries its own target
/// (`app.size::large`, `app.zoom(2)`).
public struct MenuEntry: MenuContent {
    /// The entry's text (`_` before a letter makes it the mnemonic).
    public let label: String
    /// The action the entry activates, if any.
    public let action: String?
    /// The parameter the action is activated with, if any.
    public let target: Variant?
    /// The name of the themed icon shown with the entry, if any.
    public let icon: String?

    /// An entry labelled `label` that activates `action` with `target` (none when `nil`),
    /// showing the themed icon named `icon` where the menu shows icons.
    ///
    /// A malformed action name, or a detailed name given together with a `target`, is reported
    /// when the entry is added to a menu, and the entry is added without an action (and so is
    /// insensitive).
    public init(
        _ label: String, action: String? = nil, target: Variant? = nil, icon: String? = nil
    ) {
        self.label = label
        self.action = action
        self.target = target
        self.icon = icon
    }

    /// Adds the entry at the end of `menu`.
    @MainActor
    public func append(to menu: Menu) {
        let item = MenuItem(label: label, detailedAction: nil)
        if let (name, target) = resolvedAction() {
            item.setActionAndTargetValue(action: name, targetValue: target)
        }
        if let icon {
            item.setIcon(ThemedIcon(iconname: icon))
        }
        menu.appendItem(item)
    }

    /// The action's name and target, or `nil` (reported) when there is none or it is malformed.
    private func resolvedAction() -> (String, Variant?)? {
        guard let action else { return nil }
        if let target {
            guard ActionName.isValid(action) else {
                reportBadValue(
                    "MenuEntry \"\(label)\": \"\(action)\" is not a valid action name (a target "
                        + "was given, so it may not carry one of its own); added without an action")
                return nil
            }
            return (action, target)
        }
        switch ActionName.parseDetailed(action) {
        case .success(let parsed):
            return (parsed.name, parsed.target)
        case .failure(let error):
            reportBadValue("MenuEntry \"\(label)\": \(error); added without an action")
            return nil
        }
    }
}
