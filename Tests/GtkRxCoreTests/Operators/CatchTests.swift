import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class CatchTests: XCTestCase {
    func testAnErrorSwitchesToTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        var caught: [TestError] = []
        let result = scheduler.start {
            xs.catch { error in
                caught.append(error as! TestError)
                return ys.asObservable()
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(caught, [.boom])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCompletionPassesThroughWithoutTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let result = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testAnErrorOfTheHandlersSequenceEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError.boom, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.other)])
        let result = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(result.events, [.next(240, 2), .error(250, TestError.other)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testAnErrorTheHandlerThrowsEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let result = scheduler.start {
            xs.catch { _ -> Observable<Int> in throw TestError.other }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(230, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingDisposesTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError.boom, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
        let result = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(result.events, [.next(240, 2)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
    }

    func testCatchAndReturnSendsTheElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .error(230, TestError.boom), .next(240, 2),
        ])
        let result = scheduler.start { xs.catchAndReturn(99) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 99), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchingASequenceMovesOnAtEachError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.other)])
        let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let unused = scheduler.createColdObservable([.next(10, 4), .completed(20)])
        let sources = [xs, ys, zs, unused].map { $0.asObservable() }
        let result = scheduler.start { Observable.catch(sequence: sources) }
        XCTAssertEqual(
            result.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(240, 260)])
        XCTAssertEqual(unused.subscriptions, [])
    }

    func testCatchingASequenceFailsWithTheLastErrorWhenItRunsOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let ys = scheduler.createColdObservable([.error(5, TestError.other, Int.self)])
        let result = scheduler.start {
            Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(225, TestError.other)])
        let none = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.catch(sequence: [Observable<Int>]())
        }
        XCTAssertEqual(none.events, [.completed(1200)])
    }

    @available(*, deprecated, message: "tests the deprecated aliases")
    func testTheDeprecatedCatchErrorNamesAreTheCatchOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let handled = scheduler.start { xs.catchError { _ in .just(9) } }
        XCTAssertEqual(handled.events, [.next(210, 1), .next(220, 9), .completed(220)])

        let returned = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable<Int>.error(TestError.boom).catchErrorJustReturn(7)
        }
        XCTAssertEqual(returned.events, [.next(1200, 7), .completed(1200)])

        let sequence = scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) {
            Observable.catchError([Observable<Int>.error(TestError.boom), .just(5)])
        }
        XCTAssertEqual(sequence.events, [.next(2200, 5), .completed(2200)])
    }
}
