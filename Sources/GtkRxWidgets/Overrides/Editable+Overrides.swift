import CGLib
import CGtk
import GtkRxGLib

/// A widget that edits a line of text (the `GtkEditable` interface): ``Entry``,
/// ``PasswordEntry`` and ``SpinButton``.
extension Editable {
    var editablePointer: OpaquePointer { cgtk_editable(raw) }

    /// The cursor's position, in characters (Unicode scalars) from the start.
    public var cursorPosition: Int {
        get { Int(gtk_editable_get_position(editablePointer)) }
        set { gtk_editable_set_position(editablePointer, gint(clamping: newValue)) }
    }

    /// Inserts `text` at `position` (in Unicode scalars) the way typing does: through the
    /// editable's insert path, so `insert-text`, `changed` and `notify::text` are emitted.
    /// Returns the position just after the inserted text.
    @discardableResult
    public func insertText(_ text: String, at position: Int) -> Int {
        guard cAccepts(text, "Editable.insertText") else { return position }
        var cursor = gint(clamping: position)
        gtk_editable_insert_text(editablePointer, text, -1, &cursor)
        return Int(cursor)
    }

    /// Deletes the Unicode scalars in `range` through the editable's delete path, as the
    /// Backspace and Delete keys do.
    public func deleteText(in range: Range<Int>) {
        gtk_editable_delete_text(
            editablePointer, gint(clamping: range.lowerBound), gint(clamping: range.upperBound))
    }
}
