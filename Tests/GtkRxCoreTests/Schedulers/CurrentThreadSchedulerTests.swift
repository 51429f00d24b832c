import GtkRxCore
import TestHelpers
import XCTest

final class CurrentThreadSchedulerTests: XCTestCase {
    func testNestedWorkRunsAfterTheCurrentWorkInOrder() {
        let scheduler = CurrentThreadScheduler.instance
        var order: [String] = []
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = scheduler.schedule(()) { _ in
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            order.append("outer start")
            _ = scheduler.schedule(()) { _ in
                order.append("first nested")
                _ = scheduler.schedule(()) { _ in
                    order.append("nested in nested")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                order.append("second nested")
                return Disposables.create()
            }
            order.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(
            order,
            ["outer start", "outer end", "first nested", "second nested", "nested in nested"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testDisposingQueuedWorkPreventsIt() {
        let scheduler = CurrentThreadScheduler.instance
        var order: [String] = []
        _ = scheduler.schedule(()) { _ in
            let queued = scheduler.schedule(()) { _ in
                order.append("queued")
                return Disposables.create()
            }
            queued.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(order, [])
    }

    func testRecursiveSchedulingDoesNotDeepenTheStack() {
        var count = 0
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
            count = value
            if value < 100_000 { recurse(value + 1) }
        }
        XCTAssertEqual(count, 100_000)
    }
}
