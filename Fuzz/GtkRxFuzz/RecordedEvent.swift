import GtkRxCore

/// An error the harness makes a source or an operator's closure fail with; its code says which
/// one failed (see ``RecordedEvent``).
struct FuzzError: Error, Equatable {
    /// `1xx`: source `x / 10 % 10` failed; `2xx`: a throwing `map`; `3xx`: a throwing
    /// `filter`.
    let code: Int
}

/// An `Event<Int>` as the harness records and compares it: errors are reduced to a code, so
/// that events can be compared, printed and replayed by the reference model.
enum RecordedEvent: Equatable, Sendable, CustomStringConvertible {
    /// The code of `RxError.argumentOutOfRange`, which `element(at:)` fails with.
    static let argumentOutOfRangeCode = 900
    /// The code of `RxError.noElements`, which `single()` fails with.
    static let noElementsCode = 901
    /// The code of `RxError.moreThanOneElement`, which `single()` fails with.
    static let moreThanOneElementCode = 902
    /// The code of any error that is neither a ``FuzzError`` nor one of the `RxError`s above.
    static let unexpectedErrorCode = 999

    /// An element.
    case next(Int)
    /// A failure, with the code of its error.
    case error(Int)
    /// The completion.
    case completed

    /// The recorded form of `event`.
    init(_ event: Event<Int>) {
        switch event {
        case .next(let element):
            self = .next(element)
        case .error(let error):
            self = .error(Self.errorCode(of: error))
        case .completed:
            self = .completed
        }
    }

    /// The code of `error`: a ``FuzzError``'s own, or one of the codes above.
    static func errorCode(of error: Error) -> Int {
        if let error = error as? FuzzError { return error.code }
        switch error as? RxError {
        case .argumentOutOfRange?: return argumentOutOfRangeCode
        case .noElements?: return noElementsCode
        case .moreThanOneElement?: return moreThanOneElementCode
        default: return unexpectedErrorCode
        }
    }

    /// The event to send into a subject; an error becomes a ``FuzzError`` with its code.
    var event: Event<Int> {
        switch self {
        case .next(let element): .next(element)
        case .error(let code): .error(FuzzError(code: code))
        case .completed: .completed
        }
    }

    /// Whether the event ends a sequence.
    var isStop: Bool {
        if case .next = self { return false }
        return true
    }

    /// `5`, `E101` or `|`, short enough for long event lists.
    var description: String {
        switch self {
        case .next(let element): "\(element)"
        case .error(let code): "E\(code)"
        case .completed: "|"
        }
    }
}
