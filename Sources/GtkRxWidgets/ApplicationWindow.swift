import CGLib
import CGtk
import GtkRxGLib

/// A toplevel window that belongs to an ``Application`` (`GtkApplicationWindow`): the
/// application keeps running while it is open.
open class ApplicationWindow: Window {
    /// `GtkApplicationWindow`.
    override open class var gType: GType { gtk_application_window_get_type() }

    /// A new, hidden window of `application`.
    public convenience init(application: Application) {
        self.init(
            retaining: cglib_object(gtk_application_window_new(application.applicationPointer)))
    }
}
