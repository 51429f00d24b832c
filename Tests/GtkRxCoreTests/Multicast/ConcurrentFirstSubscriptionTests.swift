import Dispatch
import Foundation
import GtkRxCore
import TestHelpers
import XCTest

/// Many threads subscribing at the same moment to a shared sequence that nothing subscribes
/// to yet: every `subscribe` returns, and the source is subscribed to once.
final class ConcurrentFirstSubscriptionTests: XCTestCase {
    func testShareWhileConnected() {
        for replay in 0...2 {
            firstSubscriptions("share(replay: \(replay))") { $0.share(replay: replay) }
        }
    }

    func testShareForever() {
        for replay in 0...2 {
            firstSubscriptions("share(replay: \(replay), scope: .forever)") {
                $0.share(replay: replay, scope: .forever)
            }
        }
    }

    func testPublishRefCount() {
        firstSubscriptions("publish().refCount()") { $0.publish().refCount() }
    }

    func testReplayRefCount() {
        firstSubscriptions("replay(1).refCount()") { $0.replay(1).refCount() }
    }

    /// 100 rounds: 32 threads, released together, each subscribe once to a new shared
    /// `never()` whose subscription is counted and, like source work that needs other threads
    /// (a lock they hold, a reply they send), waits until the other 31 `subscribe` calls have
    /// returned. In each round they all return while the source's subscription is still
    /// waiting (so subscribers never wait for another thread's connection: nothing foreign
    /// runs under the shared sequence's lock), and the source is subscribed to exactly once.
    private func firstSubscriptions(
        _ name: String, _ makeShared: (Observable<Never>) -> Observable<Never>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let threadCount = 32
        for round in 0..<100 {
            let sourceSubscriptions = Locked(0)
            let returnedCount = Locked(0)
            let othersReturned = DispatchSemaphore(value: 0)
            let waitedInVain = SharedFlag()
            let source = Observable<Never>.never().do(onSubscribe: {
                sourceSubscriptions.withLock { $0 += 1 }
                if othersReturned.wait(timeout: .now() + 5) == .timedOut {
                    waitedInVain.raise()
                }
            })
            let shared = SharedNever(makeShared(source))
            let ready = DispatchGroup()
            let start = DispatchSemaphore(value: 0)
            let subscribed = DispatchGroup()
            let subscriptions = Locked<[Disposable]>([])
            for _ in 0..<threadCount {
                ready.enter()
                subscribed.enter()
                Thread.detachNewThread {
                    ready.leave()
                    start.wait()
                    let subscription = shared.observable.subscribe()
                    subscriptions.withLock { $0.append(subscription) }
                    let returned = returnedCount.withLock { count in
                        count += 1
                        return count
                    }
                    if returned == threadCount - 1 {
                        othersReturned.signal()
                    }
                    subscribed.leave()
                }
            }
            // Every thread waits at the semaphore before any is let go.
            ready.wait()
            for _ in 0..<threadCount {
                start.signal()
            }
            guard subscribed.wait(timeout: .now() + 20) == .success else {
                XCTFail(
                    "\(name), round \(round): \(returnedCount.current) of \(threadCount)"
                        + " subscriptions returned", file: file, line: line)
                return
            }
            for subscription in subscriptions.current {
                subscription.dispose()
            }
            XCTAssertEqual(
                sourceSubscriptions.current, 1, "\(name), round \(round): source subscriptions",
                file: file, line: line)
            guard !waitedInVain.isRaised else {
                // One round shows it; each further one would wait 5 s more.
                XCTFail(
                    "\(name), round \(round): the other subscribers waited for the source's"
                        + " subscription (5 s)", file: file, line: line)
                return
            }
        }
    }
}

/// The shared sequence, handed to the subscribing threads. Subscribing to an `Observable` from
/// any thread is Rx's contract, which is what the test exercises.
private final class SharedNever: @unchecked Sendable {
    // Sendable: `observable` never changes; subscribing is thread-safe by contract.
    let observable: Observable<Never>

    init(_ observable: Observable<Never>) { self.observable = observable }
}
