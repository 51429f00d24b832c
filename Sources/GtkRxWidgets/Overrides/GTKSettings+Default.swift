import CGLib
import CGtk
import GtkRxGLib

extension GTK.Settings {
    /// The settings of the default display (where GTK reads and applies its theme, such as
    /// ``isGtkApplicationPreferDarkTheme``), or `nil` before GTK is initialized or without a
    /// display.
    public static var forDefaultDisplay: GTK.Settings? {
        guard let settings = gtk_settings_get_default() else { return nil }
        return Object.wrapper(for: gObjectPointer(settings), as: GTK.Settings.self)
    }
}
