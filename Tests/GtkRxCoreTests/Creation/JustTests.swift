import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class JustTests: XCTestCase {
    func testJustEmitsTheElementAndCompletesOnSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.just(42) }
        XCTAssertEqual(result.events, [.next(200, 42), .completed(200)])
    }

    func testJustEmitsToEverySubscriberBeforeSubscribeReturns() {
        let just = Observable.just("a")
        var received: [String] = []
        var completions = 0
        for _ in 0..<2 {
            _ = just.subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
        }
        XCTAssertEqual(received, ["a", "a"])
        XCTAssertEqual(completions, 2)
    }

    func testJustOnASchedulerEmitsAndCompletesInTwoSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 42), .completed(202)])
    }

    func testDisposingBeforeTheScheduledElementCancelsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 201) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(result.events, [])
    }

    func testDisposingAfterTheElementCancelsTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 202) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 42)])
    }
}
