import Dispatch
import GtkRxCore
import GtkRxVirtualTime
import Synchronization
import TestHelpers
import XCTest

final class ObserveOnTests: XCTestCase {
    func testDeliversEachEventOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
        ])
        let result = scheduler.start { xs.observe(on: scheduler) }
        // Work scheduled for the present runs one tick later.
        XCTAssertEqual(result.events, [.next(211, 2), .next(221, 3), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDeliversAnErrorOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let result = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 1), .error(221, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingDropsTheQueuedEvents() {
        assertSubscriptionsReleased {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(260, 3)])
            // At 250 the element arrives first, then the subscription is disposed, a tick before
            // the element would be delivered.
            let result = scheduler.start(disposed: 250) { xs.observe(on: scheduler) }
            XCTAssertEqual(result.events, [.next(211, 1)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    /// As in RxSwift, each event is delivered by a scheduled action of its own, one after the
    /// other: on consecutive ticks here.
    func testABurstIsDeliveredOneActionPerEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = CountingScheduler(scheduler)
        let source = Observable<Int>.create { observer in
            for value in 1...100 {
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
        let result = scheduler.start { source.observe(on: counting) }
        XCTAssertEqual(
            result.events, (1...100).map { .next(200 + $0, $0) } + [.completed(301)])
        XCTAssertEqual(counting.scheduleCount, 101)
    }

    func testEventsArrivingDuringADrainWaitForTheNextDrain() {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = CountingScheduler(scheduler)
        let recorder = scheduler.createObserver(Int.self)
        var emit: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            emit = observer
            observer.onNext(1)
            return Disposables.create()
        }
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            // Each delivered element makes the source emit the next one, re-entrantly.
            subscription = source.observe(on: counting).subscribe { event in
                recorder.on(event)
                if let value = event.element, value < 3 {
                    emit?.onNext(value + 1)
                }
            }
        }
        scheduler.scheduleAt(500) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(recorder.events, [.next(201, 1), .next(202, 2), .next(203, 3)])
        XCTAssertEqual(counting.scheduleCount, 3)
    }

    func testOnADispatchQueueEventsQueuedMeanwhileAreDeliveredInOrderOneActionEach() {
        let scheduler = SerialQueueScheduler()
        let gate = DispatchSemaphore(value: 0)
        // Holds the queue until every event is queued.
        scheduler.queue.async { gate.wait() }
        let received = DeliveryRecorder()
        let completed = expectation(description: "completed")
        let subscription = Observable<Int>.create { observer in
            for value in 0..<1_000 {
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
        .observe(on: scheduler)
        .subscribe(
            onNext: { value in received.record(value, onQueue: scheduler.isCurrent) },
            onCompleted: { completed.fulfill() })
        gate.signal()
        wait(for: [completed], timeout: 10)
        XCTAssertEqual(received.values, Array(0..<1_000))
        XCTAssertTrue(received.allOnQueue)
        XCTAssertEqual(scheduler.scheduleCount, 1_001)
        subscription.dispose()
    }

    func testOnADispatchQueueDisposingDropsTheQueuedEvents() {
        let scheduler = SerialQueueScheduler()
        let gate = DispatchSemaphore(value: 0)
        scheduler.queue.async { gate.wait() }
        let received = DeliveryRecorder()
        let subscription = Observable<Int>.create { observer in
            for value in 0..<10 {
                observer.onNext(value)
            }
            return Disposables.create()
        }
        .observe(on: scheduler)
        .subscribe(onNext: { value in received.record(value, onQueue: scheduler.isCurrent) })
        subscription.dispose()
        gate.signal()
        // The serial queue runs this after the drain that was scheduled before it.
        let drained = expectation(description: "drained")
        scheduler.queue.async { drained.fulfill() }
        wait(for: [drained], timeout: 10)
        XCTAssertEqual(received.values, [])
    }
}

/// Records elements received on another thread.
private final class DeliveryRecorder: Sendable {
    private let state = Locked<(values: [Int], allOnQueue: Bool)>(([], true))

    func record(_ value: Int, onQueue: Bool) {
        state.withLock {
            $0.values.append(value)
            $0.allOnQueue = $0.allOnQueue && onQueue
        }
    }

    var values: [Int] { state.withLock { $0.values } }
    var allOnQueue: Bool { state.withLock { $0.allOnQueue } }
}
