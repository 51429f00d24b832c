import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class SkipUntilTests: XCTestCase {
    private func source(_ scheduler: TestScheduler, ending stop: Recorded<Event<Int>>)
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), stop,
        ])
    }

    func testElementsPassOnceOtherHasEmitted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(300))
        let other = scheduler.createHotObservable([.next(225, "go"), .completed(260)])
        let result = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(result.events, [.next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)], "disposed at its element")
    }

    func testAnErrorFromOtherEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(300))
        let other = scheduler.createHotObservable([.error(225, TestError.boom, String.self)])
        let result = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(result.events, [.error(225, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testAnErrorFromOtherAfterItOpenedIsNotSeen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(300))
        let other = scheduler.createHotObservable([
            .next(215, "go"), .error(225, TestError.boom),
        ])
        let result = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(
            result.events, [.next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    }

    func testASourceErrorEndsTheSequenceEvenBeforeOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .error(235, TestError.other))
        let other = scheduler.createHotObservable([.next(250, "go")])
        let result = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(result.events, [.error(235, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 235)])
    }

    func testOtherCompletingWithoutAnElementDropsEverythingForGood() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(300))
        let other = scheduler.createHotObservable([.completed(225, String.self)])
        let result = scheduler.start { xs.skip(until: other) }
        // As in RxSwift, the completion of a source whose elements were all skipped is not sent.
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testTheSourceCompletingBeforeOtherEmitsEndsTheSubscriptionsSilently() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(300))
        let other = scheduler.createHotObservable([.next(500, "too late")])
        let result = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 300)])
    }

    func testNeitherEmittingLastsUntilDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let other = scheduler.createHotObservable([Recorded<Event<String>>]())
        let result = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 1000)])
    }

    func testAnOtherThatEmitsWhenSubscribedOpensBeforeTheSourceIsSubscribed() {
        var received: [Int] = []
        var completed = false
        _ = Observable.of(1, 2, 3).skip(until: Observable.just(()))
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(completed)
    }

    @available(*, deprecated, message: "tests the deprecated alias")
    func testTheDeprecatedSkipUntilIsSkipUntil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(300))
        let other = scheduler.createHotObservable([.next(225, "go")])
        let result = scheduler.start { xs.skipUntil(other) }
        XCTAssertEqual(result.events, [.next(230, 3), .next(240, 4), .completed(300)])
    }

    func testTheSourceAndOtherOnDifferentThreadsAreSerialized() {
        for _ in 0..<50 {
            let xs = ManualSource<Int>()
            let other = ManualSource<Void>()
            let recorder = ConcurrencyRecorder<Int>()
            let subscription = xs.observable.skip(until: other.observable).subscribe(recorder)
            runConcurrently([
                {
                    for value in 0..<500 { xs.onNext(value) }
                    xs.onCompleted()
                },
                { other.onNext(()) },
            ])
            XCTAssertEqual(recorder.overlaps, 0)
            let elements = recorder.elements
            // Whatever passed is a run of the source's last elements, in order, then the
            // completion; or nothing, when `other` emitted after the source completed.
            XCTAssertEqual(elements, Array((500 - elements.count)..<500))
            if let last = recorder.events.last {
                XCTAssertTrue(last.isCompleted)
            }
            subscription.dispose()
        }
    }

    func testAnErrorFromOtherOnAnotherThreadEndsItWhileTheSourceSends() {
        for _ in 0..<50 {
            let xs = ManualSource<Int>()
            let other = ManualSource<Void>()
            let recorder = ConcurrencyRecorder<Int>()
            let subscription = xs.observable.skip(until: other.observable).subscribe(recorder)
            runConcurrently([
                { for value in 0..<500 { xs.onNext(value) } },
                { other.send(.error(TestError.boom)) },
            ])
            XCTAssertEqual(recorder.overlaps, 0)
            XCTAssertEqual(recorder.events.count, 1)
            XCTAssertEqual(recorder.events.first?.error as? TestError, .boom)
            XCTAssertFalse(xs.isSubscribed, "the source subscription ended with the error")
            subscription.dispose()
        }
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            var received: [Int] = []
            _ = Observable.of(1, 2).skip(until: Observable.just(0))
                .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1, 2])
        }
        assertSubscriptionsReleased {
            _ = Observable.of(1, 2).skip(until: Observable<Int>.never()).subscribe { _ in }
        }
        assertSubscriptionsReleased {
            _ = Observable<Int>.never().skip(until: Observable<Int>.error(TestError.boom))
                .subscribe { _ in }
        }
    }

    func testNothingIsLeftAliveOnceDisposed() {
        assertSubscriptionsReleased {
            let subscription = Observable<Int>.never().skip(until: Observable<Int>.never())
                .subscribe { _ in }
            subscription.dispose()
        }
    }
}
