import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class MulticastSelectorTests: XCTestCase {
    func testTheBuiltSequenceSharesOneSubscriptionToTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let result = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { shared in
                Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
            }
        }
        XCTAssertEqual(
            result.events, [.next(210, 11), .next(220, 22), .next(230, 33), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTheMakeSubjectFormFailsWithTheSourcesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
        let result = scheduler.start {
            xs.multicast(makeSubject: { PublishSubject<Int>() }) { $0.map { $0 + 1 } }
        }
        XCTAssertEqual(result.events, [.next(210, 2), .error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTheBuiltSequenceEndsTheSourcesSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { $0.take(2) } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingEndsTheSourcesSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let result = scheduler.start(disposed: 240) {
            xs.multicast({ PublishSubject<Int>() }) { $0 }
        }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testEachSubscriptionGetsASubjectOfItsOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(310, 3)])
        let multicast = xs.multicast({ ReplaySubject<Int>.create(bufferSize: 1) }) { $0 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = multicast.subscribe(first) }
        scheduler.scheduleAt(250) { _ = multicast.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(260, 2), .next(310, 3)])
        XCTAssertEqual(
            second.events, [.next(260, 2), .next(310, 3)], "nothing replayed from the first")
        XCTAssertEqual(xs.subscriptions, [Subscription(200), Subscription(250)])
    }

    func testAThrowingSubjectFactoryFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start {
            xs.multicast({ () throws -> PublishSubject<Int> in throw TestError.boom }) { $0 }
        }
        XCTAssertEqual(result.events, [.error(200, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testAThrowingSelectorFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start {
            xs.multicast(makeSubject: { PublishSubject<Int>() }) { _ -> Observable<Int> in
                throw TestError.other
            }
        }
        XCTAssertEqual(result.events, [.error(200, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testSubscriptionsAreReleased() {
        assertSubscriptionsReleased {
            var received: [Int] = []
            _ = Observable.of(1, 2).multicast({ PublishSubject<Int>() }) {
                Observable.zip($0, $0) { $0 + $1 }
            }.subscribe(onNext: { received.append($0) })
            _ = Observable<Int>.error(TestError.boom).multicast({ PublishSubject<Int>() }) {
                $0
            }.subscribe(onError: { _ in })
            XCTAssertEqual(received, [2, 4])
        }
    }
}
