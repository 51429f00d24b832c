/// Errors GtkRx's sequences and subjects produce themselves.
public enum RxError: Error, CustomDebugStringConvertible {
    /// Something unexpected happened.
    case unknown
    /// The object (a subject) was used after it was disposed.
    case disposed(object: any AnyObject & Sendable)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of range (an element index past the end of the sequence).
    case argumentOutOfRange
    /// The sequence had no elements where one was required.
    case noElements
    /// The sequence had more than one element where one was required.
    case moreThanOneElement
    /// No element arrived within the allowed time.
    case timeout

    /// A description of the error.
    public var debugDescription: String {
        switch self {
        case .unknown: "Unknown error occurred."
        case .disposed(let object): "Object `\(object)` was already disposed."
        case .overflow: "Arithmetic overflow occurred."
        case .argumentOutOfRange: "Argument out of range."
        case .noElements: "Sequence doesn't contain any elements."
        case .moreThanOneElement: "Sequence contains more than one element."
        case .timeout: "Sequence timeout."
        }
    }
}
