import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class MainThreadTests: GtkTestCase {
    func testPerformOnTheMainThreadRunsAtOnce() async {
        var ran = false
        MainThread.perform { ran = true }
        XCTAssertTrue(ran)
        XCTAssertTrue(MainThread.isCurrent)
    }

    func testWorkFromOtherThreadsRunsOnTheMainThreadInOrder() async throws {
        let order = Recorder<Int>()
        let threadChecks = Recorder<Bool>()
        await Task.detached {
            XCTAssertFalse(MainThread.isCurrent)
            for index in 1...100 {
                MainThread.perform {
                    order.append(index)
                    threadChecks.append(MainThread.isCurrent)
                }
            }
        }.value
        XCTAssertEqual(order.elements, [], "nothing runs before the loop iterates")
        try GtkTest.wait("the queued work") { order.elements.count == 100 }
        XCTAssertEqual(order.elements, Array(1...100))
        XCTAssertEqual(threadChecks.elements, Array(repeating: true, count: 100))
    }
}
