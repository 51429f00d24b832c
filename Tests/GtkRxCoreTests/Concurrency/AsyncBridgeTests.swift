import GtkRxCore
import TestHelpers
import XCTest

final class AsyncBridgeTests: XCTestCase {
    func testValuesYieldsEachElementThenFinishes() async throws {
        var received: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testValuesThrowsTheSequencesError() async {
        var received: [Int] = []
        do {
            for try await value in Observable.of(1).concat(Observable.error(TestError.boom)).values
            {
                received.append(value)
            }
            XCTFail("the loop should have thrown")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
        XCTAssertEqual(received, [1])
    }

    func testCancellingTheIteratingTaskDisposesTheSubscription() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        XCTAssertTrue(subject.hasObservers)
        let task = Task {
            for try await _ in stream {}
        }
        task.cancel()
        try await waitUntil("the subscription to end") { !subject.hasObservers }
    }

    func testLeavingTheLoopEarlyDisposesTheSubscription() async throws {
        let subject = BehaviorSubject(value: 1)
        for try await value in subject.values {
            XCTAssertEqual(value, 1)
            break
        }
        try await waitUntil("the subscription to end") { !subject.hasObservers }
    }

    func testFromAsyncEmitsTheResultAndCompletes() async throws {
        let observable = Observable<Int>.fromAsync {
            await Task.yield()
            return 42
        }
        var received: [Int] = []
        for try await value in observable.values {
            received.append(value)
        }
        XCTAssertEqual(received, [42])
    }

    func testFromAsyncFailsWithTheThrownError() async {
        let observable = Observable<Int>.fromAsync { throw TestError.other }
        do {
            for try await _ in observable.values {}
            XCTFail("the loop should have thrown")
        } catch {
            XCTAssertEqual(error as? TestError, .other)
        }
    }

    func testDisposingCancelsTheTask() async throws {
        let cancelled = SharedFlag()
        let started = SharedFlag()
        let observable = Observable<Int>.fromAsync {
            try await withTaskCancellationHandler {
                started.raise()
                try await Task.suspendUntilCancelled()
                return 0
            } onCancel: {
                cancelled.raise()
            }
        }
        var events: [Event<Int>] = []
        let subscription = observable.subscribe { events.append($0) }
        try await waitUntil("the operation to start") { started.isRaised }
        subscription.dispose()
        try await waitUntil("the task to be cancelled") { cancelled.isRaised }
        XCTAssertEqual(events, [], "a cancelled operation's outcome is ignored")
    }

    func testAnAsyncSequenceAsAnObservable() async throws {
        let numbers = AsyncStream<Int> { continuation in
            for number in 1...3 { continuation.yield(number) }
            continuation.finish()
        }
        var received: [[Int]] = []
        for try await array in numbers.asObservable().toArray().values {
            received.append(array)
        }
        XCTAssertEqual(received, [[1, 2, 3]])
    }

    func testDisposingStopsIteratingTheAsyncSequence() async throws {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let terminated = SharedFlag()
        continuation.onTermination = { _ in terminated.raise() }
        let subscription = stream.asObservable().subscribe()
        subscription.dispose()
        try await waitUntil("the iteration to stop") { terminated.isRaised }
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends until the current task is cancelled, then throws `CancellationError`.
    static func suspendUntilCancelled() async throws {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        try await withTaskCancellationHandler {
            for await _ in stream {}
            throw Swift.CancellationError()
        } onCancel: {
            continuation.finish()
        }
    }
}

/// Waits, yielding to other tasks, until `condition` holds; fails after `timeout`.
func waitUntil(
    _ description: String, timeout: Duration = .seconds(10), _ condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else {
            throw WaitTimeout(description: description)
        }
        await Task.yield()
    }
}

struct WaitTimeout: Error, CustomStringConvertible {
    let description: String
}
