import CGLib
import CGtk
import GtkRxGLib

/// A text field that hides what is typed (`GtkPasswordEntry`).
open class PasswordEntry: Widget, Editable {
    /// `GtkPasswordEntry`.
    override open class var gType: GType { gtk_password_entry_get_type() }

    private var passwordEntryPointer: OpaquePointer { cgtk_password_entry(raw) }

    /// An empty password entry.
    public convenience init() {
        self.init(adopting: cglib_object(gtk_password_entry_new()))
    }

    /// The greyed-out hint shown while the entry is empty and unfocused, or `nil`.
    public var placeholderText: String? {
        // GTK 4.8 has no accessor functions for this property, only the property itself, whose
        // name and type are fixed: reading and writing it cannot fail.
        get { (try? property("placeholder-text", as: String?.self)) ?? nil }
        set { try? setProperty("placeholder-text", to: newValue) }
    }

    /// Whether an eye icon lets the user reveal the text.
    public var showsPeekIcon: Bool {
        get { gtk_password_entry_get_show_peek_icon(passwordEntryPointer) != 0 }
        set { gtk_password_entry_set_show_peek_icon(passwordEntryPointer, newValue ? 1 : 0) }
    }

    /// Whether pressing Enter activates the window's default widget.
    public var activatesDefault: Bool {
        get { (try? property("activates-default", as: Bool.self)) ?? false }
        set { try? setProperty("activates-default", to: newValue) }
    }

    /// Runs `handler` when the user presses Enter in the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("activate", handler: handler)
    }
}
