import CGLib
import CGtk
import GtkRxGLib

extension ShortcutTrigger {
    /// The trigger `string` describes, in GTK's syntax: an accelerator (`"<Control>q"`),
    /// `"never"`, or alternatives separated by `|`; `nil` when GTK cannot parse it, or when it
    /// names no key (GTK reads some malformed accelerators, such as `"<Nonsense"`, as key 0,
    /// which never fires).
    public static func parse(_ string: String) -> ShortcutTrigger? {
        guard cAccepts(string, "ShortcutTrigger.parse"),
            let trigger = gtk_shortcut_trigger_parse_string(string)
        else { return nil }
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
