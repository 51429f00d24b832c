import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class WindowTests: XCTestCase {
    /// Elements at 203, 207, 215, 240, 262, 265, 268, 300.
    private func source(_ scheduler: TestScheduler, ending stop: Recorded<Event<Int>>)
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([
            .next(150, 0), .next(203, 1), .next(207, 2), .next(215, 3), .next(240, 4),
            .next(262, 5), .next(265, 6), .next(268, 7), .next(300, 8), stop,
        ])
    }

    /// Each element tagged with the number of its window.
    private func tagged(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        windows.enumerated().flatMap { index, window in window.map { "\(index): \($0)" } }
    }

    func testWindowsCloseWhenFullOrWhenTheirTimeIsUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(390))
        let result = scheduler.start {
            self.tagged(xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler))
        }
        XCTAssertEqual(
            result.events,
            [
                .next(203, "0: 1"), .next(207, "0: 2"), .next(215, "0: 3"),  // full at 215
                .next(240, "1: 4"), .next(262, "1: 5"), .next(265, "1: 6"),  // full at 265
                .next(268, "2: 7"), .next(300, "2: 8"),  // time up at 315
                .completed(390),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    func testWindowsOpenAtTheSubscriptionAndAtEachEndEvenWhenEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(390))
        let opened = scheduler.createObserver(Int.self)
        let windows = scheduler.createObserver([Int].self)
        var collected: [Int: [Int]] = [:]
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler)
                .enumerated()
                .subscribe(onNext: { index, window in
                    opened.on(.next(index))
                    collected[index] = []
                    _ = window.subscribe(
                        onNext: { collected[index]?.append($0) },
                        onCompleted: { windows.on(.next(collected[index] ?? [])) })
                })
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(
            opened.events,
            [.next(200, 0), .next(215, 1), .next(265, 2), .next(315, 3), .next(365, 4)])
        XCTAssertEqual(
            windows.events,
            [
                .next(215, [1, 2, 3]), .next(265, [4, 5, 6]), .next(315, [7, 8]), .next(365, []),
                .next(390, []),
            ])
    }

    func testAnErrorFailsTheOpenWindowAndTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .error(305, TestError.boom))
        let result = scheduler.start {
            self.tagged(xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler))
        }
        XCTAssertEqual(result.events.last, .error(305, TestError.boom))
        XCTAssertEqual(result.events.count, 9)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 305)])
    }

    func testDisposingEverythingEndsTheSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(390))
        let result = scheduler.start(disposed: 250) {
            self.tagged(xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler))
        }
        XCTAssertEqual(
            result.events,
            [.next(203, "0: 1"), .next(207, "0: 2"), .next(215, "0: 3"), .next(240, "1: 4")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTheOpenWindowOutlivesTheSequenceOfWindowsWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(390))
        let window = scheduler.createObserver(Int.self)
        var windowsSeen = 0
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler)
                .subscribe(onNext: { opened in
                    windowsSeen += 1
                    if windowsSeen == 2 {
                        inner = opened.subscribe(window)
                    }
                })
        }
        scheduler.scheduleAt(250) { outer?.dispose() }
        scheduler.scheduleAt(1000) { inner?.dispose() }
        scheduler.start()
        // The second window (215 to 265) runs to its end; the source subscription ends with it.
        XCTAssertEqual(
            window.events, [.next(240, 4), .next(262, 5), .next(265, 6), .completed(265)])
        XCTAssertEqual(windowsSeen, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 265)])
    }

    func testAWindowIsHot() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(390))
        let late = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.window(timeSpan: .seconds(1000), count: 10, scheduler: scheduler)
                .subscribe(onNext: { window in
                    scheduler.scheduleAt(250) { _ = window.subscribe(late) }
                })
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(
            late.events,
            [.next(262, 5), .next(265, 6), .next(268, 7), .next(300, 8), .completed(390)])
    }

    func testACountBelowOneFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(390))
        let result = scheduler.start {
            xs.window(timeSpan: .seconds(50), count: 0, scheduler: scheduler).map { _ in 0 }
        }
        XCTAssertEqual(result.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTimersOnOtherThreadsThanTheSourceKeepEveryElementInOrder() {
        let count = 20_000
        let stopped = expectation(description: "stopped")
        let recorder = ConcurrencyRecorder<Int>()
        recorder.onEvent = { event in
            if event.isStopEvent { stopped.fulfill() }
        }
        let subscription = elementsOnAnotherThread(count)
            .window(timeSpan: .microseconds(30), count: 7, scheduler: ConcurrentTimerScheduler())
            .concatMap { $0 }
            .subscribe(recorder)
        wait(for: [stopped], timeout: 60)
        XCTAssertEqual(recorder.overlaps, 0)
        XCTAssertEqual(recorder.elements, Array(0..<count))
        XCTAssertEqual(recorder.events.last.map(\.isCompleted), true)
        subscription.dispose()
    }

    func testTimersThatEndWindowsFasterThanTheyAreSentLetTheSourceGoOn() {
        // While the source's thread is still delivering an element, time spans end on another
        // thread. A span's timer starts as its window is sent, so only one span can end
        // meanwhile: timers that kept ending spans while their windows waited to be sent would
        // keep the source's thread sending windows forever, away from its source.
        let timers = ManualTimerScheduler()
        let source = PublishSubject<Int>()
        let delivering = DispatchSemaphore(value: 0)
        let goOn = DispatchSemaphore(value: 0)
        let received = Locked<[Int]>([])
        let completed = expectation(description: "completed")
        let subscription =
            source
            .window(timeSpan: .seconds(1), count: 100, scheduler: timers)
            .concatMap { $0 }
            .subscribe(
                onNext: { element in
                    received.withLock { $0.append(element) }
                    if element == 0 {
                        delivering.signal()
                        XCTAssertEqual(goOn.wait(timeout: .now() + 10), .success)
                    }
                },
                onCompleted: { completed.fulfill() })
        Thread.detachNewThread {
            source.onNext(0)
            source.onNext(1)
            source.onCompleted()
        }
        XCTAssertEqual(delivering.wait(timeout: .now() + 10), .success)
        var spansEnded = 0
        while spansEnded < 5, timers.endNextTimer() { spansEnded += 1 }
        XCTAssertEqual(spansEnded, 1, "the next span's timer waits for its window to be sent")
        goOn.signal()
        wait(for: [completed], timeout: 10)
        XCTAssertEqual(received.current, [0, 1])
        subscription.dispose()
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            var received: [Int] = []
            _ = Observable.of(1, 2, 3)
                .window(timeSpan: .seconds(0), count: 2, scheduler: scheduler)
                .flatMap { $0 }
                .subscribe(onNext: { received.append($0) })
            scheduler.start()
            XCTAssertEqual(received, [1, 2, 3])
        }
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable<Int>.error(TestError.boom)
                .window(timeSpan: .seconds(10), count: 2, scheduler: scheduler)
                .subscribe { _ in }
            scheduler.start()
        }
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Int>()
            var inner: Disposable?
            let outer = subject.window(timeSpan: .seconds(10), count: 5, scheduler: scheduler)
                .subscribe(onNext: { window in
                    if inner == nil { inner = window.subscribe { _ in } }
                })
            subject.onNext(1)
            outer.dispose()
            XCTAssertTrue(subject.hasObservers, "the subscribed window keeps the source")
            inner?.dispose()
            XCTAssertFalse(subject.hasObservers)
            scheduler.start()
        }
    }
}
