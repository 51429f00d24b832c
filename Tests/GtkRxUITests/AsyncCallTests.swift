import CGLib
import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// The three forms of a generated asynchronous GIO call (completion handler, `async`, `.rx`),
/// on a clipboard with nothing on it: GDK reads it asynchronously and answers with an error, on
/// the main thread, in the main loop the test pumps.
@MainActor
final class AsyncCallTests: GtkTestCase {
    private var clipboard: Clipboard { Label("clipboard owner").clipboard }

    func testTheCompletionHandlerGetsGIOsErrorOnTheMainThread() async throws {
        var outcome: Result<String?, GLibError>?
        var onMainThread = false
        clipboard.readText { result in
            onMainThread = MainThread.isCurrent
            outcome = result
        }
        try GtkTest.wait("the read to end") { outcome != nil }
        XCTAssertTrue(onMainThread)
        guard case .failure(let error)? = outcome else {
            return XCTFail("an empty clipboard was read as \(String(describing: outcome))")
        }
        XCTAssertFalse(error.message.isEmpty)
    }

    func testTextRoundTripsThroughTheClipboardInEachForm() async throws {
        let clipboard = clipboard
        clipboard.setText("鸡蛋 and milk")
        var completion: Result<String?, GLibError>?
        clipboard.readText { completion = $0 }
        try GtkTest.wait("the clipboard to be read") { completion != nil }
        XCTAssertEqual(try completion?.get(), "鸡蛋 and milk")

        let recorder = Recorder<String>()
        let subscription = clipboard.rx.readText().asObservable().subscribe(recorder.observer)
        defer { subscription.dispose() }
        try GtkTest.wait("the .rx read") { recorder.snapshot.isStopped }
        XCTAssertEqual(recorder.snapshot.elements, ["鸡蛋 and milk"])

        clipboard.setText("second")
        let outcome = Locked<String?>(nil)
        let task = Task { @MainActor in
            let text = try? await clipboard.readText()
            outcome.withLock { $0 = text ?? "failed" }
        }
        try await pumpWhileSuspended("the async read") { outcome.current != nil }
        _ = await task.result
        XCTAssertEqual(outcome.current, "second")
        // Clear it again: the other tests read an empty clipboard.
        _ = clipboard.setContent(provider: nil)
    }

    func testADisposedCallDeliversNothing() async throws {
        var delivered = false
        let call = clipboard.readText { _ in delivered = true }
        call.dispose()
        XCTAssertTrue(call.isDisposed)
        try GtkTest.wait("GIO to call back") { call.hasEnded }
        XCTAssertFalse(delivered)
    }

