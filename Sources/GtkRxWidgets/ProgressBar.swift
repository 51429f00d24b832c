import CGLib
import CGtk
import GtkRxGLib

/// A bar showing how far an operation has got (`GtkProgressBar`).
open class ProgressBar: Widget {
    /// `GtkProgressBar`.
    override open class var gType: GType { gtk_progress_bar_get_type() }

    private var progressBarPointer: OpaquePointer { cgtk_progress_bar(raw) }

    /// An empty progress bar.
    public convenience init() {
        self.init(adopting: cglib_object(gtk_progress_bar_new()))
    }

    /// The part done, from 0 to 1; GTK clamps other values.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(progressBarPointer) }
        set { gtk_progress_bar_set_fraction(progressBarPointer, newValue) }
    }

    /// The text shown on the bar, or `nil`.
    public var text: String? {
        get { gtk_progress_bar_get_text(progressBarPointer).map { String(cString: $0) } }
        set {
            gtk_progress_bar_set_text(progressBarPointer, newValue)
            gtk_progress_bar_set_show_text(progressBarPointer, newValue == nil ? 0 : 1)
        }
    }
}
