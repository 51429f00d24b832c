import Dispatch
import GtkRxCore
import TestHelpers
import XCTest

final class DispatchQueueSchedulerTests: XCTestCase {
    func testSerialSchedulerRunsActionsInOrderOffTheMainThread() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "tests.serial")
        let record = ThreadRecord()
        let done = expectation(description: "all actions ran")
        for index in 0..<100 {
            _ = scheduler.schedule(()) { _ in
                record.append(index, onMainThread: isOnMainThread)
                if index == 99 { done.fulfill() }
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(record.indices, Array(0..<100))
        XCTAssertEqual(record.count, 100)
        XCTAssertFalse(record.allOnMainThread)
    }

    func testRelativeWorkWaitsForItsDueTimeAndDisposalCancelsIt() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let start = ContinuousClock.now
        let fired = expectation(description: "the timer fired")
        let elapsed = ElapsedBox()
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            elapsed.cancelledRan = true
            return Disposables.create()
        }
        cancelled.dispose()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(40)) { _ in
            elapsed.value = ContinuousClock.now - start
            fired.fulfill()
            return Disposables.create()
        }
        wait(for: [fired], timeout: 10)
        XCTAssertGreaterThanOrEqual(elapsed.value, .milliseconds(40))
        XCTAssertFalse(elapsed.cancelledRan)
    }

    func testPeriodicWorkOnAConcurrentScheduler() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let ticks = expectation(description: "three ticks")
        ticks.expectedFulfillmentCount = 3
        ticks.assertForOverFulfill = false
        let states = ThreadRecord()
        let periodic = scheduler.schedulePeriodic(
            0, startAfter: .milliseconds(1), period: .milliseconds(2)
        ) { state in
            states.append(state, onMainThread: false)
            ticks.fulfill()
            return state + 1
        }
        wait(for: [ticks], timeout: 10)
        periodic.dispose()
        XCTAssertEqual(Array(states.indices.prefix(3)), [0, 1, 2])
    }
}

private final class ElapsedBox: @unchecked Sendable {
    // Sendable: written on the scheduler's serial queue, read after the expectation is met.
    var value: Duration = .zero
    var cancelledRan = false
}
