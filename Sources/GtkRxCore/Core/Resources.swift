import Synchronization

/// Counts live subscriptions, so leak tests can check that everything subscribed was disposed.
///
/// Counting is on in debug builds; in release builds ``total`` stays 0.
///
/// ```swift
/// let before = Resources.total
/// // … subscribe, dispose …
/// XCTAssertEqual(Resources.total, before)
/// ```
public enum Resources {
    private static let live = Atomic<Int>(0)

    /// The number of subscriptions alive right now.
    public static var total: Int { live.load(ordering: .relaxed) }

    @inline(__always)
    static func increment() {
        #if DEBUG
            live.add(1, ordering: .relaxed)
        #endif
    }

    @inline(__always)
    static func decrement() {
        #if DEBUG
            live.subtract(1, ordering: .relaxed)
        #endif
    }
}
