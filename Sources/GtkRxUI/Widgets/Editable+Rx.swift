import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Editable {
    /// The field's text: the current text on subscription, then every edit. A bound text
    /// replaces the field's text (unless equal, which keeps the cursor) without being echoed
    /// back.
    @MainActor
    public var text: ControlProperty<String?> {
        controlProperty(
            changedBy: "notify::text", getter: { field in field.text },
            setter: { field, text in
                let text = text ?? ""
                if field.text != text {
                    field.text = text
                }
            })
    }
}

extension Reactive where Base: Entry {
    /// The user pressing Enter in the entry.
    @MainActor
    public var activate: ControlEvent<Void> {
        controlEvent("activate")
    }
}

extension Reactive where Base: PasswordEntry {
    /// The user pressing Enter in the entry.
    @MainActor
    public var activate: ControlEvent<Void> {
        controlEvent("activate")
    }
}
