import Dispatch
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// MainScheduler on the GLib main loop. XCTest runs these on the main thread.
final class MainSchedulerTests: XCTestCase {
    func testTheFirstScheduleRunsInlineAndNestedOnesFollowInOrder() {
        var order: [Int] = []
        let scheduler = MainScheduler.instance
        _ = scheduler.schedule(()) { _ in
            order.append(1)
            for value in 2...5 {
                _ = scheduler.schedule(()) { _ in
                    order.append(value)
                    return Disposables.create()
                }
            }
            return Disposables.create()
        }
        XCTAssertEqual(order, [1], "nested work waits for the loop")
        XCTAssertTrue(GtkTest.runMainLoop { order.count == 5 })
        XCTAssertEqual(order, [1, 2, 3, 4, 5])
    }

    func testDisposingQueuedWorkPreventsIt() {
        var ran: [String] = []
        let scheduler = MainScheduler.asyncInstance
        let cancelled = scheduler.schedule(()) { _ in
            ran.append("cancelled")
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            ran.append("kept")
            return Disposables.create()
        }
        cancelled.dispose()
        XCTAssertTrue(GtkTest.runMainLoop { ran.contains("kept") })
        XCTAssertEqual(ran, ["kept"])
    }

    func testDisposingQueuedWorkAfterItRanDisposesWhatItReturned() {
        let returned = BooleanDisposable()
        var ran = false
        let scheduled = MainScheduler.asyncInstance.schedule(()) { _ in
            ran = true
            return returned
        }
        XCTAssertTrue(GtkTest.runMainLoop { ran })
        XCTAssertFalse(returned.isDisposed)
        scheduled.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testDisposingQueuedWorkWhileItRunsDisposesWhatItReturnsAtOnce() {
        let returned = BooleanDisposable()
        var scheduled: Disposable?
        var ran = false
        scheduled = MainScheduler.asyncInstance.schedule(()) { _ in
            ran = true
            scheduled?.dispose()
            XCTAssertFalse(returned.isDisposed)
            return returned
        }
        XCTAssertTrue(GtkTest.runMainLoop { ran })
        XCTAssertTrue(returned.isDisposed)
    }

    func testQueuedWorkLetsGoOfItsActionOnceItRanOrWasDisposed() {
        final class Captured {}
        var ranOrDisposed: [Disposable] = []
        weak var ranCapture: Captured?
        weak var disposedCapture: Captured?
        do {
            let ranObject = Captured()
            let disposedObject = Captured()
            ranCapture = ranObject
            disposedCapture = disposedObject
            ranOrDisposed.append(
                MainScheduler.asyncInstance.schedule(()) { _ in
                    withExtendedLifetime(ranObject) {}
                    return Disposables.create()
                })
            ranOrDisposed.append(
                MainScheduler.asyncInstance.schedule(()) { _ in
                    withExtendedLifetime(disposedObject) {}
                    return Disposables.create()
                })
            ranOrDisposed[1].dispose()
        }
        XCTAssertTrue(GtkTest.runMainLoop { ranCapture == nil && disposedCapture == nil })
        XCTAssertEqual(ranOrDisposed.count, 2, "the disposables are still held")
    }

    func testQueuedWorkLetsGoOfItsStateWithItsDisposable() {
        final class State {}
        weak var weakState: State?
        var ran = false
        var scheduled: Disposable?
        do {
            let state = State()
            weakState = state
            scheduled = MainScheduler.asyncInstance.schedule(state) { _ in
                ran = true
                return Disposables.create()
            }
        }
        XCTAssertTrue(GtkTest.runMainLoop { ran })
        XCTAssertNotNil(weakState, "the state lives as long as the disposable")
        scheduled = nil
        XCTAssertNil(weakState)
        XCTAssertNil(scheduled)
    }

    func testTheAsyncInstanceAlwaysQueues() {
        var ran = false
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertFalse(ran)
        XCTAssertTrue(GtkTest.runMainLoop { ran })
    }

    func testWorkFromBackgroundThreadsRunsOnTheMainThreadInOrder() {
        let record = ThreadRecord()
        DispatchQueue.global().async {
            for index in 0..<1_000 {
                _ = MainScheduler.instance.schedule(()) { _ in
                    record.append(index, onMainThread: MainThread.isCurrent)
                    return Disposables.create()
                }
            }
        }
        XCTAssertTrue(GtkTest.runMainLoop { record.count == 1_000 })
        XCTAssertEqual(record.indices, Array(0..<1_000))
        XCTAssertTrue(record.allOnMainThread)
    }

    func testScheduleRelativeFiresOnTheMainThreadAfterTheDelay() {
        let start = ContinuousClock.now
        var firedAfter: Duration?
        var onMainThread = false
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            firedAfter = ContinuousClock.now - start
            onMainThread = MainThread.isCurrent
            return Disposables.create()
        }
        XCTAssertTrue(GtkTest.runMainLoop { firedAfter != nil })
        XCTAssertGreaterThanOrEqual(firedAfter ?? .zero, .milliseconds(50))
        XCTAssertTrue(onMainThread)
    }

