import CAdw
import GtkRxGLib
import GtkRxWidgets

extension Adw {
    /// Starts libadwaita: GTK first (see ``GtkRxWidgets/GTK/initialize()``), then libadwaita's own start-up
    /// ([`adw_init`](https://gnome.pages.gitlab.gnome.org/libadwaita/doc/1.2/func.init.html):
    /// its style sheet, icons and style manager), and registers libadwaita's wrapper classes.
    /// Later calls return at once.
    ///
    /// Call it before making the first libadwaita widget or window when the app has no
    /// ``Adw/Application``; an `Adw.Application` starts libadwaita itself when it starts up.
    /// The wrapper classes are registered whenever a libadwaita class's GType is first read
    /// (making an `Adw.Application`, or a Swift template subclass of a libadwaita widget), so
    /// that a template's libadwaita children come out as their own classes either way.
    ///
    /// - Throws: ``GtkRxWidgets/DisplayError`` when GTK cannot open a display (libadwaita is not started
    ///   then; every later call throws the same error).
    @MainActor
    public static func initialize() throws(DisplayError) {
        try GTK.initialize()
        guard !started else { return }
        started = true
        adw_init()
        AdwaitaClasses.register()
    }

    /// Whether ``initialize()`` has started libadwaita.
    @MainActor
    private static var started = false
}
