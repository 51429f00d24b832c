import CGLib
import CGtk
import GtkRx

/// Acts on widgets as a user would, through the same GTK paths as real input, and refuses
/// what a user could not do: clicking a hidden or insensitive button, typing into a read-only
/// field.
///
/// After each action (each keystroke when typing) the main loop runs until it is idle, as it
/// does between a person's actions: work the action queued on the main thread (a binding
/// deferred behind other main-thread work, a `DispatchQueue.main` block) is done before the
/// next action, and before the test checks the result.
@MainActor
public enum User {
    /// Clicks `button`: emits `clicked`, as a press and release on it does.
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when the button is hidden or
    ///   insensitive.
    public static func click(_ button: Button) throws(GtkTestError) {
        try requireReachable(button, "click the button \(describe(button))")
        cglib_signal_emit_by_name(UnsafeMutableRawPointer(button.objectPointer), "clicked")
        GtkTest.pumpUntilIdle()
    }

    /// Types `text` at the cursor, one character (grapheme cluster) per keystroke, through the
    /// field's insert path: each keystroke emits `insert-text`, `changed` and `notify::text`,
    /// and moves the cursor past what it inserted.
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when the field is hidden,
    ///   insensitive or not editable.
    public static func type(_ text: String, into field: some Editable) throws(GtkTestError) {
        try requireEditable(field, "type into")
        for character in text {
            field.cursorPosition = field.insertText(String(character), at: field.cursorPosition)
            GtkTest.pumpUntilIdle()
        }
    }

    /// Presses Backspace `times` times: each deletes the character (grapheme cluster) before
    /// the cursor, through the field's delete path. Does nothing at the start of the text.
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when the field is hidden,
    ///   insensitive or not editable.
    public static func pressBackspace(in field: some Editable, times: Int = 1) throws(GtkTestError)
    {
        try requireEditable(field, "delete from")
        for _ in 0..<times {
            let cursor = field.cursorPosition
            let before = field.text.unicodeScalars.prefix(cursor)
            guard let last = String(String.UnicodeScalarView(before)).last else { return }
            let start = cursor - last.unicodeScalars.count
            field.deleteText(in: start..<cursor)
            field.cursorPosition = start
            GtkTest.pumpUntilIdle()
        }
    }

    /// Presses Enter in `field`: emits `activate` on the field's text widget, as the key
    /// binding does, so the field emits its own `activate` (a spin button takes the typed
    /// value) and, when it activates the default, the window's default widget is activated (a
    /// default button shows itself pressed for a moment, then emits `clicked`: wait for it).
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when the field is hidden or
    ///   insensitive.
    public static func pressEnter(in field: some Editable) throws(GtkTestError) {
        try requireReachable(field, "press Enter in \(describe(field))")
        let editable = cgtk_editable(UnsafeMutableRawPointer(field.objectPointer))
        if let delegate = gtk_editable_get_delegate(editable) {
            cglib_signal_emit_by_name(UnsafeMutableRawPointer(delegate), "activate")
        } else {
            gtk_widget_activate(cgtk_widget(UnsafeMutableRawPointer(field.objectPointer)))
        }
        GtkTest.pumpUntilIdle()
    }

    /// Presses Tab in `window` (Shift+Tab when `backward`): the keyboard focus moves to the
    /// next (previous) focusable widget.
    public static func pressTab(in window: Window, backward: Bool = false) {
        let direction = backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD
        _ = gtk_widget_child_focus(
            cgtk_widget(UnsafeMutableRawPointer(window.objectPointer)), direction)
        GtkTest.pumpUntilIdle()
    }

    /// Presses Escape in `window`: a dialog closes as its key binding says (it responds with
    /// `MessageDialog/deleteEventResponse`); other windows ignore the key.
    public static func pressEscape(in window: Window) {
        if window.hasSignal("close") {
            cglib_signal_emit_by_name(UnsafeMutableRawPointer(window.objectPointer), "close")
        }
        GtkTest.pumpUntilIdle()
    }

    /// Toggles `check`, as clicking it or pressing Space on it does.
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when it is hidden or insensitive.
    public static func toggle(_ check: CheckButton) throws(GtkTestError) {
        try requireReachable(check, "toggle \(describe(check))")
        gtk_widget_activate(cgtk_widget(UnsafeMutableRawPointer(check.objectPointer)))
        GtkTest.pumpUntilIdle()
    }

    /// Flips `toggle`, as clicking it or pressing Space on it does.
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when it is hidden or insensitive.
    public static func flip(_ toggle: Switch) throws(GtkTestError) {
        try requireReachable(toggle, "flip \(describe(toggle))")
        gtk_widget_activate(cgtk_widget(UnsafeMutableRawPointer(toggle.objectPointer)))
        GtkTest.pumpUntilIdle()
    }

    /// Moves `scale` by one step, as an arrow key does (Right or Up when `forward`).
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when it is hidden or insensitive.
    public static func step(_ scale: Scale, forward: Bool = true) throws(GtkTestError) {
        try requireReachable(scale, "move \(describe(scale))")
        let scroll = forward ? GTK_SCROLL_STEP_FORWARD : GTK_SCROLL_STEP_BACKWARD
        cglib_signal_emit_by_name_int(
            UnsafeMutableRawPointer(scale.objectPointer), "move-slider", gint(scroll.rawValue))
        GtkTest.pumpUntilIdle()
    }

    /// Steps `spin` up or down by one increment, as its buttons or the arrow keys do.
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when it is hidden or insensitive.
    public static func step(_ spin: SpinButton, up: Bool = true) throws(GtkTestError) {
        try requireReachable(spin, "step \(describe(spin))")
        let scroll = up ? GTK_SCROLL_STEP_UP : GTK_SCROLL_STEP_DOWN
        cglib_signal_emit_by_name_int(
            UnsafeMutableRawPointer(spin.objectPointer), "change-value", gint(scroll.rawValue))
        GtkTest.pumpUntilIdle()
    }

    private static func requireEditable(_ field: some Editable, _ verb: String)
        throws(GtkTestError)
    {
        try requireReachable(field, "\(verb) \(describe(field))")
        guard field.isEditable else {
            throw GtkTestError.actionNotPossible(
                "cannot \(verb) \(describe(field)): it is not editable")
        }
    }

    /// A user can reach a widget that is shown and sensitive, inside shown containers (the
    /// toplevel window itself need not be on screen in a headless test).
    static func requireReachable(_ widget: Widget, _ action: String)
        throws(GtkTestError)
    {
        guard widget.isEffectivelyEnabled else {
            throw GtkTestError.actionNotPossible("cannot \(action): it is insensitive")
        }
        var current: Widget? = widget
        while let shown = current, !(shown is Window) {
            if shown.isHidden {
                throw GtkTestError.actionNotPossible("cannot \(action): it is hidden")
            }
            current = shown.parent
        }
    }

    static func describe(_ widget: Widget) -> String {
        if let button = widget as? Button, let label = button.label {
            return "\"\(label)\""
        }
        return "(a \(widget.typeName))"
    }
}
