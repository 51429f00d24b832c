import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class TimerTests: XCTestCase {
    func testATimerEmitsZeroAfterTheDueTimeAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(500, 0), .completed(500)])
    }

    func testAZeroDueTimeFiresAtTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 0), .completed(201)])
    }

    func testDisposingBeforeTheDueTimeCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 400) {
            Observable<Int>.timer(.seconds(300), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [])
    }

    func testAPeriodicTimerStartsAfterTheDueTimeAndRepeats() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 285) {
            Observable<Int>.timer(.seconds(50), period: .seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(
            result.events, [.next(250, 0), .next(260, 1), .next(270, 2), .next(280, 3)])
    }
}
