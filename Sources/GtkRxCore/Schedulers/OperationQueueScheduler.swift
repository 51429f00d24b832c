import Foundation

/// Runs work as operations on an `OperationQueue`: the queue's concurrency limit, quality of
/// service and suspension apply to it, and ``queuePriority`` orders it among the queue's other
/// waiting operations.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let background = OperationQueueScheduler(operationQueue: queue)
/// thumbnails.observe(on: background)...
/// ```
///
/// Disposing what ``schedule(_:action:)`` returns before the action runs cancels its operation;
/// after it has run, it disposes what the action returned.
public final class OperationQueueScheduler: ImmediateSchedulerType, Sendable {
    /// The queue the work runs on.
    public let operationQueue: OperationQueue
    /// The priority of each operation among those waiting in the queue.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler adding its work to `operationQueue`, each operation with `queuePriority`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation running `action` with `state` to the queue.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let result = SingleAssignmentDisposable()
        // The action and its state move to the operation, which runs them once, on one of the
        // queue's threads; the caller keeps no use of them.
        let work = Transfer((state, action))
        let operation = BlockOperation {
            guard !result.isDisposed else { return }
            result.setDisposable(work.value.1(work.value.0))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        // Sendable: `Operation.cancel()` may be called from any thread.
        let cancellable = Transfer(operation)
        return Disposables.create(result, Disposables.create { cancellable.value.cancel() })
    }
}
