import Dispatch
import Foundation
import GtkRxCore
import TestHelpers
import XCTest

/// Threads subscribing to and disposing of one shared sequence while its source emits from
/// yet another thread.
final class ConcurrentSubscriptionTests: XCTestCase {
    func testShare() throws {
        try churn { $0.share() }
    }

    func testShareReplayOne() throws {
        try churn { $0.share(replay: 1) }
    }

    func testPublishRefCount() throws {
        // As in RxSwift 6, each connection has a subject of its own.
        try churn { $0.publish().refCount() }
    }

    // In the next one, one subject outlives its connections. A subscriber who connects it
    // again may first receive what an earlier connection left: the value it buffered, or one
    // still on its way through it. What the source sent while nothing was connected is lost,
    // so a gap may follow those.

    func testShareReplayOneForever() throws {
        try churn(connectionsShareOneSubject: true) { $0.share(replay: 1, scope: .forever) }
    }

    func testSubscribersRacingTheSourcesCompletion() throws {
        try raceCompletion { $0.share() }
        try raceCompletion { $0.share(replay: 1) }
        try raceCompletion { $0.publish().refCount() }
        try raceCompletion { $0.replay(2).refCount() }
    }

    /// Each connection's source sends 0 to 19 and completes on a thread of its own, while four
    /// threads each subscribe 200 times, waiting for each subscription to complete. Every
    /// subscription completes (joining a connection about to end or starting the next, never
    /// stranded on a subject that nothing connects), sees consecutive values, and is released.
    private func raceCompletion(
        _ makeShared: (Observable<Int>) -> Observable<Int>,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let baseline = Resources.total
        let shared = SharedObservable(makeShared(elementsOnAnotherThread(20)))
        let report = Locked<(completed: Int, inconsistent: [[Int]])>((0, []))
        let done = DispatchGroup()
        for _ in 0..<4 {
            done.enter()
            Thread.detachNewThread {
                for _ in 0..<200 {
                    let seen = Locked<[Int]>([])
                    let completed = DispatchSemaphore(value: 0)
                    let subscription = shared.observable.subscribe(
                        onNext: { value in seen.withLock { $0.append(value) } },
                        onCompleted: { completed.signal() })
                    guard completed.wait(timeout: .now() + 5) == .success else { break }
                    subscription.dispose()
                    let values = seen.current
                    let consecutive = zip(values, values.dropFirst()).allSatisfy { $1 == $0 + 1 }
                    report.withLock { report in
                        report.completed += 1
                        if !consecutive && report.inconsistent.count < 3 {
                            report.inconsistent.append(values)
                        }
                    }
                }
                done.leave()
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 120), .success, file: file, line: line)
        XCTAssertEqual(
            report.current.completed, 4 * 200, "every subscription completed", file: file,
            line: line)
        XCTAssertEqual(report.current.inconsistent, [], file: file, line: line)
        // The last source threads may still be returning, holding their observers.
        let deadline = ContinuousClock.now + .seconds(10)
        while Resources.total > baseline && ContinuousClock.now < deadline {
            sched_yield()
        }
        // At most the baseline: resources an earlier test left on their way out (a timed-out
        // request, say) may be released meanwhile; a subscription left behind still fails it.
        XCTAssertLessThanOrEqual(
            Resources.total, baseline, "every subscription is gone", file: file, line: line)
    }

    /// A thread sends 0, 1, 2, … into a subject; four threads each subscribe to the shared
    /// sequence 1,000 times, and dispose of each subscription at once, or after the source has
    /// sent three more values. Nothing crashes, and each subscription sees a consistent
    /// subsequence of the source:
    /// - increasing values (none repeated or reordered), consecutive (none missing, a replayed
    ///   one included) unless `connectionsShareOneSubject`;
    /// - every value the source began sending after `subscribe` returned (or, for a subscriber
    ///   that joined a connection another thread was still making, after the first value it
    ///   saw: `subscribe` does not wait for another thread's connection) and finished sending
    ///   before `dispose()` was called;
    /// - at most one value (already on its way) after `dispose()` returned.
    /// Once all are disposed every subscription is gone (`Resources.total` is back where it
    /// was).
    private func churn(
        connectionsShareOneSubject: Bool = false,
        _ makeShared: (Observable<Int>) -> Observable<Int>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let subscriberCount = 4
        let rounds = 1_000
        let baseline = Resources.total
        let source = PublishSubject<Int>()
        let shared = SharedObservable(makeShared(source.asObservable()))
        let stop = SharedFlag()
        // How many values the source has finished sending: value `n` is sent once it is `n`.
        let sent = SharedCounter()
        let producerDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var value = 0
            while !stop.isRaised {
                source.onNext(value)
                sent.increment()
                value += 1
            }
            producerDone.signal()
        }

