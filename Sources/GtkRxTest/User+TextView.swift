import CGLib
import CGtk
import GtkRx

extension User {
    /// Types `text` into `view` at its cursor, one character (grapheme cluster) per keystroke,
    /// the way GTK handles a key press once it has become text (the input method's commit):
    /// as one user action, the selection is replaced, a character is overwritten in overwrite
    /// mode, the text is inserted where the buffer lets a user insert (not into a
    /// non-editable tag's range), and the cursor is scrolled into view. `"\n"` is a press of
    /// Enter (a new line), as in GTK.
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when the view is hidden, insensitive
    ///   or not editable.
    public static func type(_ text: String, into view: TextView) throws(GtkTestError) {
        try requireEditable(view, "type into")
        for character in text {
            commit(String(character), to: view)
            GtkTest.pumpUntilIdle()
        }
    }

    /// Presses Enter in `view`: a new line at the cursor, as `type(_:into:)`
    /// types `"\n"`.
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when the view is hidden, insensitive
    ///   or not editable.
    public static func pressEnter(in view: TextView) throws(GtkTestError) {
        try type("\n", into: view)
    }

    /// Presses Backspace `times` times in `view`: each emits the text view's `backspace`
    /// signal, which GTK binds to the key, deleting the selection or the character before the
    /// cursor. Does nothing at the start of the text.
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when the view is hidden, insensitive
    ///   or not editable.
    public static func pressBackspace(in view: TextView, times: Int = 1) throws(GtkTestError) {
        try requireEditable(view, "delete from")
        for _ in 0..<max(0, times) {
            cglib_signal_emit_by_name(UnsafeMutableRawPointer(view.objectPointer), "backspace")
            GtkTest.pumpUntilIdle()
        }
    }

    /// What `GtkTextView` does with committed text (GTK 4.8's `gtk_text_view_commit_text`),
    /// through the buffer's public interactive calls.
    private static func commit(_ text: String, to view: TextView) {
        let textView: UnsafeMutablePointer<GtkTextView> = cPointer(view)
        let buffer = gtk_text_view_get_buffer(textView)
        let editable = gtk_text_view_get_editable(textView)
        gtk_text_buffer_begin_user_action(buffer)
        let hadSelection = gtk_text_buffer_get_selection_bounds(buffer, nil, nil) != 0
        _ = gtk_text_buffer_delete_selection(buffer, 1, editable)
        if text != "\n", !hadSelection, gtk_text_view_get_overwrite(textView) != 0 {
            var start = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(buffer, &start, gtk_text_buffer_get_insert(buffer))
            if gtk_text_iter_ends_line(&start) == 0 {
                var end = start
                _ = gtk_text_iter_forward_cursor_position(&end)
                _ = gtk_text_buffer_delete_interactive(buffer, &start, &end, editable)
            }
        }
        if gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, editable) == 0 {
            gtk_widget_error_bell(cgtk_widget(UnsafeMutableRawPointer(view.objectPointer)))
        }
        gtk_text_buffer_end_user_action(buffer)
        gtk_text_view_scroll_mark_onscreen(textView, gtk_text_buffer_get_insert(buffer))
    }

    private static func requireEditable(_ view: TextView, _ verb: String) throws(GtkTestError) {
        try requireReachable(view, "\(verb) \(describe(view))")
        guard view.isEditable else {
            throw GtkTestError.actionNotPossible(
                "cannot \(verb) \(describe(view)): it is not editable")
        }
    }
}
