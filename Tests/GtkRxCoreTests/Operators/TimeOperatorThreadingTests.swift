import GtkRxCore
import TestHelpers
import XCTest

/// The time operators with a source on one thread and timers firing on others: whatever the
/// interleaving, the observer receives one event at a time, in order, and nothing after a stop.
final class TimeOperatorThreadingTests: XCTestCase {
    private let count = 20_000

    func testDebounce() {
        let (log, subscription) = run {
            elementsOnAnotherThread(count)
                .debounce(.microseconds(20), scheduler: ConcurrentTimerScheduler())
        }
        XCTAssertEqual(log.violations, [])
        XCTAssertEqual(log.stops, [.completed])
        XCTAssertTrue(isStrictlyIncreasing(log.elements))
        // The last element is emitted after a quiet period or flushed by the completion.
        XCTAssertEqual(log.elements.last, count - 1)
        subscription.dispose()
    }

    func testThrottle() {
        let (log, subscription) = run {
            elementsOnAnotherThread(count)
                .throttle(.microseconds(50), scheduler: ConcurrentTimerScheduler())
        }
        XCTAssertEqual(log.violations, [])
        XCTAssertEqual(log.stops, [.completed])
        XCTAssertTrue(isStrictlyIncreasing(log.elements))
        XCTAssertEqual(log.elements.first, 0)
        // The last element is emitted at once or as the latest of its window.
        XCTAssertEqual(log.elements.last, count - 1)
        subscription.dispose()
    }

    func testDelay() {
        let (log, subscription) = run {
            elementsOnAnotherThread(count)
                .delay(.microseconds(100), scheduler: ConcurrentTimerScheduler())
        }
        XCTAssertEqual(log.violations, [])
        XCTAssertEqual(log.stops, [.completed])
        XCTAssertEqual(log.elements, Array(0..<count))
        subscription.dispose()
    }

    func testTimeout() {
        let (log, subscription) = run {
            elementsOnAnotherThread(count)
                .timeout(.microseconds(200), scheduler: ConcurrentTimerScheduler())
        }
        XCTAssertEqual(log.violations, [])
        // Either the source kept to time to the end, or it timed out after some prefix.
        XCTAssertEqual(log.elements, Array(0..<log.elements.count))
        if log.elements.count == count {
            XCTAssertEqual(log.stops.count, 1)
        } else {
            XCTAssertEqual(log.stops, [.error(RxError.timeout)])
        }
        subscription.dispose()
    }

    func testObserveOn() {
        let scheduler = SerialQueueScheduler()
        let (log, subscription) = run {
            elementsOnAnotherThread(count).observe(on: scheduler)
        }
        XCTAssertEqual(log.violations, [])
        XCTAssertEqual(log.stops, [.completed])
        XCTAssertEqual(log.elements, Array(0..<count))
        subscription.dispose()
    }

    private func run(_ create: () -> Observable<Int>) -> (ConcurrentEventLog, Disposable) {
        let stopped = expectation(description: "stopped")
        let log = ConcurrentEventLog(stopped: stopped)
        let subscription = create().subscribe(log)
        wait(for: [stopped], timeout: 60)
        return (log, subscription)
    }

    private func isStrictlyIncreasing(_ elements: [Int]) -> Bool {
        zip(elements, elements.dropFirst()).allSatisfy { $0 < $1 }
    }
}
