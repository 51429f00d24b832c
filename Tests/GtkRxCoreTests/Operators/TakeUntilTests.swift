import Dispatch
import GtkRxCore
import GtkRxVirtualTime
import Synchronization
import TestHelpers
import XCTest

final class TakeUntilTests: XCTestCase {
    func testTheSequenceCompletesWhenOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let other = scheduler.createHotObservable([.next(225, "stop"), .completed(280)])
        let result = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testAnErrorFromOtherEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let other = scheduler.createHotObservable([.error(225, TestError.boom, String.self)])
        let result = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(225, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testOtherCompletingWithoutAnElementOnlyEndsTheSubscriptionToIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let other = scheduler.createHotObservable([.completed(225, String.self)])
        let result = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testTheSourceCompletingEndsBothSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let other = scheduler.createHotObservable([.next(250, "stop")])
        let result = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
    }

    func testASourceErrorEndsBothSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.other)])
        let other = scheduler.createHotObservable([.next(250, "stop")])
        let result = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(230, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
    }

    func testAnOtherThatNeverEmitsPassesEverythingUntilDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let other = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let result = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 1000)])
    }

    func testAnOtherThatEmitsOnSubscriptionPreventsSubscribingToTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { xs.take(until: Observable.just(())) }
        XCTAssertEqual(result.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testAStopCausedFromInsideTheObserverIsDeliveredAfterTheCurrentEvent() {
        let source = Relay<Int>()
        let other = Relay<Void>()
        var log: [String] = []
        var depth = 0
        var maximumDepth = 0
        _ = source.observable.take(until: other.observable).subscribe { event in
            depth += 1
            maximumDepth = max(maximumDepth, depth)
            log.append(event.debugDescription)
            if event.element == 1 {
                source.observer?.onNext(2)  // re-entrant from the source
                other.observer?.onNext(())  // re-entrant from other: ends the sequence
                source.observer?.onNext(3)  // after the stop: dropped
            }
            depth -= 1
        }
        source.observer?.onNext(1)
        source.observer?.onNext(4)
        XCTAssertEqual(log, ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(maximumDepth, 1, "the observer is never re-entered")
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        let before = Resources.total
        do {
            let source = Relay<Int>()
            let other = Relay<Void>()
            var received: [Int] = []
            _ = source.observable.take(until: other.observable).subscribe(onNext: {
                received.append($0)
            })
            source.observer?.onNext(1)
            other.observer?.onNext(())
            XCTAssertEqual(received, [1])
        }
        XCTAssertLessThanOrEqual(Resources.total, before)
    }

    func testEventsFromTwoThreadsReachTheObserverOneAtATimeAndNothingFollowsTheStop() {
        for _ in 0..<200 {
            let source = Relay<Int>()
            let other = Relay<Void>()
            let observer = ConcurrencyCheckingObserver()
            let subscription = source.observable.take(until: other.observable).subscribe(
                observer)
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                if thread == 0 {
                    for value in 0..<200 {
                        source.observer?.onNext(value)
                    }
                } else {
                    for _ in 0..<50 {
                        other.observer?.onNext(())
                    }
                }
            }
            subscription.dispose()
            let events = observer.events
            XCTAssertFalse(observer.overlapped, "two events were delivered at once")
            XCTAssertEqual(events.last, .completed)
            XCTAssertEqual(events.filter(\.isStopEvent).count, 1)
            let values = events.compactMap(\.element)
            XCTAssertEqual(values, Array(0..<values.count), "elements kept their order")
        }
    }
}

/// A sequence whose single subscriber's observer the test drives by hand, from any thread.
private final class Relay<Element>: @unchecked Sendable {
    // Sendable: `observer` is set once, during the subscription on the test's thread, before
    // any other thread reads it.
    var observer: AnyObserver<Element>?

    var observable: Observable<Element> {
        Observable.create { observer in
            self.observer = observer
            return Disposables.create()
        }
    }
}

/// Records events from any thread, and whether two deliveries ever overlapped.
private final class ConcurrencyCheckingObserver: ObserverType, Sendable {
    private let recorded = Locked<[Event<Int>]>([])
    private let inside = Atomic(false)
    private let overlap = Atomic(false)

    var events: [Event<Int>] { recorded.withLock { $0 } }
    var overlapped: Bool { overlap.load(ordering: .acquiring) }

    func on(_ event: Event<Int>) {
        if inside.exchange(true, ordering: .acquiringAndReleasing) {
            overlap.store(true, ordering: .releasing)
        }
        recorded.withLock { $0.append(event) }
        // Stay inside a little, so an unserialized delivery from the other thread would land.
        var spin = 0
        for index in 0..<200 { spin &+= index }
        blackHole(spin)
        inside.store(false, ordering: .releasing)
    }
}

@inline(never)
private func blackHole(_ value: Int) {
    _ = value
}
