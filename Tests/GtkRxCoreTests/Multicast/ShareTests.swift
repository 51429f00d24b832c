import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

/// `share(replay:scope:)` when its source stops: a subscriber that resubscribes from its stop
/// handler, one that does not, and one who comes later.
final class ShareTests: XCTestCase {
    func testWhileConnectedAResubscriberOnCompletionStartsANewConnection() {
        for replay in 0...2 {
            let outcome = runStoppingSource(
                replay: replay, scope: .whileConnected, stop: .completed)
            XCTAssertEqual(
                outcome.first, [.next(210, 1), .next(320, 2), .completed(330)], "replay \(replay)")
            XCTAssertEqual(
                outcome.resubscribed, [.next(340, 3), .next(360, 4)],
                "the new connection's elements, nothing replayed (replay \(replay))")
            XCTAssertEqual(
                outcome.second,
                (replay > 0 ? [.next(300, 1)] : []) + [.next(320, 2), .completed(330)],
                "replay \(replay)")
            XCTAssertEqual(outcome.late, [.next(550, 5)], "replay \(replay)")
            XCTAssertEqual(
                outcome.sourceSubscriptions,
                [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)],
                "replay \(replay)")
        }
    }

    func testWhileConnectedAResubscriberOnAnErrorStartsANewConnection() {
        for replay in 0...2 {
            let outcome = runStoppingSource(
                replay: replay, scope: .whileConnected, stop: .error(TestError.boom))
            XCTAssertEqual(
                outcome.first, [.next(210, 1), .next(320, 2), .error(330, TestError.boom)],
                "replay \(replay)")
            XCTAssertEqual(
                outcome.resubscribed, [.next(340, 3), .next(360, 4)], "replay \(replay)")
            XCTAssertEqual(
                outcome.sourceSubscriptions,
                [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)],
                "replay \(replay)")
        }
    }

    func testForeverNeverSubscribesToACompletedSourceAgain() {
        for replay in 0...2 {
            let outcome = runStoppingSource(replay: replay, scope: .forever, stop: .completed)
            let lastElements = [1, 2].suffix(replay)
            XCTAssertEqual(
                outcome.first, [.next(210, 1), .next(320, 2), .completed(330)], "replay \(replay)")
            XCTAssertEqual(
                outcome.resubscribed, lastElements.map { .next(330, $0) } + [.completed(330)],
                "replay \(replay)")
            XCTAssertEqual(
                outcome.late, lastElements.map { .next(500, $0) } + [.completed(500)],
                "replay \(replay)")
            XCTAssertEqual(
                outcome.sourceSubscriptions, [Subscription(200, 330)], "replay \(replay)")
        }
    }

    func testForeverNeverSubscribesToAFailedSourceAgain() {
        for replay in 0...2 {
            let outcome = runStoppingSource(
                replay: replay, scope: .forever, stop: .error(TestError.boom))
            let lastElements = [1, 2].suffix(replay)
            XCTAssertEqual(
                outcome.resubscribed,
                lastElements.map { .next(330, $0) } + [.error(330, TestError.boom)],
                "replay \(replay)")
            XCTAssertEqual(
                outcome.late, lastElements.map { .next(500, $0) } + [.error(500, TestError.boom)],
                "replay \(replay)")
            XCTAssertEqual(
                outcome.sourceSubscriptions, [Subscription(200, 330)], "replay \(replay)")
        }
    }

    func testWhileConnectedALaterConnectionReplaysNothingOfTheLastOne() {
        for replay in 0...2 {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(410, 3), .next(420, 4),
            ])
            let shared = xs.share(replay: replay, scope: .whileConnected)
            let early = scheduler.createObserver(Int.self)
            let joining = scheduler.createObserver(Int.self)
            let later = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(early)) }
            scheduler.scheduleAt(230) { subscriptions.append(shared.subscribe(joining)) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.scheduleAt(400) { _ = shared.subscribe(later) }
            scheduler.start()
            XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2)], "replay \(replay)")
            XCTAssertEqual(
                joining.events, Array([.next(230, 1), .next(230, 2)].suffix(replay)),
                "the latest elements, replayed (replay \(replay))")
            XCTAssertEqual(
                later.events, [.next(410, 3), .next(420, 4)],
                "a new connection starts empty (replay \(replay))")
            XCTAssertEqual(
                xs.subscriptions, [Subscription(200, 300), Subscription(400)], "replay \(replay)")
        }
    }

    func testASubscriberMaySubscribeAndDisposeFromTheReplayedElement() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        var seen: [String] = []
        let first = shared.subscribe(onNext: { seen.append("first \($0)") })
        subject.onNext(1)
        var inner: Disposable?
        var outer: Disposable?
        outer = shared.subscribe(onNext: { value in
            seen.append("outer \(value)")
            if inner == nil {
                inner = shared.subscribe(onNext: { seen.append("inner \($0)") })
                outer?.dispose()
            }
        })
        subject.onNext(2)
        XCTAssertEqual(
            seen, ["first 1", "outer 1", "inner 1", "first 2", "outer 2", "inner 2"],
            "outer's disposal came before its subscription returned, so it still hears 2")
        outer?.dispose()
        subject.onNext(3)
        XCTAssertEqual(seen.suffix(2), ["first 3", "inner 3"])
        first.dispose()
        inner?.dispose()
        XCTAssertFalse(subject.hasObservers, "the last to leave disconnects")
    }

    func testSharedSequencesReleaseTheirSubscriptions() {
        assertSubscriptionsReleased {
            for replay in 0...2 {
                for scope in [SubjectLifetimeScope.whileConnected, .forever] {
                    let completing = Observable.of(1, 2).share(replay: replay, scope: scope)
                    _ = completing.subscribe()
                    _ = completing.subscribe()
                    let failing = Observable<Int>.error(TestError.boom)
                        .share(replay: replay, scope: scope)
                    _ = failing.subscribe(onError: { _ in })
                    _ = failing.subscribe(onError: { _ in })
                }
            }
        }
    }

    private struct Outcome {
        var first: [Recorded<Event<Int>>]
        var resubscribed: [Recorded<Event<Int>>]
        var second: [Recorded<Event<Int>>]
        var late: [Recorded<Event<Int>>]
        var sourceSubscriptions: [Subscription]
    }

    /// A hot source sends 1 at 210 and 2 at 320, then `stop` at 330, then 3, 4 and 5 at 340,
    /// 360 and 550. Subscribers to its shared sequence:
    /// - the first, at 200, subscribes another observer (`resubscribed`) from its stop handler,
    ///   which is disposed at 400;
    /// - the second, at 300, does not;
    /// - the last (`late`) subscribes at 500 and is disposed at 600.
    private func runStoppingSource(
        replay: Int, scope: SubjectLifetimeScope, stop: Event<Int>
    ) -> Outcome {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(320, 2), Recorded(time: 330, value: stop), .next(340, 3),
            .next(360, 4), .next(550, 5),
        ])
        let shared = xs.share(replay: replay, scope: scope)
        let first = scheduler.createObserver(Int.self)
        let resubscribed = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var firstSubscription: Disposable?
        var lateSubscription: Disposable?
        scheduler.scheduleAt(200) {
            firstSubscription = shared.subscribe { event in
                first.on(event)
                if event.isStopEvent {
                    firstSubscription = shared.subscribe(resubscribed)
                }
            }
        }
        scheduler.scheduleAt(300) { _ = shared.subscribe(second) }
        scheduler.scheduleAt(400) { firstSubscription?.dispose() }
        scheduler.scheduleAt(500) { lateSubscription = shared.subscribe(late) }
        scheduler.scheduleAt(600) { lateSubscription?.dispose() }
        scheduler.start()
        return Outcome(
            first: first.events, resubscribed: resubscribed.events, second: second.events,
            late: late.events, sourceSubscriptions: xs.subscriptions)
    }
}
