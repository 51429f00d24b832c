import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Label {
    /// Binds the label's plain text.
    public var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }

    /// Binds the label's text as Pango markup (shown as plain text when it does not parse).
    public var markup: Binder<String?> {
        Binder(base) { label, markup in label.markup = markup }
    }
}
