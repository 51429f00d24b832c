import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class NeverTests: XCTestCase {
    func testNeverEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.never() }
        XCTAssertEqual(result.events, [])
    }

    func testNeverEndsOnlyWhenDisposed() {
        var log: [String] = []
        let subscription = Observable<Int>.never().subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, [])
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }
}
