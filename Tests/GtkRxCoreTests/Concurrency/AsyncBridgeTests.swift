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

    func testValuesThrowsCancellationErrorWhenTheTaskIsCancelledWhileWaiting() async throws {
        let subject = PublishSubject<Int>()
        let task = Task { () -> Swift.Error? in
            do {
                for try await _ in subject.values {}
                return nil
            } catch {
                return error
            }
        }
        try await waitUntil("the loop to subscribe") { subject.hasObservers }
        task.cancel()
        let error = await task.value
        XCTAssertTrue(error is CancellationError, "threw \(String(describing: error))")
        try await waitUntil("the subscription to end") { !subject.hasObservers }
    }

    func testValuesThrowsCancellationErrorInATaskCancelledBeforeIterating() async {
        let task = Task { () -> Swift.Error? in
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                for try await _ in Observable<Int>.never().values {}
                return nil
            } catch {
                return error
            }
        }
        let error = await task.value
        XCTAssertTrue(error is CancellationError, "threw \(String(describing: error))")
    }

    func testValuesDeliversWhatWasBufferedBeforeTheCancellationError() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        subject.onNext(1)
        subject.onNext(2)
        let task = Task { () -> ([Int], Swift.Error?) in
            withUnsafeCurrentTask { $0?.cancel() }
            var received: [Int] = []
            do {
                for try await value in stream {
                    received.append(value)
                }
                return (received, nil)
            } catch {
                return (received, error)
            }
        }
        let (received, error) = await task.value
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(error is CancellationError, "threw \(String(describing: error))")
    }

    func testValuesOfACompletedSequenceIgnoreCancellation() async {
        let stream = Observable.of(1, 2).values
        let task = Task { () -> ([Int], Swift.Error?) in
            withUnsafeCurrentTask { $0?.cancel() }
            var received: [Int] = []
            do {
                for try await value in stream {
                    received.append(value)
                }
                return (received, nil)
            } catch {
                return (received, error)
            }
        }
        let (received, error) = await task.value
        XCTAssertEqual(received, [1, 2])
        XCTAssertNil(error, "the sequence completed before the task was cancelled")
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

    func testAnAsyncSequenceIsIteratedWithTheGivenPriority() async throws {
        for priority in [TaskPriority.low, .high] {
            var received: [TaskPriority] = []
            for try await observed in PriorityProbe().asObservable(priority: priority).values {
                received.append(observed)
            }
            XCTAssertEqual(received, [priority])
        }
    }

    func testAnAsyncSequenceFailsWithItsError() async {
        let failing = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError.boom)
        }
        var received: [Int] = []
        do {
            for try await value in failing.asObservable().values {
                received.append(value)
            }
            XCTFail("the loop should have thrown")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }
        XCTAssertEqual(received, [1])
    }

    func testNothingArrivesAfterDisposingTheObservableOfAnAsyncSequence() async throws {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let terminated = SharedFlag()
        continuation.onTermination = { _ in terminated.raise() }
        let recorder = Recorder<Int>()
        let subscription = stream.asObservable(priority: .medium).subscribe(recorder.observer)
        continuation.yield(1)
        try await waitUntil("the first element") { recorder.elements == [1] }
        subscription.dispose()
        try await waitUntil("the iteration to stop") { terminated.isRaised }
        continuation.yield(2)
        continuation.finish()
        XCTAssertEqual(recorder.elements, [1])
        XCTAssertFalse(recorder.snapshot.isStopped, "a disposed subscription receives no stop")
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

/// An async sequence of one element: the priority of the task that iterates it.
private struct PriorityProbe: AsyncSequence, Sendable {
    typealias Element = TaskPriority

    struct AsyncIterator: AsyncIteratorProtocol {
        var done = false

        mutating func next() async -> TaskPriority? {
            guard !done else { return nil }
            done = true
            return Task.currentPriority
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}
