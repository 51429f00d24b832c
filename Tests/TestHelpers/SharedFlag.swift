import Synchronization

/// A flag threads share, raised once.
public final class SharedFlag: Sendable {
    private let raised = Atomic(false)

    /// A lowered flag.
    public init() {}

    /// Raises the flag; what the thread did before is visible to whoever then sees it raised.
    public func raise() { raised.store(true, ordering: .releasing) }

    /// Whether the flag is raised.
    public var isRaised: Bool { raised.load(ordering: .acquiring) }
}

/// A counter threads share.
public final class SharedCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// A counter at zero.
    public init() {}

    /// Adds one; what the thread did before is visible to whoever then reads ``value``.
    public func increment() { count.add(1, ordering: .releasing) }

    /// The count.
    public var value: Int { count.load(ordering: .acquiring) }
}
