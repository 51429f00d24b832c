/// The errors GtkRx's own operators end sequences with.
///
/// The cases and their meanings follow RxSwift's `RxError`, so code handling them ports as is.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    // Sendable: only `.disposed` carries a payload, an object reference kept to identify the
    // object in diagnostics. `RxError` never calls into that object: it only retains it (an
    // atomic reference count) and reads its dynamic type, which never changes, so sharing an
    // `RxError` between threads cannot race on it. Code that takes the object out of the error
    // must treat it as it would any other shared reference.

    /// An error that has no more specific description.
    case unknown
    /// An operation was asked of `object` after it had been disposed.
    case disposed(object: AnyObject)
    /// An arithmetic operation overflowed.
    case overflow
    /// An argument was out of its valid range; for example, ``ObservableType/element(at:)``
    /// ends with it when the sequence completes before reaching the index.
    case argumentOutOfRange
    /// The sequence completed without the element it was required to emit.
    case noElements
    /// The sequence emitted more than the single element it was allowed.
    case moreThanOneElement
    /// The sequence did not emit in time.
    case timeout

    /// A sentence saying what went wrong.
    public var debugDescription: String {
        switch self {
        case .unknown:
            "An unknown error occurred."
        case .disposed(let object):
            "An object of type `\(type(of: object))` was used after being disposed."
        case .overflow:
            "An arithmetic operation overflowed."
        case .argumentOutOfRange:
            "An argument was out of range."
        case .noElements:
            "The sequence has no elements."
        case .moreThanOneElement:
            "The sequence has more than one element."
        case .timeout:
            "The sequence timed out."
        }
    }
}
