import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class DoTests: XCTestCase {
    func testEventsPassThroughUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { xs.do(onNext: { _ in }) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testHandlersRunAroundEachEventInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var log: [String] = []
        let sequence = xs.do(
            onNext: { log.append("onNext \($0) @\(scheduler.clock)") },
            afterNext: { log.append("afterNext \($0)") },
            onError: { _ in log.append("onError") },
            afterError: { _ in log.append("afterError") },
            onCompleted: { log.append("onCompleted @\(scheduler.clock)") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe, \(xs.subscriptions.count) subscriptions") },
            onSubscribed: { log.append("onSubscribed, \(xs.subscriptions.count) subscriptions") },
            onDispose: { log.append("onDispose @\(scheduler.clock)") })
        scheduler.scheduleAt(200) {
            _ = sequence.subscribe { event in log.append("observer \(event)") }
        }
        scheduler.start()
        XCTAssertEqual(
            log,
            [
                "onSubscribe, 0 subscriptions", "onSubscribed, 1 subscriptions",
                "onNext 1 @210", "observer next(1)", "afterNext 1",
                "onCompleted @300", "observer completed", "afterCompleted", "onDispose @300",
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testErrorHandlersSeeTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError.other, Int.self)])
        var log: [String] = []
        let result = scheduler.start {
            xs.do(
                onError: { log.append("onError \($0)") },
                afterError: { log.append("afterError \($0)") },
                onDispose: { log.append("onDispose") })
        }
        XCTAssertEqual(result.events, [.error(250, TestError.other)])
        XCTAssertEqual(log, ["onError other", "afterError other", "onDispose"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAThrowingOnNextReplacesTheElementWithTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var disposals = 0
        let result = scheduler.start {
            xs.do(
                onNext: { value in if value == 2 { throw TestError.boom } },
                onDispose: { disposals += 1 })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(disposals, 1)
    }

    func testAThrowingAfterNextFailsAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start {
            xs.do(afterNext: { value in if value == 1 { throw TestError.boom } })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testAThrowingOnCompletedReplacesTheCompletionWithTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { xs.do(onCompleted: { throw TestError.other }) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(300, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAThrowingAfterCompletedCannotFollowTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { xs.do(afterCompleted: { throw TestError.other }) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testOnDisposeRunsOnceWhenTheSubscriberDisposes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        var disposals: [TestTime] = []
        let result = scheduler.start(disposed: 250) {
            xs.do(onDispose: { disposals.append(scheduler.clock) })
        }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(disposals, [250])
    }

    func testSubscriptionHandlersRunForEachSubscription() {
        var subscribes = 0
        var subscribeds = 0
        var disposes = 0
        let sequence = Observable.of(1, 2).do(
            onSubscribe: { subscribes += 1 }, onSubscribed: { subscribeds += 1 },
            onDispose: { disposes += 1 })
        _ = sequence.subscribe()
        _ = sequence.subscribe()
        XCTAssertEqual(subscribes, 2)
        XCTAssertEqual(subscribeds, 2)
        XCTAssertEqual(disposes, 2)
    }
}
