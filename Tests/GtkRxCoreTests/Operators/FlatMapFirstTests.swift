import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class FlatMapFirstTests: XCTestCase {
    func testElementsArrivingWhileAnInnerRunsAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = (1...4).map { value in
            scheduler.createColdObservable([
                .next(5, value * 10), .next(25, value * 10 + 1), .completed(30),
            ])
        }
        let xs = scheduler.createHotObservable([
            .next(210, 0), .next(220, 1), .next(235, 2), .next(245, 3), .completed(300),
        ])
        var selected: [Int] = []
        let result = scheduler.start {
            xs.flatMapFirst { index -> TestableObservable<Int> in
                selected.append(index)
                return inners[index]
            }
        }
        // 0 runs from 210 to 240: 1 and 2 are dropped; 3 starts at 245.
        XCTAssertEqual(
            result.events,
            [.next(215, 10), .next(235, 11), .next(250, 40), .next(270, 41), .completed(300)])
        XCTAssertEqual(selected, [0, 3], "dropped elements never reach the selector")
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inners[1].subscriptions, [])
        XCTAssertEqual(inners[2].subscriptions, [])
        XCTAssertEqual(inners[3].subscriptions, [Subscription(245, 275)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompletesWhenTheRunningInnerCompletesAfterTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .next(80, 2), .completed(90)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(250)])
        let result = scheduler.start { xs.flatMapFirst { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(290, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 300)])
    }

    func testCompletesAtOnceWhenNoInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let result = scheduler.start { xs.flatMapFirst { Observable.just($0 * 2) } }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(250)])
    }

    func testAnInnerErrorEndsItAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(400)])
        let result = scheduler.start { xs.flatMapFirst { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 1), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testASourceErrorEndsItAndDisposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 0), .error(240, TestError.other)])
        let result = scheduler.start { xs.flatMapFirst { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 1), .error(240, TestError.other)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240)])
    }

    func testASelectorErrorEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start {
            xs.flatMapFirst { value -> Observable<Int> in
                if value == 2 { throw TestError.boom }
                return .just(value)
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingDisposesTheSourceAndTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([.next(210, 0)])
        let result = scheduler.start(disposed: 250) { xs.flatMapFirst { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    func testAnInnerSendingIntoTheSourceIsIgnoredNotDeadlocked() {
        let outer = PublishSubject<Int>()
        var received: [Int] = []
        let subscription =
            outer
            .flatMapFirst { value in
                Observable<Int>.create { observer in
                    observer.onNext(value)
                    outer.onNext(value + 100)  // an inner is running: dropped
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
            .subscribe(onNext: { received.append($0) })
        outer.onNext(1)
        outer.onNext(2)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
    }

    func testAnInnerOnAnotherThreadIsSerializedWithTheSource() {
        for _ in 0..<20 {
            let outer = ManualSource<Int>()
            let inner = ManualSource<Int>()
            let recorder = ConcurrencyRecorder<Int>()
            let subscription = outer.observable.flatMapFirst { _ in inner.observable }
                .subscribe(recorder)
            outer.onNext(0)
            runConcurrently([
                { for value in 1...300 { outer.onNext(value) } },
                { for value in 0..<300 { inner.onNext(value) } },
            ])
            inner.onCompleted()
            outer.onCompleted()
            XCTAssertEqual(recorder.overlaps, 0)
            XCTAssertEqual(recorder.elements, Array(0..<300), "the first inner's elements only")
            XCTAssertEqual(recorder.events.last.map(\.isCompleted), true)
            subscription.dispose()
        }
    }

    func testAnOuterErrorOnAnotherThreadThanTheInnerIsTheLastEvent() {
        for _ in 0..<50 {
            let outer = ManualSource<Int>()
            let inner = ManualSource<Int>()
            let recorder = ConcurrencyRecorder<Int>()
            let subscription = outer.observable.flatMapFirst { _ in inner.observable }
                .subscribe(recorder)
            outer.onNext(0)
            runConcurrently([
                { outer.send(.error(TestError.boom)) },
                { for value in 0..<300 { inner.onNext(value) } },
            ])
            XCTAssertEqual(recorder.overlaps, 0)
            let elements = recorder.elements
            XCTAssertEqual(elements, Array(0..<elements.count))
            XCTAssertEqual(recorder.events.filter(\.isStopEvent).count, 1)
            XCTAssertEqual(recorder.events.last?.error as? TestError, .boom)
            subscription.dispose()
        }
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            var received: [Int] = []
            // The inner `of` waits for the current-thread trampoline, so 2 arrives while the
            // first inner runs, and is dropped.
            _ = Observable.of(1, 2).flatMapFirst { Observable.of($0, $0) }
                .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1, 1])
        }
        assertSubscriptionsReleased {
            _ = Observable.just(1).flatMapFirst { _ in Observable<Int>.error(TestError.boom) }
                .subscribe { _ in }
        }
        assertSubscriptionsReleased {
            let subscription = Observable.just(1).flatMapFirst { _ in Observable<Int>.never() }
                .subscribe { _ in }
            subscription.dispose()
        }
    }
}
