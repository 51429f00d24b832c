import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class EmptyTests: XCTestCase {
    func testEmptyCompletesOnSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.empty() }
        XCTAssertEqual(result.events, [.completed(200)])
    }

    func testEmptyCompletesBeforeSubscribeReturnsAndRunsOnDisposed() {
        var log: [String] = []
        _ = Observable<Int>.empty().subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["completed", "disposed"])
    }
}
