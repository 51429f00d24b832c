import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class DeferredTests: XCTestCase {
    func testTheFactoryRunsAtSubscriptionAndItsSequenceIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        var factoryTimes: [TestTime] = []
        let result = scheduler.start {
            Observable.deferred {
                factoryTimes.append(scheduler.clock)
                return xs.asObservable()
            }
        }
        XCTAssertEqual(factoryTimes, [200])
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAThrowingFactoryFailsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable<Int>.deferred { throw TestError.boom }
        }
        XCTAssertEqual(result.events, [.error(200, TestError.boom)])
    }

    func testErrorsOfTheCreatedSequenceAreForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.other)])
        let result = scheduler.start { Observable.deferred { xs.asObservable() } }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingDisposesTheCreatedSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let result = scheduler.start(disposed: 250) { Observable.deferred { xs.asObservable() } }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEachSubscriptionGetsAFreshSequence() {
        var made = 0
        let deferred = Observable.deferred {
            made += 1
            return Observable.just(made)
        }
        XCTAssertEqual(made, 0)
        var received: [Int] = []
        _ = deferred.subscribe(onNext: { received.append($0) })
        _ = deferred.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }
}
