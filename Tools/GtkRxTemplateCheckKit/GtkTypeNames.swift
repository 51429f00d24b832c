/// Which `.ui` classes a `@TemplateChild`'s Swift type accepts: a simple mapping of GtkRx's
/// wrapper names to GTK's and libadwaita's type names, and the parents of the common classes
/// whose subclasses a template may hold in place of them (a `GtkToggleButton` is a `Button`).
public enum GtkTypeNames {
    /// GtkRx's wrappers whose Swift name is not GTK's name without its prefix.
    static let renamed: [String: String] = [
        "RangeWidget": "GtkRange", "CalendarWidget": "GtkCalendar",
        "CSSProvider": "GtkCssProvider", "GLArea": "GtkGLArea", "IMContext": "GtkIMContext",
        "IMMulticontext": "GtkIMMulticontext", "IMContextSimple": "GtkIMContextSimple",
        "ATContext": "GtkATContext", "PageUnit": "GtkUnit",
    ]

    /// Swift types a template object of any class may be read as.
    static let acceptingAnything: Set<String> = ["Object", "Widget", "InitiallyUnowned"]

    /// The parent of common GTK and libadwaita classes a template may hold.
    static let parents: [String: String] = [
        "GtkToggleButton": "GtkButton", "GtkLinkButton": "GtkButton",
        "GtkLockButton": "GtkButton", "GtkApplicationWindow": "GtkWindow",
        "GtkDialog": "GtkWindow", "GtkAboutDialog": "GtkWindow", "GtkMessageDialog": "GtkDialog",
        "GtkAssistant": "GtkWindow", "GtkShortcutsWindow": "GtkWindow", "GtkScale": "GtkRange",
        "GtkPopoverMenu": "GtkPopover", "GtkEmojiChooser": "GtkPopover",
        "AdwWindow": "GtkWindow", "AdwApplicationWindow": "GtkApplicationWindow",
        "AdwAboutWindow": "AdwWindow", "AdwPreferencesWindow": "AdwWindow",
        "AdwMessageDialog": "GtkWindow", "AdwPreferencesRow": "GtkListBoxRow",
        "AdwActionRow": "AdwPreferencesRow", "AdwEntryRow": "AdwPreferencesRow",
        "AdwExpanderRow": "AdwPreferencesRow", "AdwComboRow": "AdwActionRow",
        "AdwPasswordEntryRow": "AdwEntryRow",
    ]

    /// The GLib type names a Swift type written `swiftType` stands for, or `nil` when it
    /// accepts any object. `registered` maps Swift classes registered from Swift to their
    /// GLib type names.
    public static func glibNames(of swiftType: String, registered: [String: String]) -> Set<String>?
    {
        var name = swiftType
        for module in ["GtkRx.", "GtkRxWidgets.", "GtkRxAdwaita."] where name.hasPrefix(module) {
            name.removeFirst(module.count)
        }
        if name.hasPrefix("Adw.") { return ["Adw" + name.dropFirst(4)] }
        if name.hasPrefix("GTK.") { return ["Gtk" + name.dropFirst(4)] }
        if acceptingAnything.contains(name) { return nil }
        if let glib = registered[name] { return [glib] }
        if let glib = renamed[name] { return [glib] }
        return ["Gtk" + name, "Adw" + name]
    }

    /// Whether a template object of class `className` can be read as `swiftType`: it is one of
    /// the type's names or a known subclass of one. `registeredParents` maps GLib type names
    /// registered from Swift to the names their Swift superclass may stand for.
    public static func accepts(
        _ swiftType: String, className: String, registered: [String: String],
        registeredParents: [String: Set<String>]
    ) -> Bool {
        guard let names = glibNames(of: swiftType, registered: registered) else { return true }
        var pending = [className]
        var seen: Set<String> = []
        while let type = pending.popLast() {
            guard seen.insert(type).inserted else { continue }
            if names.contains(type) { return true }
            pending += registeredParents[type] ?? []
            if let parent = parents[type] { pending.append(parent) }
        }
        return false
    }
}
