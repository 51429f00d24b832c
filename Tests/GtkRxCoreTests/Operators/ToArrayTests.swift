import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class ToArrayTests: XCTestCase {
    func testTheElementsComeAsOneArrayAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let result = scheduler.start { xs.toArray() }
        XCTAssertEqual(result.events, [.next(300, [1, 2, 3]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAnEmptySourceGivesAnEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let result = scheduler.start { xs.toArray() }
        XCTAssertEqual(result.events, [.next(250, []), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAnErrorGivesNoArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
        let result = scheduler.start { xs.toArray() }
        XCTAssertEqual(result.events, [.error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingBeforeCompletionGivesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start(disposed: 250) { xs.toArray() }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTheArrayIsTheSuccessOfASingle() {
        let single: Single<[Int]> = Observable.of(1, 2, 3).toArray()
        var calls: [String] = []
        _ = single.subscribe(
            onSuccess: { calls.append("success(\($0))") },
            onFailure: { calls.append("failure(\($0))") })
        _ = Observable<Int>.error(TestError.boom).toArray().subscribe(
            onSuccess: { calls.append("success(\($0))") },
            onFailure: { calls.append("failure(\($0))") })
        XCTAssertEqual(calls, ["success([1, 2, 3])", "failure(boom)"])
    }

    func testTheArrayCanBeAwaited() async throws {
        let array = try await Observable.range(start: 1, count: 4).toArray().value
        XCTAssertEqual(array, [1, 2, 3, 4])
    }

    func testSubscriptionsAreReleased() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            _ = scheduler.start(disposed: 250) { xs.toArray() }
            _ = Observable.of(1, 2).toArray().subscribe { _ in }
        }
    }
}