    func testDisposingATimerRemovesIt() {
        var fired: [String] = []
        let cancelled = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(10)) {
            _ in
            fired.append("cancelled")
            return Disposables.create()
        }
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            fired.append("sentinel")
            return Disposables.create()
        }
        cancelled.dispose()
        XCTAssertTrue(GtkTest.runMainLoop { fired.contains("sentinel") })
        XCTAssertEqual(fired, ["sentinel"])
    }

    func testPeriodicWorkThreadsItsStateUntilDisposed() {
        var states: [Int] = []
        let periodic = MainScheduler.instance.schedulePeriodic(
            0, startAfter: .milliseconds(5), period: .milliseconds(5)
        ) { state in
            states.append(state)
            return state + 1
        }
        XCTAssertTrue(GtkTest.runMainLoop { states.count >= 3 })
        periodic.dispose()
        let countAtDisposal = states.count
        var sentinel = false
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            sentinel = true
            return Disposables.create()
        }
        XCTAssertTrue(GtkTest.runMainLoop { sentinel })
        XCTAssertEqual(states.count, countAtDisposal, "no tick after disposal")
        XCTAssertEqual(Array(states.prefix(3)), [0, 1, 2])
    }

    func testConcurrentMainSchedulerRunsInlineOnTheMainThreadAndQueuesFromOthers() {
        var inline = false
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            inline = true
            return Disposables.create()
        }
        XCTAssertTrue(inline)

        let record = ThreadRecord()
        DispatchQueue.global().async {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                record.append(0, onMainThread: MainThread.isCurrent)
                return Disposables.create()
            }
        }
        XCTAssertTrue(GtkTest.runMainLoop { record.count == 1 })
        XCTAssertTrue(record.allOnMainThread)
    }

    func testEachInstanceCountsItsOwnInlineRuns() {
        var order: [String] = []
        let outer = MainScheduler()
        let inner = MainScheduler()
        _ = outer.schedule(()) { _ in
            order.append("outer")
            _ = inner.schedule(()) { _ in
                order.append("inner, at once")
                _ = inner.schedule(()) { _ in
                    order.append("inner nested, queued")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = MainScheduler.instance.schedule(()) { _ in
                order.append("the shared instance, at once")
                return Disposables.create()
            }
            order.append("outer, after")
            return Disposables.create()
        }
        XCTAssertEqual(
            order, ["outer", "inner, at once", "the shared instance, at once", "outer, after"])
        XCTAssertTrue(GtkTest.runMainLoop { order.count == 5 })
        XCTAssertEqual(order.last, "inner nested, queued")
    }

    func testAnInstanceQueuesMainThreadWorkBehindWorkItQueuedFromAnotherThread() {
        let scheduler = MainScheduler()
        let order = Locked<[Int]>([])
        let posted = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = scheduler.schedule(()) { _ in
                order.withLock { $0.append(1) }
                return Disposables.create()
            }
            posted.signal()
        }
        posted.wait()
        _ = scheduler.schedule(()) { _ in
            order.withLock { $0.append(2) }
            return Disposables.create()
        }
        XCTAssertEqual(order.current, [], "2 waits behind the queued 1")
        _ = MainScheduler().schedule(()) { _ in
            order.withLock { $0.append(0) }
            return Disposables.create()
        }
        XCTAssertEqual(order.current, [0], "another instance has nothing queued: it runs at once")
        XCTAssertTrue(GtkTest.runMainLoop { order.current.count == 3 })
        XCTAssertEqual(order.current, [0, 1, 2])
    }

    func testQueuedWorkKeepsItsInstanceAliveUntilItHasRun() {
        weak var weakScheduler: MainScheduler?
        let ran = SharedFlag()
        do {
            let scheduler = MainScheduler()
            weakScheduler = scheduler
            let posted = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                _ = scheduler.schedule(()) { _ in
                    ran.raise()
                    return Disposables.create()
                }
                posted.signal()
            }
            posted.wait()
        }
        XCTAssertNotNil(weakScheduler, "kept by the queued action")
        XCTAssertTrue(GtkTest.runMainLoop { ran.isRaised })
        XCTAssertNil(weakScheduler, "let go of once the action ran")
    }

    func testEnsureExecutingOnSchedulerAcceptsTheMainThread() {
        MainScheduler.ensureExecutingOnScheduler()
        XCTAssertTrue(MainThread.isCurrent)
    }
}
