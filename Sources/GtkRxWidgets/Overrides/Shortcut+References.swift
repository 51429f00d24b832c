import CGLib
import CGtk
import GtkRxGLib

extension Shortcut {
    /// A shortcut running `action` when `trigger` happens.
    ///
    /// Unlike the generated initializer, this one gives GTK references of its own to both
    /// (`gtk_shortcut_new` takes over the caller's), so their wrappers stay valid.
    public convenience init(keeping trigger: ShortcutTrigger, action: ShortcutAction) {
        g_object_ref(trigger.objectPointer)
        g_object_ref(action.objectPointer)
        WidgetClasses.register()
        self.init(adopting: gObjectPointer(gtk_shortcut_new(cPointer(trigger), cPointer(action))))
    }
}

extension ShortcutController {
    /// Adds `shortcut`, GTK taking a reference of its own
    /// (`gtk_shortcut_controller_add_shortcut` takes over the caller's).
    public func addShortcut(keeping shortcut: Shortcut) {
        g_object_ref(shortcut.objectPointer)
        gtk_shortcut_controller_add_shortcut(cPointer(self), cPointer(shortcut))
    }
}
