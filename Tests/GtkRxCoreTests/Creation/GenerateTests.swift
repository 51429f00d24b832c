import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class GenerateTests: XCTestCase {
    func testEachStateIsASeparateStepUntilTheConditionFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable.generate(initialState: 1, condition: { $0 < 20 }, scheduler: scheduler) {
                $0 * 3
            }
        }
        XCTAssertEqual(
            result.events, [.next(201, 1), .next(202, 3), .next(203, 9), .completed(204)])
    }

    func testAConditionFailingAtOnceOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable.generate(initialState: 5, condition: { $0 < 0 }, scheduler: scheduler) {
                $0 + 1
            }
        }
        XCTAssertEqual(result.events, [.completed(201)])
    }

    func testAThrowingConditionEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable.generate(
                initialState: 0,
                condition: { state in
                    if state == 2 { throw TestError.boom }
                    return true
                }, scheduler: scheduler
            ) { $0 + 1 }
        }
        XCTAssertEqual(result.events, [.next(201, 0), .next(202, 1), .error(203, TestError.boom)])
    }

    func testAThrowingIterateEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) {
                (_: Int) -> Int in throw TestError.other
            }
        }
        XCTAssertEqual(result.events, [.next(201, 0), .error(202, TestError.other)])
    }

    func testDisposingStopsTheSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        var iterations = 0
        let result = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) {
                iterations += 1
                return $0 + 1
            }
        }
        XCTAssertEqual(result.events, [.next(201, 0), .next(202, 1)])
        XCTAssertEqual(iterations, 1)
    }

    func testIterateRunsOnlyWhenTheNextStateIsNeeded() {
        var iterations = 0
        var received: [Int] = []
        _ = Observable.generate(initialState: 0, condition: { _ in true }) { state -> Int in
            iterations += 1
            return state + 1
        }
        .take(3)
        .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 2])
        XCTAssertEqual(iterations, 2, "no state is made after the last one taken")
    }

    func testOnTheCurrentThreadManyStepsDoNotDeepenTheStack() {
        var count = 0
        _ = Observable.generate(initialState: 0, condition: { $0 < 100_000 }) { $0 + 1 }
            .subscribe(onNext: { _ in count += 1 })
        XCTAssertEqual(count, 100_000)
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            _ = Observable.generate(initialState: 0, condition: { $0 < 3 }) { $0 + 1 }
                .subscribe { _ in }
        }
        assertSubscriptionsReleased {
            _ = Observable.generate(initialState: 0, condition: { _ in true }) {
                (_: Int) -> Int in throw TestError.boom
            }
            .subscribe { _ in }
        }
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let subscription = Observable.generate(
                initialState: 0, condition: { _ in true }, scheduler: scheduler
            ) { $0 + 1 }
            .subscribe { _ in }
            scheduler.advanceTo(10)
            subscription.dispose()
        }
    }
}
