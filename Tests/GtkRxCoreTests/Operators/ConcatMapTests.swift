import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class ConcatMapTests: XCTestCase {
    func testRunsTheSequencesOneAfterAnotherInTheOrderOfTheElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = [
            1: scheduler.createColdObservable([.next(10, 10), .next(50, 11), .completed(60)]),
            2: scheduler.createColdObservable([.next(10, 20), .completed(20)]),
        ]
        var selectorTimes: [TestTime] = []
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                selectorTimes.append(scheduler.clock)
                return inners[value]!
            }
        }
        XCTAssertEqual(
            result.events, [.next(220, 10), .next(260, 11), .next(280, 20), .completed(290)])
        XCTAssertEqual(selectorTimes, [210, 220])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inners[1]!.subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(inners[2]!.subscriptions, [Subscription(270, 290)])
    }

    func testAnInnerErrorEndsItAndTheWaitingSequencesNeverStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = [
            1: scheduler.createColdObservable([.next(10, 10), .error(20, TestError.boom)]),
            2: scheduler.createColdObservable([.next(10, 20), .completed(20)]),
        ]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(400)])
        let result = scheduler.start { xs.concatMap { inners[$0]! } }
        XCTAssertEqual(result.events, [.next(220, 10), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inners[1]!.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(inners[2]!.subscriptions, [])
    }

    func testAnErrorOfTheSelectorEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let result = scheduler.start {
            xs.concatMap { _ -> TestableObservable<Int> in throw TestError.boom }
        }
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }
}
