import CGLib
import CGtk
import GtkRxGLib

/// A push button (`GtkButton`) that emits `clicked`.
extension Button {
    private var buttonPointer: UnsafeMutablePointer<GtkButton> { cgtk_button(raw) }

    /// The button's text, or `nil` when it shows no text label.
    public var label: String? {
        get { gtk_button_get_label(buttonPointer).map { String(cString: $0) } }
        set {
            guard cAccepts(newValue, "Button.label") else { return }
            gtk_button_set_label(buttonPointer, newValue ?? "")
        }
    }

}
