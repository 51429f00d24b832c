import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class FromTests: XCTestCase {
    func testFromArrayEmitsTheElementsInOrderThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.from(["x", "y"], scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, "x"), .next(202, "y"), .completed(203)])
    }

    func testFromAnEmptyArrayOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.from([], scheduler: scheduler) }
        XCTAssertEqual(result.events, [.completed(201)])
    }

    func testFromAnySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable.from(stride(from: 0, to: 6, by: 2), scheduler: scheduler)
        }
        XCTAssertEqual(
            result.events, [.next(201, 0), .next(202, 2), .next(203, 4), .completed(204)])
    }

    func testDisposingStopsTheIteration() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 202) {
            Observable.from([1, 2, 3], scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(201, 1)])
    }

    func testAnInfiniteSequenceStopsWhenDownstreamEndsTheSubscription() {
        var pulled = 0
        let naturals = sequence(first: 1) { value in
            pulled += 1
            return value + 1
        }
        var received: [Int] = []
        var completed = false
        _ = Observable.from(naturals).take(3).subscribe(
            onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(completed)
        XCTAssertEqual(pulled, 2, "the sequence is not iterated past the last element taken")
    }

    func testTheSequenceIsIteratedAnewForEachSubscription() {
        let from = Observable.from([1, 2])
        var received: [Int] = []
        _ = from.subscribe(onNext: { received.append($0) })
        _ = from.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 1, 2])
    }

    func testFromAnOptionalWithAValueSendsItAndCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.from(optional: Int?.some(3)) }
        XCTAssertEqual(result.events, [.next(200, 3), .completed(200)])
    }

    func testFromAnEmptyOptionalOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.from(optional: Int?.none) }
        XCTAssertEqual(result.events, [.completed(200)])
    }

    func testFromAnOptionalOnASchedulerTakesAStepForTheValueAndOneForTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let some = scheduler.start { Observable.from(optional: Int?.some(3), scheduler: scheduler) }
        XCTAssertEqual(some.events, [.next(201, 3), .completed(202)])

        let other = TestScheduler(initialClock: 0)
        let none = other.start { Observable.from(optional: Int?.none, scheduler: other) }
        XCTAssertEqual(none.events, [.completed(201)])
    }

    func testDisposingAnOptionalOnASchedulerBeforeItsValueSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 201) {
            Observable.from(optional: Int?.some(3), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [])
    }

    func testFromAnOptionalLeavesNothingAlive() {
        assertSubscriptionsReleased {
            var received: [Int] = []
            _ = Observable.from(optional: Int?.some(1)).subscribe(onNext: { received.append($0) })
            _ = Observable.from(optional: Int?.none).subscribe(onNext: { received.append($0) })
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.from(optional: Int?.some(2), scheduler: scheduler)
                .subscribe(onNext: { received.append($0) })
            scheduler.start()
            XCTAssertEqual(received, [1, 2])
        }
    }
}