    func testTheAsyncFormThrowsGIOsError() async throws {
        let clipboard = clipboard
        let outcome = Locked<Result<String?, any Error>?>(nil)
        let task = Task { @MainActor in
            do {
                let text = try await clipboard.readText()
                outcome.withLock { $0 = .success(text) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
        }
        try await pumpWhileSuspended("the read to end") { outcome.current != nil }
        _ = await task.result
        guard case .failure(let error)? = outcome.current else {
            return XCTFail("an empty clipboard was read as \(String(describing: outcome.current))")
        }
        XCTAssertTrue(error is GLibError, "\(error)")
    }

    func testCancellingTheTaskThrowsCancellationError() async throws {
        let clipboard = clipboard
        let outcome = Locked<(any Error)?>(nil)
        let task = Task { @MainActor in
            do {
                _ = try await clipboard.readText()
            } catch {
                outcome.withLock { $0 = error }
            }
        }
        task.cancel()
        try await pumpWhileSuspended("the read to end") { outcome.current != nil }
        XCTAssertTrue(
            outcome.current is CancellationError, "\(String(describing: outcome.current))")
    }

    /// The `async` form's task goes on inside GIO's callback, in the same turn of the loop: not
    /// on a worker thread, and not from the main queue's source in a later turn. Here the loop
    /// runs outside any task, as an application's does (from Foundation's run loop, which
    /// XCTest runs); inside a task, as in the other tests, the task would wait for that one to
    /// yield.
    func testTheAsyncFormGoesOnInsideGIOsCallback() async throws {
        let file = try File(path: NSTemporaryDirectory())
        let started = Locked(false)
        /// Where the task went on after the call: the GLib source being dispatched then, and
        /// whether it was on the main thread.
        let wentOn = Locked<(source: String?, onMainThread: Bool)?>(nil)
        let task = Task { @MainActor in
            started.withLock { $0 = true }
            _ = try await file.queryInfo(attributes: "standard::type", flags: [])
            let source = g_main_current_source().flatMap { g_source_get_name($0) }
            wentOn.withLock { $0 = (source.map { String(cString: $0) }, MainThread.isCurrent) }
        }
        // The task starts the call and waits (in one job of the main queue).
        while !started.current { await Task.yield() }
        let failure = Locked<String?>(nil)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            RunLoop.main.perform {
                MainActor.assumeIsolated {
                    do {
                        try GtkTest.wait("the task to go on") { wentOn.current != nil }
                    } catch {
                        failure.withLock { $0 = "\(error)" }
                    }
                }
                done.resume()
            }
        }
        XCTAssertNil(failure.current)
        _ = try await task.value
        let outcome = try XCTUnwrap(wentOn.current)
        XCTAssertTrue(outcome.onMainThread)
        XCTAssertNotNil(outcome.source, "the task went on outside the loop's dispatch")
        XCTAssertNotEqual(
            outcome.source, DispatchMainQueueSource.sourceName,
            "the task waited for another turn of the loop")
    }

    /// The main queue is drained at once only outside any drain of it: not inside a task (run
    /// by a drain), not inside the main queue's source; from a callback of a loop run outside
    /// both, it is.
    func testTheMainQueueIsDrainedAtOnceOnlyOutsideAnyDrain() async throws {
        XCTAssertFalse(DispatchMainQueueSource.drainNow(), "inside a task")
        let outcomes = Locked<(outside: Bool, insideTheSource: Bool?)?>(nil)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            RunLoop.main.perform {
                MainActor.assumeIsolated {
                    let inside = Locked<Bool?>(nil)
                    DispatchQueue.main.async {
                        inside.withLock { $0 = DispatchMainQueueSource.drainNow() }
                    }
                    try? GtkTest.wait("the main queue's source") { inside.current != nil }
                    outcomes.withLock { $0 = (DispatchMainQueueSource.drainNow(), inside.current) }
                }
                done.resume()
            }
        }
        XCTAssertEqual(outcomes.current?.outside, true)
        XCTAssertEqual(outcomes.current?.insideTheSource, false)
    }

    /// A call refused before C saw an argument has its outcome at once: the `async` form
    /// throws it without waiting for a callback that never comes.
    func testACallRefusedAtOnceThrowsInTheAsyncForm() async throws {
        let refusal = GLibError.refusedArgument("AsyncCallTests")
        do {
            let value: Int = try await awaitAsyncCall { completion in
                AsyncCall(refused: refusal, completion)
            }
            XCTFail("a refused call gave \(value)")
        } catch let error as GLibError {
            XCTAssertEqual(error.domain, refusal.domain)
            XCTAssertEqual(error.message, refusal.message)
        }
    }

    func testTheRxFormFailsWithGIOsErrorAndItsDisposalCancels() async throws {
        let clipboard = clipboard
        let baseline = Resources.total
        do {
            let recorder = Recorder<String>()
            let subscription = clipboard.rx.readText().asObservable().subscribe(recorder.observer)
            try GtkTest.wait("the read to end") { recorder.snapshot.isStopped }
            XCTAssertNotNil(recorder.snapshot.error as? GLibError)
            subscription.dispose()

            let cancelled = Recorder<String>()
            let disposed = clipboard.rx.readText().asObservable().subscribe(cancelled.observer)
            disposed.dispose()
            // GDK answers reads in the order they were made (each from an idle callback of the
            // main context): once a later read has its answer, the disposed one has had its own.
            var later: Result<String?, GLibError>?
            clipboard.readText { later = $0 }
            try GtkTest.wait("a later read to end") { later != nil }
            XCTAssertFalse(cancelled.snapshot.isStopped)
            XCTAssertEqual(cancelled.snapshot.elements, [])
        }
        // Nothing of either subscription is left once GIO has called back.
        try GtkTest.wait("the subscriptions to go") { Resources.total == baseline }
    }
}

/// Iterates the GLib loop until `condition` holds, yielding the main actor between iterations
/// so that main-actor tasks (the `async` forms awaiting GIO) run too: `GtkTest.wait` holds the
/// main actor while it pumps.
@MainActor
func pumpWhileSuspended(
    _ description: String, timeout: Duration = .seconds(10), until condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !condition() {
        guard ContinuousClock.now < deadline else {
            throw GtkTestError.timedOut(description, after: timeout)
        }
        _ = GtkTest.pumpUntilIdle()
        await Task.yield()
    }
}
