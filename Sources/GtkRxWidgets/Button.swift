import CGLib
import CGtk
import GtkRxGLib

/// A push button (`GtkButton`) that emits `clicked`.
open class Button: Widget {
    /// `GtkButton`.
    override open class var gType: GType { gtk_button_get_type() }

    private var buttonPointer: UnsafeMutablePointer<GtkButton> { cgtk_button(raw) }

    /// A button with a text label.
    public convenience init(label: String) {
        self.init(adopting: cglib_object(gtk_button_new_with_label(label)))
    }

    /// A button without a label.
    public convenience init() {
        self.init(adopting: cglib_object(gtk_button_new()))
    }

    /// The button's text, or `nil` when it shows no text label.
    public var label: String? {
        get { gtk_button_get_label(buttonPointer).map { String(cString: $0) } }
        set { gtk_button_set_label(buttonPointer, newValue ?? "") }
    }

    /// Whether an underscore in the label marks a mnemonic (`"_Save"` → Alt+S).
    public var usesUnderline: Bool {
        get { gtk_button_get_use_underline(buttonPointer) != 0 }
        set { gtk_button_set_use_underline(buttonPointer, newValue ? 1 : 0) }
    }

    /// Runs `handler` when the button is clicked.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("clicked", handler: handler)
    }
}
