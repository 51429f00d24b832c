import CGLib
import CGtk
import GtkRxGLib

// `gdk_clipboard_set_text` and `gdk_clipboard_set_texture` are not introspectable (GIR skips
// them in favour of `gdk_clipboard_set_value`, which takes a GValue); they are plain to call.

extension Clipboard {
    /// Puts `text` on the clipboard (`gdk_clipboard_set_text`), for this app and others to
    /// read (``readText(completion:)`` and its `async` and `.rx` forms).
    ///
    /// A text with a NUL byte, which C would cut short, is reported and not set.
    public func setText(_ text: String) {
        guard cAccepts(text, "Clipboard.setText") else { return }
        gdk_clipboard_set_text(cPointer(self), text)
    }

    /// Puts `texture` on the clipboard as an image (`gdk_clipboard_set_texture`).
    public func setTexture(_ texture: Texture) {
        gdk_clipboard_set_texture(cPointer(self), cPointer(texture))
    }
}
