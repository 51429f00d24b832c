import GtkRxGLib

/// The widget layer's wrapper classes, registered with ``WrapperRegistry`` by the name of the
/// GType each wraps, so that an object GTK hands over (from GtkBuilder, a signal) gets the most
/// derived class: a `GtkLabel` becomes a ``Label``.
///
/// Registration happens once, the first time this layer is entered: ``GTK/initialize()``, an
/// ``Application`` or a ``Builder`` is created, or any ``Widget``.
@MainActor
enum WidgetClasses {
    /// Registers the table below; later calls return at once.
    static func register() {
        guard !registered else { return }
        registered = true
        WrapperRegistry.register([
            "GtkWidget": Widget.self,
            "GtkLabel": Label.self,
            "GtkButton": Button.self,
            "GtkCheckButton": CheckButton.self,
            "GtkSwitch": Switch.self,
            "GtkEntry": Entry.self,
            "GtkPasswordEntry": PasswordEntry.self,
            "GtkScale": Scale.self,
            "GtkSpinButton": SpinButton.self,
            "GtkSpinner": Spinner.self,
            "GtkProgressBar": ProgressBar.self,
            "GtkBox": Box.self,
            "GtkStack": Stack.self,
            "GtkWindow": Window.self,
            "GtkApplicationWindow": ApplicationWindow.self,
            "GtkMessageDialog": MessageDialog.self,
            "GtkApplication": Application.self,
            "GtkBuilder": Builder.self,
            "GtkCssProvider": CSSProvider.self,
            "GdkFrameClock": FrameClock.self,
        ])
    }

    private static var registered = false
}
