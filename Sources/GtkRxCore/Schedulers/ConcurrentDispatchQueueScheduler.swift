import Dispatch

/// Runs work on a concurrent dispatch queue: actions may run in parallel. Operators that need
/// order (`observe(on:)`) keep it themselves.
public final class ConcurrentDispatchQueueScheduler: DispatchQueueScheduling, Sendable {
    let configuration: DispatchQueueConfiguration

    /// A scheduler on `queue`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on the global queue with quality of service `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }
}
