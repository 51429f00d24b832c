import GtkRxCore
import TestHelpers
import XCTest

/// `Single.create { try await … }`: a single from an async throwing closure.
final class SingleAsyncCreateTests: XCTestCase {
    func testSucceedsWithWhatTheWorkReturns() async throws {
        let value = try await Single.create { 5 }.value
        XCTAssertEqual(value, 5)
        let detached = try await Single.create(detached: true, priority: .low) { "d" }.value
        XCTAssertEqual(detached, "d")
    }

    func testFailsWithWhatTheWorkThrows() async {
        do {
            _ = try await Single<Int>.create { throw TestError.boom }.value
            XCTFail("the single should fail")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testEachSubscriptionRunsTheWork() async throws {
        let runs = Locked(0)
        let single = Single.create { runs.withLock { $0 += 1 } }
        _ = try await single.value
        _ = try await single.value
        XCTAssertEqual(runs.current, 2)
    }

    func testDisposingCancelsTheTaskAndNothingIsDelivered() async throws {
        let started = SharedFlag()
        let cancelled = SharedFlag()
        let single = Single<Int>.create {
            started.raise()
            // Work that never ends unless cancelled: a stream nothing feeds, whose iteration
            // ends when its task is cancelled.
            let (stream, feed) = AsyncStream<Never>.makeStream()
            for await _ in stream {}
            withExtendedLifetime(feed) {}
            if Task.isCancelled {
                cancelled.raise()
                throw CancellationError()
            }
            return 1
        }
        let recorder = Recorder<Int>()
        let subscription = single.asObservable().subscribe(recorder.observer)
        try await waitUntil("the work to start") { started.isRaised }
        subscription.dispose()
        try await waitUntil("the task to be cancelled") { cancelled.isRaised }
        let recording = recorder.snapshot
        XCTAssertEqual(recording.elements, [])
        XCTAssertFalse(recording.isStopped)
    }
}
