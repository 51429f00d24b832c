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

    func testAValueAwaitedInACancelledTaskThrowsWhenNothingEndsItWhileSubscribing() async throws {
        let (single, subscribed, disposed) = pendingSingle()
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
        // Subscribed, to give a sequence that ends at once its outcome (see below), and
        // disposed.
        XCTAssertTrue(subscribed.isRaised)
        XCTAssertTrue(disposed.isRaised)
    }

    // A sequence that has ended by the time the awaiting task's cancellation is acted on gives
    // its outcome, not `CancellationError` (RxSwift's contract). Each task cancels itself before
    // it awaits, so the cancellation always comes first.

    func testACompletableThatCompletesInACancelledTaskDoesNotThrow() async {
        let result = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await Completable.empty().value
        }.result
        XCTAssertNoThrow(try result.get())
    }

    func testAMaybeThatCompletesEmptyInACancelledTaskGivesNil() async throws {
        let result = await Task { () -> Int? in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Maybe<Int>.empty().value
        }.result
        XCTAssertNil(try result.get())
    }

    func testASingleOrMaybeThatSucceedsInACancelledTaskGivesItsElement() async throws {
        let single = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single.just(3).value
        }.result
        XCTAssertEqual(try single.get(), 3)
        let maybe = await Task { () -> Int? in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Maybe.just(4).value
        }.result
        XCTAssertEqual(try maybe.get(), 4)
    }

    func testACompletableThatFailsInACancelledTaskThrowsItsError() async {
        let result = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await Completable.error(TestError.boom).value
        }.result
        XCTAssertThrowsError(try result.get()) { XCTAssertEqual($0 as? TestError, .boom) }
    }

    func testACompletableThatNeverEndsInACancelledTaskThrowsCancellationError() async {
        let result = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await Completable.never().value
        }.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
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
