import CGLib
import CGtk
import GtkRxGLib

extension ShortcutTrigger {
    /// The trigger `string` describes, in GTK's syntax: an accelerator (`"<Control>q"`),
    /// `"never"`, or alternatives separated by `|`; `nil` when GTK cannot parse it, or when it
    /// names no key (GTK reads some malformed accelerators, such as `"<Nonsense"`, as key 0,
    /// which never fires).
    public static func parse(_ string: String) -> ShortcutTrigger? {
        guard let trigger = gtk_shortcut_trigger_parse_string(string) else { return nil }
        let pointer = gObjectPointer(trigger)
        // GTK hands over a reference (transfer full); the wrapper takes one of its own, so
        // GTK's is dropped either way.
        defer { g_object_unref(pointer) }
        guard let wrapper = Object.wrapper(for: pointer, as: ShortcutTrigger.self) else {
            return nil
        }
        if let keys = wrapper as? KeyvalTrigger, keys.keyval == 0 { return nil }
        return wrapper
    }
}

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
