import Dispatch
import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class ScheduledDisposableTests: XCTestCase {
    func testDisposesTheWrappedDisposableWhenTheSchedulerRuns() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var disposedAt: [TestTime] = []
        let scheduled = ScheduledDisposable(
            scheduler: scheduler,
            disposable: Disposables.create { disposedAt.append(scheduler.clock) })
        XCTAssertFalse(scheduled.isDisposed)
        scheduler.scheduleAt(300) {
            scheduled.dispose()
            XCTAssertEqual(disposedAt, [], "not before the scheduler runs its work")
            XCTAssertTrue(scheduled.isDisposed)
        }
        scheduler.scheduleAt(400) { scheduled.dispose() }
        scheduler.start()
        XCTAssertEqual(disposedAt, [300])
    }

    func testSchedulesOnlyOnce() {
        let counting = CountingScheduler(TestScheduler(initialClock: 0))
        var disposals = 0
        let scheduled = ScheduledDisposable(
            scheduler: counting, disposable: Disposables.create { disposals += 1 })
        scheduled.dispose()
        scheduled.dispose()
        counting.base.start()
        XCTAssertEqual(counting.scheduleCount, 1)
        XCTAssertEqual(disposals, 1)
        XCTAssertTrue(scheduled.scheduler is CountingScheduler)
    }

    func testDisposesOnTheSchedulersThread() {
        let queue = SerialQueueScheduler()
        let onQueue = Locked<[Bool]>([])
        let disposed = expectation(description: "disposed")
        let scheduled = ScheduledDisposable(
            scheduler: queue,
            disposable: Disposables.create {
                onQueue.withLock { $0.append(queue.isCurrent) }
                disposed.fulfill()
            })
        scheduled.dispose()
        wait(for: [disposed], timeout: 10)
        XCTAssertEqual(onQueue.current, [true])
    }
}