        let report = ChurnReport()
        let subscribersDone = DispatchGroup()
        for _ in 0..<subscriberCount {
            subscribersDone.enter()
            Thread.detachNewThread {
                for round in 0..<rounds {
                    let seen = SeenValues()
                    let subscription = shared.observable.subscribe(onNext: { seen.append($0) })
                    // Values from `first` on began after `subscribe` returned.
                    let first = sent.value + 1
                    var last = first - 1
                    if round.isMultiple(of: 2) {
                        while sent.value < first + 3 {
                            sched_yield()
                        }
                        // Values before `last` were sent before `dispose()` is called.
                        last = sent.value - 1
                    }
                    subscription.dispose()
                    seen.close()
                    report.add(
                        seen.result, mustInclude: first..<max(first, last),
                        mustBeConsecutive: !connectionsShareOneSubject)
                }
                subscribersDone.leave()
            }
        }
        subscribersDone.wait()
        stop.raise()
        producerDone.wait()

        let result = report.snapshot
        XCTAssertEqual(result.subscriptions, subscriberCount * rounds, file: file, line: line)
        XCTAssertEqual(
            result.inconsistent, [],
            "values repeated, reordered or (where they must not be) missing", file: file, line: line
        )
        XCTAssertEqual(result.incomplete, [], "values missed", file: file, line: line)
        XCTAssertLessThanOrEqual(result.mostAfterDispose, 1, file: file, line: line)
        XCTAssertGreaterThan(
            result.withTwoOrMore, rounds / 2, "subscriptions saw elements", file: file, line: line)
        // At most the baseline, as in `raceCompletion`.
        XCTAssertLessThanOrEqual(
            Resources.total, baseline, "every subscription is gone", file: file, line: line)
    }
}

/// The shared sequence, handed to the subscribing threads. `Observable` is a class whose
/// subscribing is thread-safe by contract, which is what the test exercises.
private final class SharedObservable: @unchecked Sendable {
    // Sendable: `observable` never changes; subscribing from any thread is Rx's contract.
    let observable: Observable<Int>

    init(_ observable: Observable<Int>) { self.observable = observable }
}

/// The values one subscription saw, and how many arrived after it was disposed.
private final class SeenValues: Sendable {
    struct Result {
        var values: [Int] = []
        var afterDispose = 0
        var isClosed = false
    }

    private let state = Locked(Result())

    func append(_ value: Int) {
        state.withLock { state in
            state.values.append(value)
            if state.isClosed { state.afterDispose += 1 }
        }
    }

    func close() { state.withLock { $0.isClosed = true } }

    var count: Int { state.withLock { $0.values.count } }

    var result: Result { state.withLock { $0 } }
}

/// What all subscriptions saw.
private final class ChurnReport: Sendable {
    struct Snapshot {
        var subscriptions = 0
        var withTwoOrMore = 0
        var mostAfterDispose = 0
        /// The first few value lists that were not increasing, or not consecutive.
        var inconsistent: [[Int]] = []
        /// The first few that missed values they had to see: what they had to see, first
        /// and last, and what they saw, first and last.
        var incomplete: [String] = []
    }

    private let state = Locked(Snapshot())

    func add(_ seen: SeenValues.Result, mustInclude required: Range<Int>, mustBeConsecutive: Bool) {
        let pairs = zip(seen.values, seen.values.dropFirst())
        let consistent =
            mustBeConsecutive ? pairs.allSatisfy { $1 == $0 + 1 } : pairs.allSatisfy { $1 > $0 }
        // From the first value seen of those `required` covers: the subscription may have
        // joined a connection that was not subscribed to the source yet. (Earlier values seen
        // are ones a shared subject replayed.)
        let start = seen.values.first { $0 >= required.lowerBound } ?? required.upperBound
        let complete = Set(min(start, required.upperBound)..<required.upperBound).isSubset(
            of: seen.values)
        state.withLock { state in
            state.subscriptions += 1
            if seen.values.count >= 2 { state.withTwoOrMore += 1 }
            state.mostAfterDispose = max(state.mostAfterDispose, seen.afterDispose)
            if !consistent && state.inconsistent.count < 3 {
                state.inconsistent.append(Array(seen.values.prefix(20)))
            }
            if !complete && state.incomplete.count < 3 {
                state.incomplete.append(
                    "needed \(required), saw \(seen.values.first.map(String.init) ?? "nothing")"
                        + "...\(seen.values.last.map(String.init) ?? "") (\(seen.values.count))")
            }
        }
    }

    var snapshot: Snapshot { state.withLock { $0 } }
}
