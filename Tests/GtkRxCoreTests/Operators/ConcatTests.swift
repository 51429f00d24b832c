import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class ConcatTests: XCTestCase {
    func testSubscribesToEachSourceWhenThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let result = scheduler.start { Observable.concat(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(
            result.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testAnErrorEndsItBeforeTheNextSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let result = scheduler.start { Observable.concat([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testConcatWithASecondSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 9), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(260, 3), .completed(300)])
        let result = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(
            result.events, [.next(210, 1), .next(240, 9), .next(260, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 300)])
    }

    func testNoSourcesCompleteAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.concat([]) }
        XCTAssertEqual(result.events, [.completed(200)])
    }

    func testDisposingDisposesTheCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
        let result = scheduler.start(disposed: 260) {
            Observable.concat(xs.asObservable(), ys.asObservable())
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 260)])
    }

    func testTheSequenceIsIteratedLazilyAndAnewForEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        var pulls: [TestTime] = []
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            var remaining = [xs.asObservable(), ys.asObservable()]
            return AnyIterator {
                pulls.append(scheduler.clock)
                return remaining.isEmpty ? nil : remaining.removeFirst()
            }
        }
        let concatenated = Observable.concat(sources)
        let first = scheduler.start { concatenated }
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2), .completed(240)])
        let second = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            concatenated
        }
        XCTAssertEqual(second.events, [.next(1210, 1), .next(1230, 2), .completed(1240)])
        XCTAssertEqual(pulls, [200, 220, 240, 1200, 1220, 1240])
    }

    func testManySourcesThatCompleteAtOnceDoNotDeepenTheStack() {
        let count = 100_000
        let sources = (0..<count).lazy.map { value in
            Observable<Int>.create { observer in
                observer.onNext(value)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        var received = 0
        var completed = false
        _ = Observable.concat(sources).subscribe(
            onNext: { _ in received += 1 }, onCompleted: { completed = true })
        XCTAssertEqual(received, count)
        XCTAssertTrue(completed)
    }

    func testConcatOfInnerSequencesRunsThemOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1), .next(220, ys2), .completed(230),
        ])
        let result = scheduler.start { xs.concat() }
        XCTAssertEqual(
            result.events, [.next(220, 1), .next(240, 2), .next(260, 3), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 270)])
    }

    func testConcatOfInnerSequencesFailsAtAnInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let waiting = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, failing), .next(215, waiting), .completed(300),
        ])
        let result = scheduler.start { xs.concat() }
        XCTAssertEqual(result.events, [.next(220, 1), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(waiting.subscriptions, [], "the queued inner sequence never ran")
    }

    func testConcatOfInnerSequencesFailsAtAnOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let running = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([.next(210, running), .error(240, TestError.other)])
        let result = scheduler.start { xs.concat() }
        XCTAssertEqual(result.events, [.next(220, 1), .error(240, TestError.other)])
        XCTAssertEqual(running.subscriptions, [Subscription(210, 240)])
    }

    func testDisposingTheConcatOfInnerSequencesDisposesTheRunningOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let running = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([.next(210, running)])
        let result = scheduler.start(disposed: 250) { xs.concat() }
        XCTAssertEqual(result.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(running.subscriptions, [Subscription(210, 250)])
    }

    func testConcatLeavesNothingAlive() {
        assertSubscriptionsReleased {
            var received: [Int] = []
            _ = Observable.of(Observable.of(1, 2), Observable.of(3)).concat()
                .subscribe(onNext: { received.append($0) })
            _ = Observable.concat([Observable.just(4), .just(5)].lazy.map { $0 })
                .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1, 2, 3, 4, 5])
        }
        assertSubscriptionsReleased {
            let subscription = Observable.just(Observable<Int>.never()).concat()
                .subscribe { _ in }
            subscription.dispose()
        }
    }
}
