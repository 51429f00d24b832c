import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class WithLatestFromTests: XCTestCase {
    func testCombinesEachElementWithTheLatestOfTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(220, 2), .next(250, 3), .next(350, 4), .completed(400),
        ])
        let ys = scheduler.createHotObservable([
            .next(210, "a"), .next(240, "b"), .completed(300),
        ])
        let result = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(
            result.events, [.next(220, "2a"), .next(250, "3b"), .next(350, "4b"), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testWithoutSelectorSendsTheSecondsLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(250, 2), .completed(260)])
        let ys = scheduler.createHotObservable([.next(210, "a"), .next(240, "b")])
        let result = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(result.events, [.next(220, "a"), .next(250, "b"), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testSubscribesToTheSecondFirst() {
        var order: [String] = []
        let first = Observable<Int>.create { observer in
            order.append("first")
            observer.onNext(1)
            return Disposables.create()
        }
        let second = Observable<String>.create { observer in
            order.append("second")
            observer.onNext("a")
            return Disposables.create()
        }
        var received: [String] = []
        let subscription = first.withLatestFrom(second) { "\($0)\($1)" }.subscribe(
            onNext: { received.append($0) })
        XCTAssertEqual(order, ["second", "first"])
        XCTAssertEqual(received, ["1a"])
        subscription.dispose()
    }

    func testAnErrorOfEitherSequenceEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(250, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(210, "a"), .error(230, TestError.boom)])
        let secondError = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(secondError.events, [.next(220, "a"), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])

        let us = scheduler.createHotObservable([.next(1220, 1), .error(1230, TestError.other)])
        let vs = scheduler.createHotObservable([.next(1210, "a"), .completed(1500)])
        let firstError = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            us.withLatestFrom(vs)
        }
        XCTAssertEqual(firstError.events, [.next(1220, "a"), .error(1230, TestError.other)])
        XCTAssertEqual(us.subscriptions, [Subscription(1200, 1230)])
        XCTAssertEqual(vs.subscriptions, [Subscription(1200, 1230)])
    }

    func testAnErrorOfTheSelectorEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(250, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(210, 10), .completed(400)])
        let result = scheduler.start {
            xs.withLatestFrom(ys) { x, y -> Int in
                if x == 2 { throw TestError.boom }
                return x + y
            }
        }
        XCTAssertEqual(result.events, [.next(220, 11), .error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testTheLatestElementOfTheSecondIsReleasedWhenTheSubscriptionEnds() {
        final class Token {}
        weak var latestToken: Token?
        weak var replacedToken: Token?
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Token>()
        var sent: [Int] = []
        let subscription = xs.withLatestFrom(ys) { x, _ in x }.subscribe(onNext: { sent.append($0) }
        )
        do {
            let replaced = Token()
            replacedToken = replaced
            ys.onNext(replaced)
            let latest = Token()
            latestToken = latest
            ys.onNext(latest)
        }
        xs.onNext(7)
        XCTAssertNil(replacedToken, "a replaced latest element is released at once")
        XCTAssertNotNil(latestToken, "the latest element is kept while subscribed")
        subscription.dispose()
        XCTAssertNil(latestToken, "disposing releases the latest element")
        XCTAssertEqual(sent, [7])
    }
}
