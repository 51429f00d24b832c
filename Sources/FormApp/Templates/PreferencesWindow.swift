import GtkRxAdwaita

/// FormApp's preferences window, from the Blueprint template
/// `resources/ui/preferences-window.blp`: the dark style, as a row whose switch is the
/// `app.dark-style` action's (the shell keeps the action's state in the settings).
final class FormPreferencesWindow: PreferencesWindow, ObjectSubclass {
    /// The GType `FormAppPreferencesWindow`, whose template is the compiled
    /// `preferences-window.blp`.
    static let subclassType = WidgetSubclassType.make(
        name: "FormAppPreferencesWindow", parentType: PreferencesWindow.gType,
        swiftClass: FormPreferencesWindow.self,
        template: WidgetTemplate(resource: "/io/github/gtkrx/FormApp/ui/preferences-window.ui"))
    override class var gType: UInt { subclassType.gType }

    /// A window of the class's own type.
    convenience init() { self.init(registeredType: ()) }

    /// The "Dark Style" row.
    @TemplateChild("dark_style_row") var darkStyleRow: ActionRow
    /// The row's switch, `app.dark-style`'s.
    @TemplateChild("dark_style") var darkStyleSwitch: Switch
}
