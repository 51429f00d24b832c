import GtkRxGLib

// The generated `Shortcut(trigger:action:)` and `ShortcutController.addShortcut(_:)` give GTK
// references of its own (GIR: "transfer full"); these are the names earlier versions needed
// instead.

extension Shortcut {
    /// A shortcut running `action` when `trigger` happens.
    @available(*, deprecated, renamed: "init(trigger:action:)")
    public convenience init(keeping trigger: ShortcutTrigger, action: ShortcutAction) {
        self.init(trigger: trigger, action: action)
    }
}

extension ShortcutController {
    /// Adds `shortcut`.
    @available(*, deprecated, renamed: "addShortcut(_:)")
    public func addShortcut(keeping shortcut: Shortcut) {
        addShortcut(shortcut)
    }
}
