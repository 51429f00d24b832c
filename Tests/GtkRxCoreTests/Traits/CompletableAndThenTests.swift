import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

/// `Completable.andThen` to a completable, a single, a maybe and an observable.
final class CompletableAndThenTests: XCTestCase {
    // MARK: Completable

    func testAnEmptyCompletableThenACompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let x2 = scheduler.createHotObservable([.completed(290, Never.self)])
        let result = scheduler.start { Completable.empty().andThen(x2.asCompletable()) }
        XCTAssertEqual(result.events, [.completed(290)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 290)])
    }

    func testTheSecondIsSubscribedToWhenTheFirstCompletes() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let x1 = scheduler.createHotObservable([.completed(210, Never.self)])
            let x2 = scheduler.createHotObservable([.completed(290, Never.self)])
            let result = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
            XCTAssertEqual(result.events, [.completed(290)])
            XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(x2.subscriptions, [Subscription(210, 290)])
        }
    }

    func testAnErrorOfTheFirstEndsItWithoutTheSecond() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let x1 = scheduler.createHotObservable([.error(210, TestError.boom, Never.self)])
            let x2 = scheduler.createHotObservable([.completed(290, Never.self)])
            let result = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
            XCTAssertEqual(result.events, [.error(210, TestError.boom)])
            XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(x2.subscriptions, [])
        }
    }

    func testAnErrorOfTheSecondEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(210, Never.self)])
        let x2 = scheduler.createHotObservable([.error(290, TestError.boom, Never.self)])
        let result = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
        XCTAssertEqual(result.events, [.error(290, TestError.boom)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(210, 290)])
    }

    func testDisposingWhileTheFirstIsPendingNeverSubscribesTheSecond() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let x1 = scheduler.createHotObservable([.completed(300, Never.self)])
            let x2 = scheduler.createHotObservable([.completed(400, Never.self)])
            let result = scheduler.start(disposed: 250) {
                x1.asCompletable().andThen(x2.asCompletable())
            }
            XCTAssertEqual(result.events, [])
            XCTAssertEqual(x1.subscriptions, [Subscription(200, 250)])
            XCTAssertEqual(x2.subscriptions, [])
        }
    }

    func testDisposingWhileTheSecondIsPendingDisposesIt() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let x1 = scheduler.createHotObservable([.completed(210, Never.self)])
            let x2 = scheduler.createHotObservable([.next(280, 1), .completed(290)])
            let result = scheduler.start(disposed: 250) {
                x1.asCompletable().andThen(x2.asSingle())
            }
            XCTAssertEqual(result.events, [])
            XCTAssertEqual(x2.subscriptions, [Subscription(210, 250)])
        }
    }

    func testChainedAndThensRunInOrder() {
        var order: [String] = []
        let step = { (name: String) in
            Completable.deferred {
                order.append(name)
                return .empty()
            }
        }
        let result = TestScheduler(initialClock: 0).start {
            step("a").andThen(step("b")).andThen(step("c"))
                .andThen(Single.deferred { .just(order.count) })
        }
        XCTAssertEqual(order, ["a", "b", "c"])
        XCTAssertEqual(result.events, [.next(200, 3), .completed(200)], "the single comes last")
    }

    func testTheFirstIsReleasedOnceItHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let x = scheduler.createHotObservable([.completed(210, Never.self)])
        var canary: Canary? = Canary()
        var completable = x.asCompletable().do(onCompleted: { [canary] in _ = canary })
        let subscription = completable.andThen(Completable.never()).subscribe()
        defer { subscription.dispose() }
        scheduler.advanceTo(300)
        weak let released = canary
        canary = nil
        completable = .never()
        XCTAssertNil(released, "the completed first sequence is no longer held")
    }

    func testTheFirstIsReleasedOnceItHasFailed() {
        let scheduler = TestScheduler(initialClock: 0)
        let x = scheduler.createHotObservable([.error(210, TestError.boom, Never.self)])
        var canary: Canary? = Canary()
        var completable = x.asCompletable().do(onError: { [canary] _ in _ = canary })
        let subscription = completable.andThen(Completable.never()).subscribe(onError: { _ in })
        defer { subscription.dispose() }
        scheduler.advanceTo(300)
        weak let released = canary
        canary = nil
        completable = .never()
        XCTAssertNil(released, "the failed first sequence is no longer held")
    }

    // MARK: Single

    func testAnEmptyCompletableThenASingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let x2 = scheduler.createHotObservable([.next(285, 1), .completed(290)])
        let result = scheduler.start { Completable.empty().andThen(x2.asSingle()) }
        XCTAssertEqual(result.events, [.next(290, 1), .completed(290)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 290)])
    }

    func testACompletableThenASingleAndItsErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(210, Never.self)])
        let x2 = scheduler.createHotObservable([.next(290, 1), .completed(290)])
        let result = scheduler.start { x1.asCompletable().andThen(x2.asSingle()) }
        XCTAssertEqual(result.events, [.next(290, 1), .completed(290)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(210, 290)])

        let failing = TestScheduler(initialClock: 0)
        let y1 = failing.createHotObservable([.error(210, TestError.boom, Never.self)])
        let y2 = failing.createHotObservable([.next(290, 1), .completed(290)])
        let failed = failing.start { y1.asCompletable().andThen(y2.asSingle()) }
        XCTAssertEqual(failed.events, [.error(210, TestError.boom)])
        XCTAssertEqual(y2.subscriptions, [])

        let second = TestScheduler(initialClock: 0)
        let z1 = second.createHotObservable([.completed(210, Never.self)])
        let z2 = second.createHotObservable([.error(290, TestError.boom, Int.self)])
        let secondFailed = second.start { z1.asCompletable().andThen(z2.asSingle()) }
        XCTAssertEqual(secondFailed.events, [.error(290, TestError.boom)])
        XCTAssertEqual(z2.subscriptions, [Subscription(210, 290)])
    }

    // MARK: Maybe

    func testACompletableThenAMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(210, Never.self)])
        let x2 = scheduler.createHotObservable([.next(290, 1), .completed(290)])
        let result = scheduler.start { x1.asCompletable().andThen(x2.asMaybe()) }
        XCTAssertEqual(result.events, [.next(290, 1), .completed(290)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(210, 290)])
    }

    func testACompletableThenAnEmptyMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(210, Never.self)])
        let x2 = scheduler.createHotObservable([.completed(290, Int.self)])
        let result = scheduler.start { x1.asCompletable().andThen(x2.asMaybe()) }
        XCTAssertEqual(result.events, [.completed(290)])
        XCTAssertEqual(x2.subscriptions, [Subscription(210, 290)])
    }

    func testAFailedCompletableThenAMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.error(210, TestError.boom, Never.self)])
        let x2 = scheduler.createHotObservable([.next(290, 1), .completed(290)])
        let result = scheduler.start { x1.asCompletable().andThen(x2.asMaybe()) }
        XCTAssertEqual(result.events, [.error(210, TestError.boom)])
        XCTAssertEqual(x2.subscriptions, [])
    }

    // MARK: Observable

    func testAnEmptyCompletableThenAnObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let x2 = scheduler.createHotObservable([.next(285, 1), .completed(290)])
        let result = scheduler.start { Completable.empty().andThen(x2.asObservable()) }
        XCTAssertEqual(result.events, [.next(285, 1), .completed(290)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 290)])
    }

    func testACompletableThenAnObservableMissesWhatCameBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(210, Never.self)])
        let x2 = scheduler.createHotObservable([
            .next(205, 0), .next(280, 1), .next(285, 2), .completed(290),
        ])
        let result = scheduler.start { x1.asCompletable().andThen(x2.asObservable()) }
        XCTAssertEqual(result.events, [.next(280, 1), .next(285, 2), .completed(290)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(210, 290)])
    }

    func testACompletableThenAFailingObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.completed(210, Never.self)])
        let x2 = scheduler.createHotObservable([.error(290, TestError.boom, Int.self)])
        let result = scheduler.start { x1.asCompletable().andThen(x2.asObservable()) }
        XCTAssertEqual(result.events, [.error(290, TestError.boom)])
        XCTAssertEqual(x2.subscriptions, [Subscription(210, 290)])
    }
}
