import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class ErrorTests: XCTestCase {
    func testErrorFailsOnSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.error(TestError.boom) }
        XCTAssertEqual(result.events, [.error(200, TestError.boom)])
    }

    func testErrorReachesTheErrorHandlerBeforeSubscribeReturns() {
        var received: [Error] = []
        var disposed = false
        _ = Observable<Int>.error(TestError.other).subscribe(
            onError: { received.append($0) }, onDisposed: { disposed = true })
        XCTAssertEqual(received.count, 1)
        XCTAssertEqual(received.first as? TestError, .other)
        XCTAssertTrue(disposed)
    }
}
