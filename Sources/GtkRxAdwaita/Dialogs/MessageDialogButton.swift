import GtkRxGLib
import GtkRxWidgets

/// One answer an ``Adw/MessageDialog`` offers: the app's own response (a value of its own
/// type, whose raw value is libadwaita's response ID), the button's label, and its look.
///
/// libadwaita has no standard responses: every answer is the app's own. A type of the app's,
/// such as `enum Answer: String { case cancel, delete }`, names them, and
/// `dialog.rx.presentForResponse(as: Answer.self)` answers with one of its values.
///
/// ```swift
/// enum Answer: String { case cancel, delete }
///
/// let confirm = Adw.MessageDialog(
///     transientFor: window, heading: "Delete “notes.txt”?",
///     buttons: [
///         MessageDialogButton("_Cancel", response: Answer.cancel),
///         MessageDialogButton("_Delete", response: .delete, appearance: .destructive),
///     ],
///     closeResponse: .cancel)
/// ```
public struct MessageDialogButton<Response: RawRepresentable & Sendable>: Sendable
where Response.RawValue == String {
    /// The label; `_` marks the letter that activates it with Alt.
    public var label: String
    /// The response the button answers.
    public var response: Response
    /// How the button looks: plain, the suggested answer, or one that destroys data
    /// ([`AdwResponseAppearance`](https://gnome.pages.gitlab.gnome.org/libadwaita/doc/1.2/enum.ResponseAppearance.html)).
    public var appearance: ResponseAppearance
    /// Whether the button can be clicked.
    public var isEnabled: Bool

    /// A button labelled `label` that answers `response`, looking as `appearance` says.
    public init(
        _ label: String, response: Response, appearance: ResponseAppearance = .default,
        isEnabled: Bool = true
    ) {
        self.label = label
        self.response = response
        self.appearance = appearance
        self.isEnabled = isEnabled
    }
}

extension MessageDialogButton: Equatable where Response: Equatable {}
extension MessageDialogButton: Hashable where Response: Hashable {}

extension Adw.MessageDialog {
    /// A modal message dialog over `parent` with `heading`, `body` below it, and `buttons` in
    /// order; `closeResponse` is what closing it without a choice (Escape, or being closed by
    /// code) answers, and the button for `defaultResponse`, if given, is activated by Enter.
    ///
    /// `closeResponse` need not have a button: a dialog with only an "OK" button can close as
    /// `.cancel`.
    public convenience init<Response>(
        transientFor parent: Window?, heading: String, body: String? = nil,
        buttons: [MessageDialogButton<Response>], defaultResponse: Response? = nil,
        closeResponse: Response
    ) {
        self.init(parent: parent, heading: heading, body: body)
        isModal = true
        for button in buttons {
            addButton(button)
        }
        self.closeResponse = closeResponse.rawValue
        if let defaultResponse {
            self.defaultResponse = defaultResponse.rawValue
        }
    }

    /// Adds `button` at the end of the dialog's buttons. A response the dialog has already is
    /// reported and not added again (libadwaita allows each response once).
    public func addButton<Response>(_ button: MessageDialogButton<Response>) {
        let id = button.response.rawValue
        guard !hasResponse(id) else {
            reportBadValue(
                "Adw.MessageDialog.addButton: the dialog has the response \"\(id)\" already; "
                    + "refused")
            return
        }
        addResponse(id: id, label: button.label)
        setResponseAppearance(response: id, appearance: button.appearance)
        if !button.isEnabled {
            setResponseEnabled(response: id, enabled: false)
        }
    }

    /// Whether the dialog offers `response`.
    public func hasResponse<Response>(_ response: Response) -> Bool
    where Response: RawRepresentable, Response.RawValue == String {
        hasResponse(response.rawValue)
    }

    /// How the button for `response` looks.
    public func appearance<Response>(of response: Response) -> ResponseAppearance
    where Response: RawRepresentable, Response.RawValue == String {
        responseAppearance(response: response.rawValue)
    }

    /// Answers `response`: the dialog emits `response`, as when its button is clicked (a
    /// subscription of `rx.presentForResponse(as:)` then closes it).
    public func respond<Response>(_ response: Response)
    where Response: RawRepresentable, Response.RawValue == String {
        self.response(response.rawValue)
    }
}
