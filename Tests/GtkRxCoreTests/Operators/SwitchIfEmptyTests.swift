import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class SwitchIfEmptyTests: XCTestCase {
    func testAnEmptySourceSwitchesToTheOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 7), .next(20, 8), .completed(30)])
        let result = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(result.events, [.next(260, 7), .next(270, 8), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 280)])
    }

    func testASourceWithElementsNeverSubscribesToTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(30)])
        let result = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testASourceErrorPassesThroughWithoutTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError.boom, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(30)])
        let result = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(result.events, [.error(250, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testTheOthersErrorEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 7), .error(20, TestError.other)])
        let result = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(result.events, [.next(260, 7), .error(270, TestError.other)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])
    }

    func testDisposingDisposesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 7), .next(200, 8)])
        let result = scheduler.start(disposed: 300) { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(result.events, [.next(260, 7)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 300)])
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            var received: [Int] = []
            _ = Observable<Int>.empty().ifEmpty(switchTo: .of(1, 2))
                .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1, 2])
        }
        assertSubscriptionsReleased {
            let subscription = Observable<Int>.empty().ifEmpty(switchTo: .never())
                .subscribe { _ in }
            subscription.dispose()
        }
    }
}
