import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Widget {
    /// Each time `trigger` (`.keys("<Control>s")`) happens while the focus is inside the widget
    /// (`scope: .local`) or anywhere in its window (`.managed`); the keys are consumed.
    ///
    /// Each subscription adds a `ShortcutController` with the shortcut to the widget, removed
    /// on dispose.
    ///
    /// - Throws: `ShortcutError` naming the trigger when GTK cannot parse it, at once,
    ///   rather than a shortcut that never fires.
    @MainActor
    public func shortcut(_ trigger: KeyTrigger, scope: ShortcutScope = .local)
        throws(ShortcutError) -> ControlEvent<Void>
    {
        // GTK's triggers are immutable: every subscription's shortcut can share this one.
        let made = try trigger.makeTrigger()
        return controllerEvents { deliver in
            let controller = ShortcutController()
            controller.scope = scope
            let action = CallbackAction { _ in
                deliver(())
                return true
            }
            controller.addShortcut(Shortcut(trigger: made, action: action))
            return (controller, [])
        }
    }
}
