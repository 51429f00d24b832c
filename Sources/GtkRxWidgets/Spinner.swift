import CGLib
import CGtk
import GtkRxGLib

/// An activity indicator (`GtkSpinner`).
open class Spinner: Widget {
    /// `GtkSpinner`.
    override open class var gType: GType { gtk_spinner_get_type() }

    private var spinnerPointer: OpaquePointer { cgtk_spinner(raw) }

    /// A spinner, not spinning.
    public convenience init() {
        self.init(adopting: cglib_object(gtk_spinner_new()))
    }

    /// Whether the spinner spins.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(spinnerPointer) != 0 }
        set { gtk_spinner_set_spinning(spinnerPointer, newValue ? 1 : 0) }
    }
}
