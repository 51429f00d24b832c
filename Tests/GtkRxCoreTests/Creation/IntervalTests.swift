import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class IntervalTests: XCTestCase {
    func testIntervalCountsUpOncePerPeriodAfterTheFirstPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 245) {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(
            result.events, [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
    }

    func testDisposingCancelsTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 230) {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 0), .next(220, 1)])
    }

    func testTheCountWrapsAroundInsteadOfTrapping() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 200 + 130) {
            Observable<Int8>.interval(.seconds(1), scheduler: scheduler)
        }
        let values = result.events.compactMap { $0.value.element }
        XCTAssertEqual(values.count, 129)
        XCTAssertEqual(values[127], 127)
        XCTAssertEqual(values[128], -128)
        XCTAssertFalse(result.events.contains { $0.value.isStopEvent })
    }
}
