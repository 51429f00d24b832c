import CGtk
import GtkRxGLib

/// A position in a ``TextBuffer``: a character offset, from 0 (before the first character) to
/// the buffer's ``TextBuffer/charCount`` (after the last).
///
/// GTK's `GtkTextIter` is invalidated by any change to its buffer, and using a stale one is an
/// error GTK only warns about. A `TextIter` holds the buffer and the offset instead, and makes
/// a fresh `GtkTextIter` each time it is used, so it never goes stale: after an edit it still
/// names the same offset, clamped to the buffer's end.
public struct TextIter: Hashable, Comparable, Sendable {
    /// The buffer the position is in.
    public let buffer: TextBuffer
    /// The position, in characters from the start (clamped to the buffer's length when used).
    public let offset: Int

    /// The position `offset` in `buffer`.
    public init(buffer: TextBuffer, offset: Int) {
        self.buffer = buffer
        self.offset = max(0, offset)
    }

    /// Whether two positions are in the same buffer at the same offset.
    public static func == (lhs: TextIter, rhs: TextIter) -> Bool {
        lhs.buffer === rhs.buffer && lhs.offset == rhs.offset
    }

    /// Orders positions by offset (positions in different buffers by offset alone).
    public static func < (lhs: TextIter, rhs: TextIter) -> Bool {
        lhs.offset < rhs.offset
    }

    /// Hashes the buffer's identity and the offset.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(buffer))
        hasher.combine(offset)
    }

    /// The line the position is on, from 0.
    @MainActor public var line: Int {
        var iter = cIter
        return Int(gtk_text_iter_get_line(&iter))
    }

    /// The position's offset within its line, in characters.
    @MainActor public var lineOffset: Int {
        var iter = cIter
        return Int(gtk_text_iter_get_line_offset(&iter))
    }

    /// Whether the position is at the buffer's end (or past it).
    @MainActor public var isEnd: Bool { offset >= buffer.charCount }

    /// The position `count` characters further on (back, for a negative count), kept within
    /// the buffer.
    @MainActor public func advanced(by count: Int) -> TextIter {
        TextIter(buffer: buffer, offset: min(max(0, offset + count), buffer.charCount))
    }

    /// A `GtkTextIter` at this position, valid until the buffer next changes.
    @MainActor var cIter: GtkTextIter {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(
            buffer.textBufferPointer, &iter, gint(clamping: min(offset, buffer.charCount)))
        return iter
    }
}

extension TextBuffer {
    var textBufferPointer: UnsafeMutablePointer<GtkTextBuffer> { cPointer(self) }

    /// The position before the first character.
    public var startIter: TextIter { TextIter(buffer: self, offset: 0) }

    /// The position after the last character.
    public var endIter: TextIter { TextIter(buffer: self, offset: charCount) }

    /// The position `offset` characters from the start, clamped to the buffer.
    public func iter(atOffset offset: Int) -> TextIter {
        TextIter(buffer: self, offset: min(max(0, offset), charCount))
    }

    /// The start of line `line` (from 0), or the buffer's end when there is no such line.
    public func iter(atLine line: Int) -> TextIter {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_line(textBufferPointer, &iter, gint(clamping: max(0, line)))
        return TextIter(buffer: self, offset: Int(gtk_text_iter_get_offset(&iter)))
    }

    /// The text between `start` and `end` (in either order), hidden text included unless
    /// `includingHidden` is `false`.
    public func text(from start: TextIter, to end: TextIter, includingHidden: Bool = true)
        -> String
    {
        guard owns(start, end, "TextBuffer.text(from:to:)") else { return "" }
        var from = start.cIter
        var to = end.cIter
        let text = gtk_text_buffer_get_text(textBufferPointer, &from, &to, includingHidden ? 1 : 0)
        defer { g_free(text) }
        return text.map { String(cString: $0) } ?? ""
    }

    /// Inserts `text` at `position`, as if typed there (emitting `insert-text`).
    public func insert(_ text: String, at position: TextIter) {
        guard owns(position, position, "TextBuffer.insert(_:at:)"),
            cAccepts(text, "TextBuffer.insert(_:at:)")
        else { return }
        var iter = position.cIter
        gtk_text_buffer_insert(textBufferPointer, &iter, text, -1)
    }

    /// Deletes the text between `start` and `end` (in either order).
    public func delete(from start: TextIter, to end: TextIter) {
        guard owns(start, end, "TextBuffer.delete(from:to:)") else { return }
        var from = start.cIter
        var to = end.cIter
        gtk_text_buffer_delete(textBufferPointer, &from, &to)
    }

    /// The selected range, start first, or `nil` when nothing is selected.
    public var selectionBounds: (start: TextIter, end: TextIter)? {
        var start = GtkTextIter()
        var end = GtkTextIter()
        guard gtk_text_buffer_get_selection_bounds(textBufferPointer, &start, &end) != 0 else {
            return nil
        }
        return (
            TextIter(buffer: self, offset: Int(gtk_text_iter_get_offset(&start))),
            TextIter(buffer: self, offset: Int(gtk_text_iter_get_offset(&end)))
        )
    }

    /// Selects from `start` to `end`; equal positions place the cursor there.
    public func selectRange(from start: TextIter, to end: TextIter) {
        guard owns(start, end, "TextBuffer.selectRange(from:to:)") else { return }
        var from = start.cIter
        var to = end.cIter
        gtk_text_buffer_select_range(textBufferPointer, &from, &to)
    }

    /// Applies the tag named `name` from the buffer's tag table to the text between `start`
    /// and `end`, or removes it when `applied` is `false`.
    ///
    /// - Returns: `false` when the tag table has no such tag, or a position is in another
    ///   buffer (then nothing changes).
    @discardableResult
    public func setTag(
        named name: String, applied: Bool = true, from start: TextIter, to end: TextIter
    )
        -> Bool
    {
        guard owns(start, end, "TextBuffer.setTag(named:applied:from:to:)"),
            tagTable.lookup(name) != nil
        else { return false }
        var from = start.cIter
        var to = end.cIter
        if applied {
            gtk_text_buffer_apply_tag_by_name(textBufferPointer, name, &from, &to)
        } else {
            gtk_text_buffer_remove_tag_by_name(textBufferPointer, name, &from, &to)
        }
        return true
    }

    /// Whether `start` and `end` are positions in this buffer; when not, the call `context` is
    /// reported and does nothing.
    private func owns(_ start: TextIter, _ end: TextIter, _ context: String) -> Bool {
        guard start.buffer === self, end.buffer === self else {
            reportBadValue("\(context): a position in another buffer; nothing was done")
            return false
        }
        return true
    }
}
