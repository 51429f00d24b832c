import CAdw
import GtkRxGLib
import GtkRxWidgets

extension StyleManager {
    /// The style manager of the default display
    /// ([`adw_style_manager_get_default`](https://gnome.pages.gitlab.gnome.org/libadwaita/doc/1.2/type_func.StyleManager.get_default.html)),
    /// the one an ``Adw/Application`` has: call it after libadwaita has started
    /// (``Adw/initialize()``, or the application's start-up).
    @MainActor
    public static var `default`: StyleManager {
        Object.borrowed(
            adw_style_manager_get_default().map { gObjectPointer($0) },
            as: StyleManager.self, "StyleManager.default")
            ?? Object.standIn(for: StyleManager.self, "StyleManager.default")
    }

    /// The style manager of `display`
    /// ([`adw_style_manager_get_for_display`](https://gnome.pages.gitlab.gnome.org/libadwaita/doc/1.2/type_func.StyleManager.get_for_display.html)).
    @MainActor
    public static func forDisplay(_ display: Display) -> StyleManager {
        Object.borrowed(
            adw_style_manager_get_for_display(cPointer(display)).map { gObjectPointer($0) },
            as: StyleManager.self, "StyleManager.forDisplay")
            ?? Object.standIn(for: StyleManager.self, "StyleManager.forDisplay")
    }
}
