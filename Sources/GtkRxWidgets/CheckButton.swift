import CGLib
import CGtk
import GtkRxGLib

/// A check box with a label (`GtkCheckButton`).
open class CheckButton: Widget {
    /// `GtkCheckButton`.
    override open class var gType: GType { gtk_check_button_get_type() }

    private var checkButtonPointer: UnsafeMutablePointer<GtkCheckButton> {
        cgtk_check_button(raw)
    }

    /// A check button with a text label.
    public convenience init(label: String) {
        self.init(adopting: cglib_object(gtk_check_button_new_with_label(label)))
    }

    /// Whether the box is checked.
    public var isActive: Bool {
        get { gtk_check_button_get_active(checkButtonPointer) != 0 }
        set { gtk_check_button_set_active(checkButtonPointer, newValue ? 1 : 0) }
    }

    /// The text beside the box, or `nil`.
    public var label: String? {
        get { gtk_check_button_get_label(checkButtonPointer).map { String(cString: $0) } }
        set { gtk_check_button_set_label(checkButtonPointer, newValue) }
    }
}
