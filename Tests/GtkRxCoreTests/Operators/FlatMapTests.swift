import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class FlatMapTests: XCTestCase {
    func testMergesTheSequencesOfEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = [
            1: scheduler.createColdObservable([.next(10, 10), .next(50, 11), .completed(60)]),
            2: scheduler.createColdObservable([.next(10, 20), .completed(20)]),
        ]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { xs.flatMap { inners[$0]! } }
        XCTAssertEqual(
            result.events, [.next(220, 10), .next(230, 20), .next(260, 11), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inners[1]!.subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(inners[2]!.subscriptions, [Subscription(220, 240)])
    }

    func testCompletesWhenTheSourceCompletesWithNoInnerRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(5, 7), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { xs.flatMap { _ in inner } }
        XCTAssertEqual(result.events, [.next(215, 7), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
    }

    func testAnInnerErrorEndsItAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = [
            1: scheduler.createColdObservable([.next(10, 10), .next(50, 11), .completed(60)]),
            2: scheduler.createColdObservable([.error(20, TestError.boom, Int.self)]),
        ]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])
        let result = scheduler.start { xs.flatMap { inners[$0]! } }
        XCTAssertEqual(result.events, [.next(220, 10), .error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(inners[1]!.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inners[2]!.subscriptions, [Subscription(220, 240)])
    }

    func testAnErrorOfTheSelectorEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 10), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])
        let result = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                if value == 2 { throw TestError.boom }
                return inner
            }
        }
        XCTAssertEqual(result.events, [.error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
    }

    func testAnOuterErrorEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 10), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let result = scheduler.start { xs.flatMap { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 10), .error(230, TestError.boom)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testAnInnerEndingTheSubscriptionWhileSubscribedToIsDisposed() {
        var innerDisposals = 0
        let inner = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { innerDisposals += 1 }
        }
        let source = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = source.flatMap { _ in inner }.take(1)
            .subscribe(onNext: { received.append($0) })
        source.onNext(0)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(innerDisposals, 1, "the inner subscription is disposed once it is known")
        XCTAssertFalse(source.hasObservers)
        subscription.dispose()
        XCTAssertEqual(innerDisposals, 1)
    }

    func testInnersEndingWhileSubscribedToAreDisposedAndTheRunningOnesStayTillTheEnd() {
        var finishedDisposals = 0
        var runningDisposals = 0
        let finished = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { finishedDisposals += 1 }
        }
        let running = Observable<Int>.create { observer in
            observer.onNext(2)
            return Disposables.create { runningDisposals += 1 }
        }
        let source = PublishSubject<Bool>()
        var received: [Int] = []
        let subscription = source.flatMap { $0 ? finished : running }
            .subscribe(onNext: { received.append($0) })
        for keepsRunning in [false, true, false, true, false] {
            source.onNext(!keepsRunning)
        }
        XCTAssertEqual(received, [1, 2, 1, 2, 1])
        XCTAssertEqual(finishedDisposals, 3, "each inner that ended is disposed at once")
        XCTAssertEqual(runningDisposals, 0)
        subscription.dispose()
        XCTAssertEqual(runningDisposals, 2, "disposing disposes every inner still running")
        XCTAssertEqual(finishedDisposals, 3)
    }
}
