import GtkRxGLib

extension Widget {
    /// Adds `shortcuts` to the widget in one `ShortcutController` with the given `scope`
    /// (`.local`: while the focus is inside the widget; `.managed`: anywhere in its window),
    /// and returns it (remove it with ``removeController(_:)``).
    ///
    /// - Throws: ``ShortcutError`` naming the first bad trigger or action name; nothing is
    ///   added then.
    @discardableResult
    public func addShortcuts(_ shortcuts: [KeyboardShortcut], scope: ShortcutScope = .local)
        throws(ShortcutError) -> ShortcutController
    {
        var made: [Shortcut] = []
        for shortcut in shortcuts {
            let trigger = try shortcut.trigger.makeTrigger()
            guard case .success((let name, let target)) = ActionName.parseDetailed(shortcut.action)
            else { throw .invalidActionName(shortcut.action) }
            let entry = Shortcut(trigger: trigger, action: NamedAction(name: name))
            entry.arguments = target
            made.append(entry)
        }
        let controller = ShortcutController()
        controller.scope = scope
        made.forEach(controller.addShortcut(_:))
        addController(controller)
        return controller
    }
}
