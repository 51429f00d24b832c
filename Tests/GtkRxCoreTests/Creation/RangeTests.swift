import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class RangeTests: XCTestCase {
    func testRangeEmitsCountIntegersFromStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable.range(start: 5, count: 3, scheduler: scheduler)
        }
        XCTAssertEqual(
            result.events, [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)])
    }

    func testACountOfZeroOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.range(start: 5, count: 0, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.completed(201)])
    }

    func testDisposingStopsTheRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 203) {
            Observable.range(start: 0, count: 100, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(201, 0), .next(202, 1)])
    }

    func testOnTheCurrentThreadTheRangeIsEmittedBeforeSubscribeReturns() {
        var received: [Int] = []
        var completed = false
        _ = Observable.range(start: -2, count: 5).subscribe(
            onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [-2, -1, 0, 1, 2])
        XCTAssertTrue(completed)
    }

    func testARangeEndingAtTheMaximumDoesNotOverflow() {
        var received: [Int8] = []
        var completed = false
        _ = Observable<Int8>.range(start: .max - 2, count: 3).subscribe(
            onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [125, 126, 127])
        XCTAssertTrue(completed)
    }

    func testANegativeOrOverflowingCountFailsBeforeAnyElement() {
        for (start, count) in [(0, -1), (Int.max, 2), (Int.min, Int.min)] {
            let scheduler = TestScheduler(initialClock: 0)
            let result = scheduler.start {
                Observable.range(start: start, count: count, scheduler: scheduler)
            }
            XCTAssertEqual(
                result.events, [.error(200, RxError.argumentOutOfRange)], "\(start), \(count)")
        }
        let edge = int8RangeEndingAtItsMaximum()
        XCTAssertEqual(edge, [126, 127], "the last element Int8 holds is fine")
    }

    /// `range(start: 126, count: 2)` of `Int8`, synchronously.
    private func int8RangeEndingAtItsMaximum() -> [Int8] {
        var elements: [Int8] = []
        _ = Observable<Int8>.range(start: 126, count: 2).subscribe(onNext: { elements.append($0) })
        return elements
    }
}
