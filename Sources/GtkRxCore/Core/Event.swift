/// One thing an observable sequence tells its observers.
///
/// A sequence emits any number of `.next` elements, then at most one stop event, `.error` or
/// `.completed`, after which it emits nothing more: `next* (error | completed)?`.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed; nothing follows.
    case error(Swift.Error)
    /// The sequence ended; nothing follows.
    case completed

    /// Whether the event ends the sequence (`.error` or `.completed`).
    public var isStopEvent: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }

    /// The element of a `.next` event.
    public var element: Element? {
        if case .next(let element) = self { return element }
        return nil
    }

    /// The error of an `.error` event.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether the event is `.completed`.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// The same event with its element transformed; a thrown error becomes an `.error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do {
                return .next(try transform(element))
            } catch {
                return .error(error)
            }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomDebugStringConvertible {
    /// `next(1)`, `error(…)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let element): "next(\(element))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

extension Event: Equatable where Element: Equatable {
    /// Events are equal when their kinds and elements are; two errors are equal when they are
    /// equal `Equatable` values of one type, or else when they have the same type and
    /// description.
    public static func == (lhs: Event, rhs: Event) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): left == right
        case (.completed, .completed): true
        case (.error(let left), .error(let right)): errorsAreEqual(left, right)
        default: false
        }
    }
}

/// Compares two errors for tests and `Equatable` events.
func errorsAreEqual(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
    if let equal = equalWhenEquatable(left, right) {
        return equal
    }
    return type(of: left) == type(of: right) && "\(left)" == "\(right)"
}

/// `left == right` when `left` is `Equatable` and `right` of its type; `nil` otherwise.
private func equalWhenEquatable(_ left: Any, _ right: Any) -> Bool? {
    func open<Left: Equatable>(_ left: Left) -> Bool? {
        (right as? Left).map { $0 == left }
    }
    guard let left = left as? any Equatable else { return nil }
    return open(left)
}
