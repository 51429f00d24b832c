import CGLib
import CGtk
import GtkRxGLib

/// A single-line text field (`GtkEntry`).
extension Entry {
    private var entryPointer: UnsafeMutablePointer<GtkEntry> { cgtk_entry(raw) }

    /// The greyed-out hint shown while the entry is empty and unfocused, or `nil`.
    public var placeholderText: String? {
        get {
            guard let text = gtk_entry_get_placeholder_text(entryPointer), text.pointee != 0
            else { return nil }
            return String(cString: text)
        }
        set {
            guard cAccepts(newValue, "Entry.placeholderText") else { return }
            gtk_entry_set_placeholder_text(entryPointer, newValue)
        }
    }

}
