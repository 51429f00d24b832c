import CGLib
import CGtk
import GtkRxGLib

/// What a dialog's answer was: one of GTK's standard responses (`GtkResponseType`), or one of
/// the app's own.
///
/// ```swift
/// let confirm = MessageDialog(
///     transientFor: window, text: "Delete “notes.txt”?",
///     buttons: [
///         DialogButton("_Cancel", response: .cancel),
///         DialogButton("_Delete", response: .custom(1), style: .destructive),
///     ])
/// ```
public enum DialogResponse: Hashable, Sendable {
    /// The dialog was dismissed: Escape, its title bar's close button, or destroyed.
    case deleteEvent
    /// "OK".
    case ok
    /// "Cancel".
    case cancel
    /// "Close".
    case close
    /// "Yes".
    case yes
    /// "No".
    case no
    /// "Apply".
    case apply
    /// "Help".
    case help
    /// A generic accepting answer (such as "Open" in a file dialog).
    case accept
    /// A generic refusing answer.
    case reject
    /// No response: GTK's `GTK_RESPONSE_NONE`.
    case none
    /// One of the app's own responses. Use values of 0 or more: GTK keeps the negative ones
    /// for its standard responses.
    case custom(Int)

    /// The standard responses and their GTK values.
    private static let standard: [(DialogResponse, GtkResponseType)] = [
        (.deleteEvent, GTK_RESPONSE_DELETE_EVENT), (.ok, GTK_RESPONSE_OK),
        (.cancel, GTK_RESPONSE_CANCEL), (.close, GTK_RESPONSE_CLOSE), (.yes, GTK_RESPONSE_YES),
        (.no, GTK_RESPONSE_NO), (.apply, GTK_RESPONSE_APPLY), (.help, GTK_RESPONSE_HELP),
        (.accept, GTK_RESPONSE_ACCEPT), (.reject, GTK_RESPONSE_REJECT),
        (.none, GTK_RESPONSE_NONE),
    ]

    /// The response GTK reports as `rawValue`: a standard one for GTK's values, otherwise
    /// ``custom(_:)``.
    public init(rawValue: Int) {
        self =
            Self.standard.first { Int($0.1.rawValue) == rawValue }?.0 ?? .custom(rawValue)
    }

    /// The response ID GTK uses for this response.
    public var rawValue: Int {
        if case .custom(let value) = self { return value }
        return Int(Self.standard.first { $0.0 == self }?.1.rawValue ?? 0)
    }
}

/// How a dialog's button looks, through GTK's style classes.
public enum DialogButtonStyle: Sendable {
    /// An ordinary button.
    case plain
    /// The answer the dialog suggests (CSS class `suggested-action`).
    case suggested
    /// An answer that destroys data (CSS class `destructive-action`).
    case destructive

    /// The CSS class GTK's themes style this kind of button by, if any.
    public var cssClass: String? {
        switch self {
        case .plain: nil
        case .suggested: "suggested-action"
        case .destructive: "destructive-action"
        }
    }
}

/// A button for a dialog: its label (with an optional `_` before the mnemonic letter), the
/// response it answers, and its style.
public struct DialogButton: Hashable, Sendable {
    /// The label; `_` marks the letter that activates it with Alt.
    public var label: String
    /// The response the button answers.
    public var response: DialogResponse
    /// How the button looks.
    public var style: DialogButtonStyle

    /// A button labelled `label` that answers `response`.
    public init(_ label: String, response: DialogResponse, style: DialogButtonStyle = .plain) {
        self.label = label
        self.response = response
        self.style = style
    }
}

extension Dialog {
    /// Adds a button labelled `label` (with an optional `_` before the mnemonic letter) that
    /// answers `response`, styled by `style`, at the end of the dialog's buttons.
    ///
    /// - Returns: the button, or `nil` when the label holds a NUL byte (reported).
    @discardableResult
    public func addButton(
        _ label: String, response: DialogResponse, style: DialogButtonStyle = .plain
    ) -> Button? {
        guard let button = addButton(buttonText: label, responseID: response.rawValue) as? Button
        else { return nil }
        if let cssClass = style.cssClass {
            button.setCSSClass(cssClass)
        }
        return button
    }

    /// Adds `button`; see ``addButton(_:response:style:)``.
    @discardableResult
    public func addButton(_ button: DialogButton) -> Button? {
        addButton(button.label, response: button.response, style: button.style)
    }

    /// The dialog's button for `response`, if it has one.
    public func button(for response: DialogResponse) -> Button? {
        widgetForResponse(responseID: response.rawValue) as? Button
    }

    /// Answers `response`, as if its button were clicked: the dialog emits `response`.
    public func respond(_ response: DialogResponse) {
        self.response(response.rawValue)
    }

    /// Makes the button for `response` the one Enter activates.
    public func setDefaultResponse(_ response: DialogResponse) {
        setDefaultResponse(responseID: response.rawValue)
    }
}

extension MessageDialog {
    /// A modal dialog over `parent` showing `text` in bold and `secondaryText` below it, with
    /// `buttons` in order, and the button for `defaultResponse`, if given, activated by Enter.
    public convenience init(
        transientFor parent: Window?, text: String, secondaryText: String? = nil,
        buttons: [DialogButton], defaultResponse: DialogResponse? = nil
    ) {
        self.init(transientFor: parent, text: text, secondaryText: secondaryText, buttons: .none)
        for button in buttons {
            addButton(button)
        }
        if let defaultResponse {
            setDefaultResponse(defaultResponse)
        }
    }
}
