import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class OfTests: XCTestCase {
    func testOfEmitsOneElementPerStepAndThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(
            result.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testOfWithNoElementsOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.of(scheduler: scheduler) }
        XCTAssertEqual(result.events, [.completed(201)])
    }

    func testDisposingStopsTheRemainingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 203) { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .next(202, 2)])
    }

    func testOnTheCurrentThreadEverythingIsEmittedBeforeSubscribeReturns() {
        var log: [String] = []
        _ = Observable.of("a", "b", "c").subscribe(
            onNext: { log.append($0) }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["a", "b", "c", "completed", "disposed"])
    }

    func testNestedSequencesTakeTurnsOnTheTrampolineInsteadOfNesting() {
        var log: [String] = []
        var depth = 0
        var maximumDepth = 0
        _ = Observable.of(1, 2).subscribe(onNext: { outer in
            depth += 1
            maximumDepth = max(maximumDepth, depth)
            log.append("outer \(outer)")
            _ = Observable.of(10, 20).subscribe(onNext: { inner in
                depth += 1
                maximumDepth = max(maximumDepth, depth)
                log.append("inner \(outer)/\(inner)")
                depth -= 1
            })
            depth -= 1
        })
        // Every step, outer or inner, is queued on the current thread's trampoline in the order
        // it was scheduled, and runs only after the step that scheduled it has returned.
        XCTAssertEqual(
            log,
            ["outer 1", "inner 1/10", "outer 2", "inner 1/20", "inner 2/10", "inner 2/20"])
        XCTAssertEqual(maximumDepth, 1)
    }
}
