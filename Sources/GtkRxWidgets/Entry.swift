import CGLib
import CGtk
import GtkRxGLib

/// A single-line text field (`GtkEntry`).
open class Entry: Widget, Editable {
    /// `GtkEntry`.
    override open class var gType: GType { gtk_entry_get_type() }

    private var entryPointer: UnsafeMutablePointer<GtkEntry> { cgtk_entry(raw) }

    /// An empty entry.
    public convenience init() {
        self.init(adopting: cglib_object(gtk_entry_new()))
    }

    /// The greyed-out hint shown while the entry is empty and unfocused, or `nil`.
    public var placeholderText: String? {
        get {
            guard let text = gtk_entry_get_placeholder_text(entryPointer), text.pointee != 0
            else { return nil }
            return String(cString: text)
        }
        set { gtk_entry_set_placeholder_text(entryPointer, newValue) }
    }

    /// Whether pressing Enter activates the window's default widget.
    public var activatesDefault: Bool {
        get { gtk_entry_get_activates_default(entryPointer) != 0 }
        set { gtk_entry_set_activates_default(entryPointer, newValue ? 1 : 0) }
    }

    /// Runs `handler` when the user presses Enter in the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("activate", handler: handler)
    }
}
