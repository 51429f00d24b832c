import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class ControlEventTests: GtkTestCase {
    func testTapEmitsOnEveryClickToEverySubscriber() async throws {
        let button = Button(label: "Do something")
        var first = 0
        var second = 0
        let bag = DisposeBag()
        button.rx.tap.subscribe(onNext: { first += 1 }).disposed(by: bag)
        button.rx.tap.subscribe(onNext: { second += 1 }).disposed(by: bag)
        try User.click(button)
        try User.click(button)
        XCTAssertEqual(first, 2)
        XCTAssertEqual(second, 2)
    }

    func testDisposingDisconnects() async throws {
        let button = Button(label: "Do something")
        let baseline = Resources.total
        var taps = 0
        let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
        try User.click(button)
        subscription.dispose()
        try User.click(button)
        XCTAssertEqual(taps, 1)
        XCTAssertLessThanOrEqual(Resources.total, baseline)
        XCTAssertFalse(hasHandler(button, "clicked"))
    }

    func testDestroyCompletesTheEventAndFreesItsHandlers() async throws {
        let baseline = Resources.total
        var events: [String] = []
        weak var weakButton: Button?
        do {
            let window = Window()
            let button = Button(label: "Do something")
            weakButton = button
            window.child = button
            _ = button.rx.tap.subscribe(
                onNext: { events.append("tap") }, onCompleted: { events.append("completed") },
                onDisposed: { events.append("disposed") })
            try User.click(button)
            window.present()
            window.destroy()
        }
        XCTAssertNil(weakButton, "the subscription does not keep the button alive")
        XCTAssertEqual(events, ["tap", "completed", "disposed"])
        XCTAssertLessThanOrEqual(Resources.total, baseline, "the handlers and their sinks are gone")
    }

    func testDestroyedEmitsOnceThenCompletes() async {
        var events: [Event<Void>] = []
        do {
            let label = Label("gone")
            _ = label.rx.destroyed.subscribe { events.append($0) }
        }
        XCTAssertEqual(events.count, 2)
        XCTAssertNotNil(events.first?.element)
        XCTAssertTrue(events.last?.isCompleted ?? false)
    }

    func testSubscribingFromAnotherThreadSubscribesOnTheMainThread() async throws {
        let button = Button(label: "Do something")
        let tap = button.rx.tap
        let taps = ThreadRecord()
        let subscription = await Task.detached {
            DisposableBox(
                tap.subscribe(onNext: {
                    taps.append(taps.count, onMainThread: MainThread.isCurrent)
                }))
        }.value.disposable
        try User.click(button)
        XCTAssertEqual(taps.count, 0, "the subscription waits for the main loop")
        GtkTest.pumpUntilIdle()
        try User.click(button)
        XCTAssertEqual(taps.count, 1)
        XCTAssertTrue(taps.allOnMainThread)
        subscription.dispose()
    }

    func testDisposingFromAnotherThreadStopsTheEventsAtOnceAndDisconnectsOnTheMainThread()
        async throws
    {
        let button = Button(label: "Do something")
        let baseline = Resources.total
        let taps = ThreadRecord()
        let subscription = DisposableBox(
            button.rx.tap.subscribe(onNext: { taps.append(taps.count, onMainThread: true) }))
        try User.click(button)
        await Task.detached { subscription.disposable.dispose() }.value
        XCTAssertTrue(hasHandler(button, "clicked"), "disconnected on the main thread, later")
        try User.click(button)
        XCTAssertEqual(taps.count, 1, "no event after dispose returned")
        GtkTest.pumpUntilIdle()
        XCTAssertFalse(hasHandler(button, "clicked"))
        XCTAssertLessThanOrEqual(Resources.total, baseline)
    }

    func testASubscriptionDisposedBeforeItsQueuedConnectionRunsNeverConnects() async throws {
        let button = Button(label: "Do something")
        let tap = button.rx.tap
        let baseline = Resources.total
        let taps = ThreadRecord()
        // Disposed on the other thread (its disconnection queued after the connection), and
        // on this one (disconnecting at once, before the queued connection runs).
        await Task.detached {
            tap.subscribe(onNext: { taps.append(taps.count, onMainThread: true) }).dispose()
        }.value
        let subscription = await Task.detached {
            DisposableBox(tap.subscribe(onNext: { taps.append(taps.count, onMainThread: true) }))
        }.value.disposable
        subscription.dispose()
        GtkTest.pumpUntilIdle()
        XCTAssertFalse(hasHandler(button, "clicked"))
        try User.click(button)
        XCTAssertEqual(taps.count, 0)
        XCTAssertLessThanOrEqual(Resources.total, baseline)
    }

    func testEnterInAnEntryOrAPasswordEntryActivates() async throws {
        let entry = Entry()
        let password = PasswordEntry()
        var activations: [String] = []
        let bag = DisposeBag()
        entry.rx.activate.subscribe(onNext: { activations.append("entry") }).disposed(by: bag)
        password.rx.activate.subscribe(onNext: { activations.append("password") })
            .disposed(by: bag)
        try User.pressEnter(in: entry)
        try User.pressEnter(in: password)
        XCTAssertEqual(activations, ["entry", "password"])
    }

    func testAGenericControlEventFromAnySignal() async throws {
        let toggle = Switch()
        var activations = 0
        let subscription = toggle.rx.controlEvent("notify::active").subscribe(onNext: {
            activations += 1
        })
        try User.flip(toggle)
        XCTAssertEqual(activations, 1)
        subscription.dispose()
    }

    func testAControlEventIsASignal() async throws {
        let button = Button(label: "Do something")
        var taps = 0
        let subscription = button.rx.tap.asSignal().emit(onNext: { taps += 1 })
        try User.click(button)
        XCTAssertEqual(taps, 1)
        subscription.dispose()
    }

    private func hasHandler(_ object: Object, _ signal: String) -> Bool {
        let id = g_signal_lookup(signal, cglib_object_type(object.objectPointer))
        return g_signal_has_handler_pending(object.objectPointer, id, 0, 1) != 0
    }
}
