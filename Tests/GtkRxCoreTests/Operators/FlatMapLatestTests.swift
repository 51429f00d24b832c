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

    func testInnerSequencesThatEndWhileSubscribedToAreEachForwarded() {
        assertSubscriptionsReleased {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            var completed = false
            let subscription =
                subject
                .flatMapLatest { Observable.just($0) }
                .flatMapLatest { Observable.just($0 * 10) }
                .flatMapLatest { Observable.of($0, $0 + 1) }
                .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
            for value in 1...3 {
                subject.onNext(value)
            }
            XCTAssertEqual(received, [10, 11, 20, 21, 30, 31])
            XCTAssertFalse(completed)
            subject.onCompleted()
            XCTAssertTrue(completed)
            subscription.dispose()
        }
    }

    func testEachInnerSubscriptionIsDisposedOnceWhetherReplacedEndedOrDisposed() {
        let live = Locked(0)
        let disposals = Locked(0)
        let inner = Observable<Int>.create { observer in
            live.withLock { $0 += 1 }
            observer.onNext(1)
            return Disposables.create {
                live.withLock { $0 -= 1 }
                disposals.withLock { $0 += 1 }
            }
        }
        let ending = Observable<Int>.create { observer in
            live.withLock { $0 += 1 }
            observer.onCompleted()
            return Disposables.create {
                live.withLock { $0 -= 1 }
                disposals.withLock { $0 += 1 }
            }
        }
        let subject = PublishSubject<Bool>()
        var received = 0
        let subscription = subject.flatMapLatest { $0 ? inner : ending }
            .subscribe(onNext: { received += $0 })
        subject.onNext(true)
        XCTAssertEqual(live.current, 1)
        subject.onNext(true)  // replaces the first
        XCTAssertEqual(live.current, 1)
        subject.onNext(false)  // replaces the second, then ends while subscribed to
        XCTAssertEqual(live.current, 0)
        subject.onNext(true)
        subscription.dispose()
        XCTAssertEqual(live.current, 0)
        XCTAssertEqual(disposals.current, 4)
        XCTAssertEqual(received, 3)
        subject.onNext(true)  // after disposal: not subscribed to
        XCTAssertEqual(disposals.current, 4)
        XCTAssertEqual(live.current, 0)
    }

    func testDisposingWhileElementsArriveLeavesNoInnerSubscribed() {
        for _ in 0..<50 {
            let live = Locked(0)
            let inner = Observable<Int>.create { observer in
                live.withLock { $0 += 1 }
                observer.onNext(1)
                return Disposables.create { live.withLock { $0 -= 1 } }
            }
            let outer = ManualSource<Int>()
            // A Sendable holder, for the disposing thread.
            let subscription = SingleAssignmentDisposable()
            subscription.setDisposable(
                outer.observable.flatMapLatest { _ in inner }.subscribe { _ in })
            runConcurrently([
                { for value in 0..<200 { outer.onNext(value) } },
                { subscription.dispose() },
            ])
            XCTAssertEqual(live.current, 0)
        }
    }
}
