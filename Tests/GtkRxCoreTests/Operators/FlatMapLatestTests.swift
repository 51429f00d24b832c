import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class FlatMapLatestTests: XCTestCase {
    func testANewElementDisposesThePreviousInnerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = [
            1: scheduler.createColdObservable([
                .next(10, 10), .next(30, 11), .next(60, 12), .completed(100),
            ]),
            2: scheduler.createColdObservable([.next(10, 20), .completed(20)]),
        ]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let result = scheduler.start { xs.flatMapLatest { inners[$0]! } }
        XCTAssertEqual(
            result.events, [.next(220, 10), .next(240, 11), .next(260, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inners[1]!.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(inners[2]!.subscriptions, [Subscription(250, 270)])
    }

    func testCompletesWhenTheLatestInnerCompletesAfterTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 10), .next(90, 11), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let result = scheduler.start { xs.flatMapLatest { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 10), .next(300, 11), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 310)])
    }

    func testTheSameInnerSequenceIsSubscribedAnewEachTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 10), .next(50, 11)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let result = scheduler.start(disposed: 400) { xs.flatMapLatest { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 10), .next(250, 10), .next(290, 11)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(240, 400)])
    }

    func testAnErrorOfTheLatestInnerEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 10), .error(20, TestError.boom)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let result = scheduler.start { xs.flatMapLatest { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 10), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testAnErrorOfTheSourceOrTheSelectorEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 10), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let sourceError = scheduler.start { xs.flatMapLatest { _ in inner } }
        XCTAssertEqual(sourceError.events, [.next(220, 10), .error(230, TestError.boom)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])

        let ys = scheduler.createHotObservable([.next(1210, 1), .next(1220, 2)])
        let selectorError = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            ys.flatMapLatest { value -> TestableObservable<Int> in
                if value == 2 { throw TestError.other }
                return inner
            }
        }
        XCTAssertEqual(selectorError.events, [.error(1220, TestError.other)])
        XCTAssertEqual(ys.subscriptions, [Subscription(1200, 1220)])
        XCTAssertEqual(
            inner.subscriptions, [Subscription(210, 230), Subscription(1210, 1220)])
    }

    func testSwitchLatestSwitchesToTheLatestInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(230, ys2), .completed(240)])
        let result = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(240, 3), .completed(250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 250)])
    }
}
