import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class BufferTests: XCTestCase {
    /// Elements at 203, 207, 215, 240, 262, 265, 268, 300.
    private func source(_ scheduler: TestScheduler, ending stop: Recorded<Event<Int>>)
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([
            .next(150, 0), .next(203, 1), .next(207, 2), .next(215, 3), .next(240, 4),
            .next(262, 5), .next(265, 6), .next(268, 7), .next(300, 8), stop,
        ])
    }

    func testArraysGoOutWhenFullOrWhenTheirTimeIsUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(390))
        let result = scheduler.start {
            xs.buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler)
        }
        XCTAssertEqual(
            result.events,
            [
                .next(215, [1, 2, 3]),  // full; the next span runs from 215 to 265
                .next(265, [4, 5, 6]),  // full at the same tick as its time is up
                .next(315, [7, 8]),  // time is up
                .next(365, []),  // an empty span still sends its array
                .next(390, []), .completed(390),  // the last array, then the completion
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    func testTheLastPartialArrayGoesOutWithTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(305))
        let result = scheduler.start {
            xs.buffer(timeSpan: .seconds(1000), count: 5, scheduler: scheduler)
        }
        XCTAssertEqual(
            result.events, [.next(262, [1, 2, 3, 4, 5]), .next(305, [6, 7, 8]), .completed(305)])
    }

    func testAnErrorDropsTheArrayBeingCollected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .error(305, TestError.boom))
        let result = scheduler.start {
            xs.buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler)
        }
        XCTAssertEqual(
            result.events,
            [.next(215, [1, 2, 3]), .next(265, [4, 5, 6]), .error(305, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 305)])
    }

    func testDisposingStopsTheArraysAndTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(390))
        let result = scheduler.start(disposed: 270) {
            xs.buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(215, [1, 2, 3]), .next(265, [4, 5, 6])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testACountBelowOneFailsWithoutSubscribing() {
        for count in [0, -3] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = source(scheduler, ending: .completed(390))
            let result = scheduler.start {
                xs.buffer(timeSpan: .seconds(50), count: count, scheduler: scheduler)
            }
            XCTAssertEqual(result.events, [.error(200, RxError.argumentOutOfRange)])
            XCTAssertEqual(xs.subscriptions, [])
        }
    }

    func testTimersOnOtherThreadsThanTheSourceKeepEveryElementInOrder() {
        let count = 20_000
        let stopped = expectation(description: "stopped")
        let recorder = ConcurrencyRecorder<[Int]>()
        recorder.onEvent = { event in
            if event.isStopEvent { stopped.fulfill() }
        }
        let subscription = elementsOnAnotherThread(count)
            .buffer(timeSpan: .microseconds(30), count: 7, scheduler: ConcurrentTimerScheduler())
            .subscribe(recorder)
        wait(for: [stopped], timeout: 60)
        XCTAssertEqual(recorder.overlaps, 0)
        XCTAssertEqual(recorder.elements.flatMap { $0 }, Array(0..<count))
        XCTAssertTrue(recorder.elements.allSatisfy { $0.count <= 7 })
        XCTAssertEqual(recorder.events.last.map(\.isCompleted), true)
        XCTAssertEqual(recorder.events.filter(\.isStopEvent).count, 1)
        subscription.dispose()
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            var received: [[Int]] = []
            _ = Observable.of(1, 2, 3).buffer(timeSpan: .seconds(0), count: 2, scheduler: scheduler)
                .subscribe(onNext: { received.append($0) })
            scheduler.start()
            XCTAssertEqual(received, [[1, 2], [3]])
        }
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable<Int>.error(TestError.boom)
                .buffer(timeSpan: .seconds(10), count: 2, scheduler: scheduler)
                .subscribe { _ in }
            scheduler.start()
        }
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let subscription = Observable<Int>.never()
                .buffer(timeSpan: .seconds(10), count: 2, scheduler: scheduler)
                .subscribe { _ in }
            scheduler.advanceTo(35)
            subscription.dispose()
            scheduler.start()
        }
    }
}
