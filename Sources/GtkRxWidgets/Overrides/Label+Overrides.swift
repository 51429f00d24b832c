import CGLib
import CGtk
import GtkRxGLib

/// A line or block of text (`GtkLabel`).
extension Label {
    private var labelPointer: OpaquePointer { cgtk_label(raw) }

    /// A label showing `text` as plain text.
    public convenience init(_ text: String = "") {
        self.init(adopting: cglib_object(gtk_label_new(cAccepted(text, "Label(_:)"))))
    }

    /// The text shown, as plain text (markup in it is shown literally). Setting `nil` clears
    /// the label; reading an empty label gives `""`.
    public var text: String? {
        get { String(cString: gtk_label_get_text(labelPointer)) }
        set {
            guard cAccepts(newValue, "Label.text") else { return }
            gtk_label_set_text(labelPointer, newValue ?? "")
        }
    }

    /// The text as Pango markup (`"<b>Bold</b>"`), or `nil` when the label shows plain text.
    ///
    /// Markup that does not parse is shown as plain text, so nothing is lost; use
    /// ``setMarkup(_:)`` to be told why it did not parse.
    public var markup: String? {
        get {
            guard gtk_label_get_use_markup(labelPointer) != 0 else { return nil }
            return String(cString: gtk_label_get_label(labelPointer))
        }
        set {
            guard let newValue else {
                text = nil
                return
            }
            do {
                try setMarkup(newValue)
            } catch {
                text = newValue
            }
        }
    }

    /// Shows `markup` as Pango markup.
    ///
    /// - Throws: ``MarkupError`` (and leaves the label unchanged) when `markup` does not parse.
    public func setMarkup(_ markup: String) throws(MarkupError) {
        try MarkupError.validate(markup)
        gtk_label_set_markup(labelPointer, markup)
    }

}

/// Pango markup that does not parse, with Pango's explanation.
public struct MarkupError: Error, Equatable, CustomStringConvertible {
    /// Pango's message, such as `Error on line 1: Element “b” was closed, but …`.
    public let message: String

    /// The parser's message.
    public var description: String { "invalid markup: \(message)" }

    static func validate(_ markup: String) throws(MarkupError) {
        if containsNUL(markup) {
            throw MarkupError(message: "\(quotedForReport(markup)) contains a NUL byte")
        }
        var error: UnsafeMutablePointer<GError>?
        if pango_parse_markup(markup, -1, 0, nil, nil, nil, &error) == 0 {
            throw MarkupError(message: GLibError(consuming: error).message)
        }
    }
}
