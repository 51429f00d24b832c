// TEMPORARY: stands in for Sources/GtkRx/Rx/Core/RxError.swift, which another change adds, so
// that `timeout` builds meanwhile. Delete this file when RxError.swift is merged.

/// The errors GtkRx's operators raise themselves.
public enum RxError: Error, Equatable {
    /// An unknown error.
    case unknown
    /// An arithmetic overflow.
    case overflow
    /// An argument out of its allowed range.
    case argumentOutOfRange
    /// A sequence that had to have elements had none.
    case noElements
    /// A sequence that had to have one element had more.
    case moreThanOneElement
    /// No event arrived within the allowed time (see `timeout`).
    case timeout
}
