import GtkRxCore
import TestHelpers
import XCTest

/// `value`, the traits' bridge to Swift concurrency, and `values`, which they share with every
/// observable.
final class PrimitiveSequenceConcurrencyTests: XCTestCase {
    /// A single that never ends, and whether its subscription was disposed.
    private func pendingSingle() -> (Single<Int>, SharedFlag, SharedFlag) {
        let subscribed = SharedFlag()
        let disposed = SharedFlag()
        let single = Single<Int>.create { _ in
            subscribed.raise()
            return Disposables.create { disposed.raise() }
        }
        return (single, subscribed, disposed)
    }

    func testCancellingTheAwaitingTaskDisposesAndThrowsCancellationError() async throws {
        let (single, subscribed, disposed) = pendingSingle()
        let box = SendableSingle(single: single)
        let task = Task { try await box.single.value }
        try await waitUntil("the subscription") { subscribed.isRaised }
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("a cancelled value should throw")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertTrue(disposed.isRaised)
    }

    func testAValueAwaitedInACancelledTaskNeverSubscribes() async throws {
        let (single, subscribed, _) = pendingSingle()
        let box = SendableSingle(single: single)
        let started = SharedFlag()
        let release = SharedFlag()
        let task = Task {
            started.raise()
            while !release.isRaised { await Task.yield() }
            return try await box.single.value
        }
        try await waitUntil("the task to start") { started.isRaised }
        task.cancel()
        release.raise()
        do {
            _ = try await task.value
            XCTFail("a cancelled value should throw")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertFalse(subscribed.isRaised)
    }

    func testValueWaitsForAnElementFromAnotherThread() async throws {
        let subject = PublishSubject<Int>()
        let single = SendableSingle(single: subject.take(1).asSingle())
        let task = Task { try await single.single.value }
        try await waitUntil("the subscription") { subject.hasObservers }
        subject.onNext(7)
        let value = try await task.value
        XCTAssertEqual(value, 7)
        XCTAssertFalse(subject.hasObservers)
    }

    func testValuesOfASingleYieldsItsElement() async throws {
        var received: [Int] = []
        for try await element in Single.just(3).values {
            received.append(element)
        }
        XCTAssertEqual(received, [3])
    }
}

/// A single handed to a task. Sound because the task is the only one to subscribe to it, and
/// subscribing to a sequence may happen on any thread.
private struct SendableSingle: @unchecked Sendable {
    let single: Single<Int>
}
