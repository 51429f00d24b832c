import Foundation
import GtkRxCore
import TestHelpers
import XCTest

final class OperationQueueSchedulerTests: XCTestCase {
    func testRunsTheActionOnTheQueue() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let ran = expectation(description: "the action ran")
        let record = Locked<[(state: Int, onQueue: Bool)]>([])
        _ = scheduler.schedule(42) { state in
            record.withLock { $0.append((state, OperationQueue.current === queue)) }
            ran.fulfill()
            return Disposables.create()
        }
        wait(for: [ran], timeout: 10)
        XCTAssertEqual(record.current.map(\.state), [42])
        XCTAssertEqual(record.current.map(\.onQueue), [true])
        XCTAssertEqual(scheduler.queuePriority, .normal)
        XCTAssertTrue(scheduler.operationQueue === queue)
    }

    func testDisposingBeforeItRunsCancelsTheAction() {
        let queue = OperationQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let ran = SharedFlag()
        let scheduled = scheduler.schedule(()) { _ in
            ran.raise()
            return Disposables.create()
        }
        scheduled.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertFalse(ran.isRaised)
    }

    func testDisposingAfterItRanDisposesWhatTheActionReturned() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let returned = BooleanDisposable()
        let scheduled = scheduler.schedule(()) { _ in returned }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertFalse(returned.isDisposed)
        scheduled.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testHigherPriorityWorkRunsFirst() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let low = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryLow)
        let high = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryHigh)
        let order = Locked<[String]>([])
        for (name, scheduler) in [("low", low), ("high", high)] {
            _ = scheduler.schedule(name) { name in
                order.withLock { $0.append(name) }
                return Disposables.create()
            }
        }
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(order.current, ["high", "low"])
    }

    func testObservingOnASerialOperationQueueKeepsTheOrder() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let recorder = Recorder<Int>()
        let done = expectation(description: "completed")
        recorder.onStop = { done.fulfill() }
        let onQueue = Locked<[Bool]>([])
        _ = Observable.range(start: 1, count: 100)
            .observe(on: scheduler)
            .do(onNext: { _ in onQueue.withLock { $0.append(OperationQueue.current === queue) } })
            .subscribe(recorder.observer)
        wait(for: [done], timeout: 10)
        XCTAssertEqual(recorder.elements, Array(1...100))
        XCTAssertTrue(recorder.snapshot.completed)
        XCTAssertTrue(onQueue.current.allSatisfy { $0 })
    }
}
