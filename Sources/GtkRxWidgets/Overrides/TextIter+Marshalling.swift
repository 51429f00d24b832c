import CGtk
import GtkRxGLib

// How generated members of `TextBuffer` and `TextView` pass `TextIter`s to C and read them
// back. A `TextIter` is a buffer and an offset; C gets a `GtkTextIter` made from it for the
// call alone, so that no iterator outlives a change to its buffer.

/// Calls `body` with a fresh `GtkTextIter` at `iter`'s position, for C to read (`NULL` for
/// `nil`).
@MainActor
package func withCTextIter<Result>(
    _ iter: TextIter?, _ body: (UnsafeMutablePointer<GtkTextIter>?) throws -> Result
) rethrows -> Result {
    guard var cIter = iter?.cIter else { return try body(nil) }
    return try body(&cIter)
}

/// Calls `body` with a fresh `GtkTextIter` at `iter`'s position, for C to read and move;
/// `iter` then names the position C moved it to (`gtk_text_buffer_insert` leaves it after the
/// inserted text, `gtk_text_view_forward_display_line` on the next display line).
@MainActor
package func withCTextIter<Result>(
    _ iter: inout TextIter, _ body: (UnsafeMutablePointer<GtkTextIter>) throws -> Result
) rethrows -> Result {
    var cIter = iter.cIter
    let result = try body(&cIter)
    iter = TextIter(buffer: iter.buffer, offset: Int(gtk_text_iter_get_offset(&cIter)))
    return result
}

/// Whether `iter` is a position in `buffer`; when it is not, the call `context` is reported
/// and does nothing (GTK would read the iterator as one of its own buffer's).
@MainActor
package func cAccepts(_ iter: TextIter?, of buffer: TextBuffer, _ context: String) -> Bool {
    guard let iter, iter.buffer !== buffer else { return true }
    reportBadValue("\(context): a position in another buffer; nothing was done")
    return false
}

/// Whether `iter` is a position in `view`'s buffer; when it is not, the call `context` is
/// reported and does nothing (GTK would lay out a line of another buffer as one of its own).
@MainActor
package func cAccepts(_ iter: TextIter?, of view: TextView, _ context: String) -> Bool {
    cAccepts(iter, of: view.buffer, context)
}

/// Whether `mark` is a mark of `buffer` (not of another buffer, nor deleted); when it is not,
/// the call `context` is reported and does nothing (GTK would read the mark as one of its own
/// buffer's).
@MainActor
package func cAccepts(_ mark: TextMark?, of buffer: TextBuffer, _ context: String) -> Bool {
    guard let mark, mark.buffer !== buffer else { return true }
    reportBadValue("\(context): a mark of another buffer, or a deleted one; nothing was done")
    return false
}

/// Whether `mark` is a mark of `view`'s buffer; when it is not, the call `context` is reported
/// and does nothing.
@MainActor
package func cAccepts(_ mark: TextMark?, of view: TextView, _ context: String) -> Bool {
    cAccepts(mark, of: view.buffer, context)
}

extension TextIter {
    /// The position of a `GtkTextIter` that C filled in for a call on `buffer`; an iterator C
    /// left unset (it refused the call's arguments with a critical) is reported and read as
    /// the buffer's start.
    @MainActor
    package init(filledIn cIter: GtkTextIter, of buffer: TextBuffer, _ context: String) {
        // The storage `withCOut` gives C starts zeroed; every iterator GTK sets holds its
        // buffer's B-tree in its first field (`GtkTextRealIter.tree`, private), so a `NULL`
        // there means C returned without setting it. Reading such an iterator's offset would
        // dereference that `NULL`.
        guard cIter.dummy1 != nil else {
            reportBadValue("\(context): GTK set no position; read as the buffer's start")
            self.init(buffer: buffer, offset: 0)
            return
        }
        var cIter = cIter
        self.init(buffer: buffer, offset: Int(gtk_text_iter_get_offset(&cIter)))
    }

    /// The position of a `GtkTextIter` that C filled in for a call on `view`, in its buffer.
    @MainActor
    package init(filledIn cIter: GtkTextIter, of view: TextView, _ context: String) {
        self.init(filledIn: cIter, of: view.buffer, context)
    }

    /// The position a signal handler is given (GTK's iterator, valid during the emission).
    /// A missing one, which GTK never sends, is reported and read as the start of a new,
    /// empty buffer.
    @MainActor
    package init(signalArgument pointer: UnsafeMutableRawPointer?, _ context: String) {
        let cIter = pointer?.assumingMemoryBound(to: GtkTextIter.self)
        guard let cIter,
            let buffer = Object.borrowed(
                gtk_text_iter_get_buffer(cIter).map { gObjectPointer($0) }, as: TextBuffer.self,
                context)
        else {
            reportBadValue("\(context): GTK sent no position; read as a new buffer's start")
            self.init(buffer: TextBuffer(table: nil), offset: 0)
            return
        }
        self.init(buffer: buffer, offset: Int(gtk_text_iter_get_offset(cIter)))
    }

    /// What a generated member of `buffer` returns when it refused an argument: the buffer's
    /// start (the refusal was reported).
    @MainActor
    package init(standingInFor buffer: TextBuffer, _ context: String) {
        self.init(buffer: buffer, offset: 0)
    }

    /// What a generated member of `view` returns when it refused an argument: the start of
    /// its buffer (the refusal was reported).
    @MainActor
    package init(standingInFor view: TextView, _ context: String) {
        self.init(buffer: view.buffer, offset: 0)
    }
}
