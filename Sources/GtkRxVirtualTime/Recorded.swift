import GtkRxCore

/// A time in a ``TestScheduler``'s virtual clock, in ticks.
public typealias TestTime = Int

/// A value recorded at a virtual time: an event an observer received, or one a test observable
/// will send.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When.
    public let time: TestTime
    /// What.
    public let value: Value

    /// A recording of `value` at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`.
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
    /// A `.next(element)` event at `time`.
    public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<
        Event<Element>
    > where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// A `.completed` event at `time`.
    public static func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self)
        -> Recorded<Event<Element>> where Value == Event<Element>
    {
        Recorded(time: time, value: .completed)
    }

    /// An `.error(error)` event at `time`.
    public static func error<Element>(
        _ time: TestTime, _ error: Swift.Error, _ type: Element.Type = Element.self
    ) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }
}

/// When a test observable was subscribed to and when that subscription was disposed.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
    /// The virtual time of the subscription.
    public let subscribe: TestTime
    /// The virtual time of its disposal; `Int.max` while it lasts.
    public let unsubscribe: TestTime

    /// A subscription at `subscribe`, disposed at `unsubscribe` (never, by default).
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime = .max) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(200 : 1000)`, or `(200 : Infinity)` while it lasts.
    public var debugDescription: String {
        let end = unsubscribe == .max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe) : \(end))"
    }
}
