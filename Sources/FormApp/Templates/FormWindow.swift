import GtkRxAdwaita

/// FormApp's window, from the Blueprint template `resources/ui/window.blp`: a libadwaita
/// header bar whose view switcher chooses the page (a switcher bar at the bottom takes its
/// place when the window is narrow), and an overlay showing toasts over the pages.
///
/// The pages and their bindings are ``FormWindowController``'s.
final class FormWindow: Adw.ApplicationWindow, ObjectSubclass {
    /// The GType `FormAppWindow`, whose template is the compiled `window.blp`.
    static let subclassType = WidgetSubclassType.make(
        name: "FormAppWindow", parentType: Adw.ApplicationWindow.gType,
        swiftClass: FormWindow.self,
        template: WidgetTemplate(resource: "/io/github/gtkrx/FormApp/ui/window.ui"))
    override class var gType: UInt { subclassType.gType }

    /// A window of the class's own type (not a plain `AdwApplicationWindow`).
    convenience init() { self.init(registeredType: ()) }

    /// The header bar.
    @TemplateChild("header") var header: Adw.HeaderBar
    /// The primary menu's button at the header bar's end; F10 opens it. The shell gives it
    /// its menu (``PrimaryMenu/attach(to:)``).
    @TemplateChild("primary_menu") var primaryMenu: MenuButton
    /// The view switcher in the header bar, shown while the window is wide enough.
    @TemplateChild("switcher_title") var switcherTitle: ViewSwitcherTitle
    /// The switcher at the bottom, revealed while the header bar's is hidden.
    @TemplateChild("switcher_bar") var switcherBar: ViewSwitcherBar
    /// Shows the toasts over the pages.
    @TemplateChild("toasts") var toasts: ToastOverlay
    /// The pages.
    @TemplateChild("pages") var pages: ViewStack
}
