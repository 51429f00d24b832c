import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class DefaultIfEmptyTests: XCTestCase {
    func testAnEmptySourceGetsTheDefaultBeforeItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        let result = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(result.events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testASourceWithElementsPassesThroughUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let result = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(250)])
    }

    func testAnErrorPassesThroughWithoutTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError.boom, Int.self)])
        let result = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(result.events, [.error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNothingIsSentBeforeTheSourceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(500, Int.self)])
        let result = scheduler.start(disposed: 300) { xs.ifEmpty(default: 42) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            var received: [Int] = []
            _ = Observable<Int>.empty().ifEmpty(default: 7)
                .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [7])
        }
    }
}
