import CGLib
import Foundation
import GtkRx
import GtkRxTest
import Synchronization
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

    func testWorkQueuedFromTheMainThreadWhileABatchRunsWaitsForTheNextDispatch() async {
        var order: [String] = []
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            order.append("first")
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                order.append("queued by the first")
                return Disposables.create()
            }
            return Disposables.create()
        }
        while order.isEmpty {
            g_main_context_iteration(nil, 1)
        }
        XCTAssertEqual(order, ["first"], "one dispatch runs the batch it took, and no more")
        XCTAssertTrue(GtkTest.pumpUntilIdle())
        XCTAssertEqual(order, ["first", "queued by the first"])
    }

    func testWorkOtherThreadsQueueWhileABatchRunsRunsInTheSameDispatch() async {
        // The handoff to the other thread must fit well inside the queue's batching budget (a
        // millisecond from the start of the dispatch); on a loaded machine it is tried again.
        for _ in 0..<5 {
            let order = Recorder<String>()
            let go = DispatchSemaphore(value: 0)
            let posted = DispatchSemaphore(value: 0)
            Thread {
                go.wait()
                MainThread.perform { order.append("from another thread") }
                posted.signal()
            }.start()
            var handoff: gint64 = 0
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                order.append("first")
                let start = g_get_monotonic_time()
                go.signal()
                posted.wait()
                handoff = g_get_monotonic_time() - start
                return Disposables.create()
            }
            while order.elements.isEmpty {
                g_main_context_iteration(nil, 1)
            }
            if handoff < 300 {
                XCTAssertEqual(
                    order.elements, ["first", "from another thread"],
                    "the dispatch that ran the first job also takes what another thread queued")
                return
            }
            XCTAssertTrue(GtkTest.pumpUntilIdle())
        }
        XCTFail("handing work to another thread and back took over 0.3 ms five times")
    }

    /// What ``testPostsFromManyThreadsEachRunOnceInTheirThreadsOrder()`` records: how many
    /// posts of each thread ran, and how many ran when their thread's count said another.
    final class PerThreadCounts: Sendable {
        /// One thread's count, on an object of its own (an atomic cannot be copied into an
        /// array).
        final class Count: Sendable {
            let value = Atomic<Int>(0)
        }

        let ran: [Count]
        let runsOutOfTurn = Atomic<Int>(0)
        let stop = Atomic<Bool>(false)

        init(threads: Int) {
            ran = (0..<threads).map { _ in Count() }
        }
    }

    func testPostsFromManyThreadsEachRunOnceInTheirThreadsOrder() async throws {
        // Four threads post at once, each waiting for its post to have run before the next,
        // so that the main thread keeps reaching the newest job while others are posting:
        // often while a post is between its two steps (swapped in as the newest, not yet
        // linked). The walk must stop there and come back, losing and repeating nothing: a lost
        // post leaves its thread waiting until the test gives up, a repeated one runs out of
        // its turn.
        let threads = 4
        let rounds = 20_000
        let counts = PerThreadCounts(threads: threads)
        for thread in 0..<threads {
            Thread {
                for round in 0..<rounds {
                    MainThread.perform {
                        let ran = counts.ran[thread].value.load(ordering: .relaxed)
                        if ran != round {
                            counts.runsOutOfTurn.add(1, ordering: .relaxed)
                        }
                        counts.ran[thread].value.store(ran + 1, ordering: .releasing)
                    }
                    while counts.ran[thread].value.load(ordering: .acquiring) <= round {
                        if counts.stop.load(ordering: .relaxed) { return }
                    }
                }
            }.start()
        }
        defer { counts.stop.store(true, ordering: .relaxed) }
        try GtkTest.wait(
            "\(rounds) posts of each of \(threads) threads to have run", timeout: .seconds(60)
        ) {
            counts.ran.allSatisfy { $0.value.load(ordering: .acquiring) >= rounds }
        }
        XCTAssertEqual(
            counts.ran.map { $0.value.load(ordering: .acquiring) },
            Array(repeating: rounds, count: threads))
        XCTAssertEqual(
            counts.runsOutOfTurn.load(ordering: .relaxed), 0, "posts that ran twice or out of turn")
    }

    /// Counts the posts of ``testAPostRacingTheQueueGoingIdleIsNeverLeftBehind()`` that ran.
    final class RaceCounts: Sendable {
        let ran = Atomic<Int>(0)
        let stop = Atomic<Bool>(false)
    }

    func testAPostRacingTheQueueGoingIdleIsNeverLeftBehind() async throws {
        // Each post comes soon after the previous one ran, at a different moment each round:
        // at once (taken by the dispatch that ran the one before, still going), or up to
        // about 20 microseconds later, while a later dispatch finds the queue empty and
        // disarms its source. A post left behind a disarmed source would never run (the loop
        // only wakes for the wait's heartbeat), and the poster would wait for it until the
        // test gives up. The waits are spins of a varying length, not sleeps: they stand for no
        // condition, only spread the posts over the main thread's dispatch.
        let rounds = 20_000
        let counts = RaceCounts()
        Thread {
            for round in 0..<rounds {
                MainThread.perform { counts.ran.add(1, ordering: .releasing) }
                while counts.ran.load(ordering: .acquiring) <= round {
                    if counts.stop.load(ordering: .relaxed) { return }
                }
                // 0 to about 20 microseconds, cycling with the round (an atomic load each
                // turn, which the compiler keeps).
                for _ in 0..<(round % 97) * 40 {
                    if counts.stop.load(ordering: .relaxed) { return }
                }
            }
        }.start()
        defer { counts.stop.store(true, ordering: .relaxed) }
        try GtkTest.wait("every post of \(rounds) to have run", timeout: .seconds(60)) {
            counts.ran.load(ordering: .acquiring) == rounds
        }
        XCTAssertEqual(counts.ran.load(ordering: .acquiring), rounds)
    }
}
