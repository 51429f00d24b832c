import CGLib
import CGtk
import GtkRxGLib

/// A modal alert with a message and buttons (`GtkMessageDialog`).
///
/// ```swift
/// let alert = MessageDialog(transientFor: window, text: "RxExample",
///                           secondaryText: "This is wonderful", buttons: .ok)
/// alert.onResponse { _ in alert.destroy() }
/// alert.present()
/// ```
///
/// For buttons of the app's own, styled, with typed responses, see ``DialogButton`` and
/// ``DialogResponse``.
extension MessageDialog {
    /// The buttons a message dialog comes with (`GtkButtonsType`).
    public enum Buttons: Sendable {
        /// One "OK" button.
        case ok
        /// One "Close" button.
        case close
        /// "Cancel" and "OK".
        case okCancel
        /// No button: add the dialog's own with `Dialog/addButton(_:response:style:)`, or
        /// make it with `init(transientFor:text:secondaryText:buttons:defaultResponse:)`.
        case none

        var gtkButtons: GtkButtonsType {
            switch self {
            case .none: GTK_BUTTONS_NONE
            case .ok: GTK_BUTTONS_OK
            case .close: GTK_BUTTONS_CLOSE
            case .okCancel: GTK_BUTTONS_OK_CANCEL
            }
        }
    }

    /// The response GTK reports when the dialog is dismissed with Escape or its close button.
    public static let deleteEventResponse = Int(GTK_RESPONSE_DELETE_EVENT.rawValue)

    /// The response of an "OK" button.
    public static let okResponse = Int(GTK_RESPONSE_OK.rawValue)

    private var dialogPointer: UnsafeMutablePointer<GtkDialog> { cgtk_dialog(raw) }

    /// A modal dialog over `parent` showing `text` in bold and `secondaryText` below it.
    public convenience init(
        transientFor parent: Window?, text: String, secondaryText: String? = nil,
        buttons: Buttons = .ok
    ) {
        let flags = GtkDialogFlags(
            GTK_DIALOG_MODAL.rawValue | GTK_DIALOG_DESTROY_WITH_PARENT.rawValue)
        let dialog = cgtk_message_dialog_new(
            cPointerOrNull(parent), flags, GTK_MESSAGE_INFO, buttons.gtkButtons,
            cAccepted(text, "MessageDialog(transientFor:text:)"))
        // GTK owns new windows; the wrapper takes its own reference.
        self.init(retaining: cglib_object(dialog))
        cgtk_message_dialog_set_secondary_text(
            cgtk_message_dialog(raw),
            cAccepted(secondaryText, "MessageDialog(transientFor:text:secondaryText:)"))
    }

    /// The bold primary text.
    public var text: String? {
        (try? property("text", as: String?.self)) ?? nil
    }

    /// The secondary text, or `nil`.
    public var secondaryText: String? {
        (try? property("secondary-text", as: String?.self)) ?? nil
    }

    /// The dialog's button for `response` (such as ``okResponse``), if it has one.
    public func button(for response: Int) -> Button? {
        gtk_dialog_get_widget_for_response(dialogPointer, gint(clamping: response)).flatMap {
            Object.wrapper(for: cglib_object($0), as: Button.self)
        }
    }

}
