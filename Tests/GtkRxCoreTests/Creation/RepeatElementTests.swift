import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class RepeatElementTests: XCTestCase {
    func testRepeatElementEmitsForeverUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 205) {
            Observable.repeatElement(7, scheduler: scheduler)
        }
        XCTAssertEqual(
            result.events, [.next(201, 7), .next(202, 7), .next(203, 7), .next(204, 7)])
    }

    func testOnTheCurrentThreadTakeEndsTheRepetition() {
        var received: [String] = []
        var completed = false
        _ = Observable.repeatElement("x").take(3).subscribe(
            onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, ["x", "x", "x"])
        XCTAssertTrue(completed)
    }
}
