import Dispatch

/// Runs work on a serial dispatch queue, one action at a time, in order: for background work
/// whose results are then observed on ``GtkRxGLib/MainScheduler``.
public final class SerialDispatchQueueScheduler: DispatchQueueScheduling, Sendable {
    let configuration: DispatchQueueConfiguration

    /// A scheduler on `serialQueue`, which must be serial.
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`.
    public convenience init(
        internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName), leeway: leeway)
    }

    /// A scheduler on a new serial queue that targets `queue` (which may be concurrent).
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue),
            leeway: leeway)
    }

    /// A scheduler on a new serial queue with quality of service `qos`.
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "gtkrx.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            serialQueue: DispatchQueue(label: internalSerialQueueName, qos: qos), leeway: leeway)
    }
}
