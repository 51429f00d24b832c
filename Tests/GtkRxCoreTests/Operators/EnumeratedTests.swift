import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

private struct Indexed: Equatable {
    let index: Int
    let element: String
}

final class EnumeratedTests: XCTestCase {
    func testEachElementIsPairedWithItsIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "early"), .next(210, "a"), .next(220, "b"), .next(230, "c"),
            .completed(300),
        ])
        let result = scheduler.start {
            xs.enumerated().map { Indexed(index: $0.index, element: $0.element) }
        }
        XCTAssertEqual(
            result.events,
            [
                .next(210, Indexed(index: 0, element: "a")),
                .next(220, Indexed(index: 1, element: "b")),
                .next(230, Indexed(index: 2, element: "c")), .completed(300),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testErrorsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError.boom)])
        let result = scheduler.start { xs.enumerated().map { $0.index } }
        XCTAssertEqual(result.events, [.next(210, 0), .error(220, TestError.boom)])
    }

    func testEachSubscriptionCountsFromZero() {
        let source = Observable.of("x", "y")
        var indices: [Int] = []
        _ = source.enumerated().subscribe(onNext: { indices.append($0.index) })
        _ = source.enumerated().subscribe(onNext: { indices.append($0.index) })
        XCTAssertEqual(indices, [0, 1, 0, 1])
    }

    func testDisposingStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
        let result = scheduler.start(disposed: 220) { xs.enumerated().map { $0.index } }
        XCTAssertEqual(result.events, [.next(210, 0)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            _ = Observable.of(1, 2).enumerated().subscribe { _ in }
        }
    }
}
