import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class ControlPropertyTests: GtkTestCase {
    func testEntryTextEmitsTheCurrentTextThenEachEdit() async throws {
        let entry = Entry()
        entry.text = "ab"
        entry.cursorPosition = 2
        var texts: [String?] = []
        let subscription = entry.rx.text.subscribe(onNext: { texts.append($0) })
        try User.type("cd", into: entry)
        try User.pressBackspace(in: entry)
        XCTAssertEqual(texts, ["ab", "abc", "abcd", "abc"])
        subscription.dispose()
    }

    func testSubscribingFromAnotherThreadReadsTheTextOnTheMainThread() async throws {
        let entry = Entry()
        entry.text = "abc"
        entry.cursorPosition = -1
        let text = entry.rx.text.orEmpty
        let values = Locked<[String]>([])
        let threads = ThreadRecord()
        let subscription = await Task.detached {
            DisposableBox(
                text.subscribe(onNext: { value in
                    values.withLock { $0.append(value) }
                    threads.append(threads.count, onMainThread: MainThread.isCurrent)
                }))
        }.value.disposable
        XCTAssertEqual(values.withLock { $0 }, [], "the subscription waits for the main loop")
        GtkTest.pumpUntilIdle()
        try User.type("d", into: entry)
        XCTAssertEqual(values.withLock { $0 }, ["abc", "abcd"])
        XCTAssertTrue(threads.allOnMainThread)
        subscription.dispose()
        try User.type("e", into: entry)
        XCTAssertEqual(values.withLock { $0 }, ["abc", "abcd"])
    }

    func testABoundTextIsSetWithoutEcho() async {
        let entry = PasswordEntry()
        var texts: [String?] = []
        let bag = DisposeBag()
        entry.rx.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
        Observable.just("secret").bind(to: entry.rx.text).disposed(by: bag)
        XCTAssertEqual(
            String(cString: gtk_editable_get_text(cgtk_editable(entry.objectPointer))), "secret")
        XCTAssertEqual(texts, [""], "the bound value is not echoed")
    }

    func testTwoWayBindingWithARelayHasNoFeedbackLoop() async throws {
        let entry = Entry()
        let relay = BehaviorRelay(value: "start")
        var relayValues: [String] = []
        let bag = DisposeBag()
        relay.subscribe(onNext: { relayValues.append($0) }).disposed(by: bag)
        relay.bind(to: entry.rx.text).disposed(by: bag)
        entry.rx.text.orEmpty.bind(to: relay).disposed(by: bag)
        XCTAssertEqual(entry.text, "start")
        entry.cursorPosition = 5
        try User.type("!", into: entry)
        XCTAssertEqual(relay.value, "start!")
        relay.accept("from code")
        XCTAssertEqual(entry.text, "from code")
        XCTAssertEqual(relayValues, ["start", "start", "start!", "from code"])
    }

    func testChangedSkipsTheCurrentValue() async throws {
        let entry = Entry()
        entry.text = "x"
        var changes: [String?] = []
        let subscription = entry.rx.text.changed.subscribe(onNext: { changes.append($0) })
        entry.cursorPosition = 1
        try User.type("y", into: entry)
        XCTAssertEqual(changes, ["xy"])
        subscription.dispose()
    }

    func testOrEmptyReadsAndWritesStrings() async {
        let entry = Entry()
        var texts: [String] = []
        let bag = DisposeBag()
        entry.rx.text.orEmpty.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
        entry.rx.text.orEmpty.onNext("plain")
        XCTAssertEqual(entry.text, "plain")
        XCTAssertEqual(texts, [""])
    }

    func testDestroyCompletesThePropertyAndFreesItsHandlers() async {
        let baseline = Resources.total
        var events: [String] = []
        do {
            let check = CheckButton(label: "Remember me")
            _ = check.rx.isActive.subscribe(
                onNext: { events.append("\($0)") }, onCompleted: { events.append("completed") })
        }
        XCTAssertEqual(events, ["false", "completed"])
        XCTAssertLessThanOrEqual(Resources.total, baseline, "the handlers and their sinks are gone")
    }

    func testCheckButtonIsActive() async throws {
        let check = CheckButton(label: "Remember me")
        var states: [Bool] = []
        let bag = DisposeBag()
        check.rx.isActive.subscribe(onNext: { states.append($0) }).disposed(by: bag)
        try User.toggle(check)
        try User.toggle(check)
        Observable.just(true).bind(to: check.rx.isActive).disposed(by: bag)
        XCTAssertEqual(gtk_check_button_get_active(cgtk_check_button(check.objectPointer)), 1)
        XCTAssertEqual(states, [false, true, false])
    }

    func testSwitchIsOn() async throws {
        let toggle = Switch()
        var states: [Bool] = []
        let bag = DisposeBag()
        toggle.rx.isOn.subscribe(onNext: { states.append($0) }).disposed(by: bag)
        try User.flip(toggle)
        Observable.just(false).bind(to: toggle.rx.isOn).disposed(by: bag)
        XCTAssertEqual(gtk_switch_get_active(cgtk_switch(toggle.objectPointer)), 0)
        XCTAssertEqual(states, [false, true])
    }

    func testScaleValue() async throws {
        let scale = Scale(range: 0...10, step: 1)
        var values: [Double] = []
        let bag = DisposeBag()
        scale.rx.value.subscribe(onNext: { values.append($0) }).disposed(by: bag)
        try User.step(scale)
        try User.step(scale)
        Observable.just(7.0).bind(to: scale.rx.value).disposed(by: bag)
        XCTAssertEqual(gtk_range_get_value(cgtk_range(scale.objectPointer)), 7)
        XCTAssertEqual(values, [0, 1, 2])
    }

    func testSpinButtonValue() async throws {
        let spin = SpinButton(range: 0...10, step: 0.5)
        var values: [Double] = []
        let bag = DisposeBag()
        spin.rx.value.subscribe(onNext: { values.append($0) }).disposed(by: bag)
        try User.step(spin)
        try User.step(spin, up: false)
        try User.step(spin, up: false)
        Observable.just(3.5).bind(to: spin.rx.value).disposed(by: bag)
        XCTAssertEqual(gtk_spin_button_get_value(cgtk_spin_button(spin.objectPointer)), 3.5)
        XCTAssertEqual(values, [0, 0.5, 0])
    }

    func testAGenericControlPropertyFromANotifySignal() async {
        let button = Button(label: "One")
        let label = button.rx.controlProperty(
            changedBy: "notify::label", getter: { $0.label }, setter: { $0.label = $1 })
        var labels: [String?] = []
        let bag = DisposeBag()
        label.subscribe(onNext: { labels.append($0) }).disposed(by: bag)
        button.label = "Two"
        Observable.just("Three").bind(to: label).disposed(by: bag)
        XCTAssertEqual(button.label, "Three")
        XCTAssertEqual(labels, ["One", "Two"], "changes from elsewhere emit, bound values do not")
    }

    func testAControlPropertyIsADriver() async throws {
        let entry = Entry()
        var texts: [String?] = []
        let subscription = entry.rx.text.asDriver().drive(onNext: { texts.append($0) })
        try User.type("a", into: entry)
        XCTAssertEqual(texts, ["", "a"])
        subscription.dispose()
    }
}
