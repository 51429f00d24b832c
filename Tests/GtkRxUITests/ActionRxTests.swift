import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// `SimpleAction.rx`: activations with and without typed parameters, typed state, enabled.
@MainActor
final class ActionRxTests: GtkTestCase {
    func testActivatedDeliversEachParameterUntypedAndTyped() async {
        let size = SimpleAction(name: "size", parameter: String.self)
        let bag = DisposeBag()
        var raw: [Variant?] = []
        var typed: [String] = []
        size.rx.activated.subscribe(onNext: { raw.append($0) }).disposed(by: bag)
        size.rx.activated(as: String.self).subscribe(onNext: { typed.append($0) })
            .disposed(by: bag)
        size.activate(Variant("large"))
        size.activate(Variant("small"))
        XCTAssertEqual(raw, [Variant("large"), Variant("small")])
        XCTAssertEqual(typed, ["large", "small"])
    }

    func testTriggeredFiresForAnActionWithoutAParameter() async {
        let quit = SimpleAction(name: "quit")
        let bag = DisposeBag()
        var triggers = 0
        var parameters: [Variant?] = []
        quit.rx.triggered.subscribe(onNext: { triggers += 1 }).disposed(by: bag)
        quit.rx.activated.subscribe(onNext: { parameters.append($0) }).disposed(by: bag)
        quit.activate(nil)
        quit.activate(nil)
        XCTAssertEqual(triggers, 2)
        XCTAssertEqual(parameters, [nil, nil])
    }

    func testIntegersOfEitherWidthReadAsInt() async {
        let zoom = SimpleAction(name: "zoom", parameter: Int32.self)
        let jump = SimpleAction(name: "jump", parameter: Int.self)
        let bag = DisposeBag()
        var values: [Int] = []
        zoom.rx.activated(as: Int.self).subscribe(onNext: { values.append($0) }).disposed(by: bag)
        jump.rx.activated(as: Int.self).subscribe(onNext: { values.append($0) }).disposed(by: bag)
        var narrow: [Int32] = []
        zoom.rx.activated(as: Int32.self).subscribe(onNext: { narrow.append($0) })
            .disposed(by: bag)
        zoom.activate(Variant(int32: 3))
        jump.activate(Variant(40))
        XCTAssertEqual(values, [3, 40])
        XCTAssertEqual(narrow, [3])
    }

    func testAParameterThatDoesNotConvertIsReportedAndDropped() async throws {
        let zoom = SimpleAction(name: "zoom", parameter: Int32.self)
        let bag = DisposeBag()
        var flags: [Bool] = []
        var completed = false
        zoom.rx.activated(as: Bool.self)
            .subscribe(onNext: { flags.append($0) }, onCompleted: { completed = true })
            .disposed(by: bag)
        let report = try captureStandardError { zoom.activate(Variant(int32: 3)) }
        XCTAssertEqual(flags, [])
        XCTAssertFalse(completed, "a bad parameter does not end the event")
        XCTAssertTrue(
            report.contains(
                "SimpleAction zoom.rx.activated(as: Bool): the parameter 3 is not a Bool"),
            report)
    }

    func testStateAsBoolEmitsTheCurrentStateThenEachChange() async {
        let dark = SimpleAction(name: "dark", state: false)
        let bag = DisposeBag()
        var states: [Bool] = []
        dark.rx.state(as: Bool.self).subscribe(onNext: { states.append($0) }).disposed(by: bag)
        dark.activate(nil)  // a toggle without an activate handler flips itself
        dark.changeState(value: Variant(false))
        XCTAssertEqual(states, [false, true, false])
    }

    func testABoundStateIsSetWithoutEchoAndAnEqualOneIsNotSetAgain() async {
        let dark = SimpleAction(name: "dark", state: false)
        let bag = DisposeBag()
        var states: [Bool] = []
        var notifications = 0
        dark.connect("notify::state") { notifications += 1 }
        dark.rx.state(as: Bool.self).subscribe(onNext: { states.append($0) }).disposed(by: bag)
        let relay = BehaviorRelay(value: true)
        relay.bind(to: dark.rx.state(as: Bool.self)).disposed(by: bag)
        XCTAssertEqual(dark.state, Variant(true))
        XCTAssertEqual(notifications, 1)
        relay.accept(true)
        XCTAssertEqual(notifications, 1, "an equal value is not set again")
        relay.accept(false)
        XCTAssertEqual(dark.state, Variant(false))
        XCTAssertEqual(states, [false], "bound values are not echoed")
    }

    func testABoundIntegerTakesTheStatesWidthAndAWrongTypeIsRefused() async throws {
        let zoom = SimpleAction(name: "zoom", parameterType: nil, state: Variant(int32: 1))
        let bag = DisposeBag()
        var zooms: [Int] = []
        zoom.rx.state(as: Int.self).subscribe(onNext: { zooms.append($0) }).disposed(by: bag)
        Observable.just(3).bind(to: zoom.rx.state(as: Int.self)).disposed(by: bag)
        XCTAssertEqual(zoom.state, Variant(int32: 3))

        let plain = SimpleAction(name: "plain")
        let report = try captureStandardError {
            Observable.just("big").bind(to: zoom.rx.state(as: String.self)).disposed(by: bag)
            Observable.just(Int.max).bind(to: zoom.rx.state(as: Int.self)).disposed(by: bag)
            Observable.just(true).bind(to: plain.rx.state(as: Bool.self))
                .disposed(by: bag)
        }
        XCTAssertEqual(zoom.state, Variant(int32: 3))
        XCTAssertTrue(report.contains("the state holds i, not s; big was not set"), report)
        XCTAssertTrue(report.contains("not x; \(Int.max) was not set"), report)
        XCTAssertTrue(
            report.contains("SimpleAction plain.rx.state(as: Bool): the action has no state"),
            report)
        XCTAssertEqual(zooms, [1])
    }

    func testAStateOfAnotherTypeIsReportedAndSkipped() async throws {
        let mode = SimpleAction(name: "mode", state: "light")
        let bag = DisposeBag()
        var flags: [Bool] = []
        let report = try captureStandardError {
            mode.rx.state(as: Bool.self).subscribe(onNext: { flags.append($0) }).dispose()
        }
        XCTAssertEqual(flags, [])
        XCTAssertTrue(report.contains("the state 'light' is not a Bool; skipped"), report)
        var modes: [String] = []
        mode.rx.state(as: String.self).subscribe(onNext: { modes.append($0) }).disposed(by: bag)
        mode.changeState(value: Variant("dark"))
        XCTAssertEqual(modes, ["light", "dark"])
    }

    func testIsEnabledIsAControlPropertyOfTheAction() async {
        let save = SimpleAction(name: "save")
        let bag = DisposeBag()
        var enabled: [Bool] = []
        save.rx.isEnabled.subscribe(onNext: { enabled.append($0) }).disposed(by: bag)
        save.isEnabled = false
        Observable.just(true).bind(to: save.rx.isEnabled).disposed(by: bag)
        XCTAssertTrue(save.isEnabled)
        XCTAssertEqual(enabled, [true, false], "the bound value is not echoed")
    }

    func testAButtonWithAnActionNameDrivesTheActionsRx() async throws {
        let application = try Application(id: "org.gtkrx.Tests.ActionRx")
        try application.register()
        let window = ApplicationWindow(application: application)
        defer { window.destroy() }
        let new = SimpleAction(name: "new-window")
        application.addAction(new)
        let button = Button(label: "New")
        button.actionName = "app.new-window"
        window.child = button
        window.present()
        let bag = DisposeBag()
        var triggers = 0
        new.rx.triggered.subscribe(onNext: { triggers += 1 }).disposed(by: bag)
        Observable.just(false).bind(to: new.rx.isEnabled).disposed(by: bag)
        GtkTest.pumpUntilIdle()
        XCTAssertFalse(button.isEffectivelyEnabled)
        new.isEnabled = true
        GtkTest.pumpUntilIdle()
        try User.click(button)
        XCTAssertEqual(triggers, 1)
    }

    func testTheReadmeActionsAndMenusExampleWorks() async throws {
        let bag = DisposeBag()
        var windowsOpened = 0
        let openWindow = { windowsOpened += 1 }
        let textSize = BehaviorRelay(value: "normal")
        let darkTheme = BehaviorRelay(value: false)
        let hasDocument = BehaviorRelay(value: false)

        let application = try Application(id: "org.gtkrx.Tests.ReadmeActions")
        try application.register()
        let newWindow = SimpleAction(name: "new-window")
        let dark = SimpleAction(name: "dark", state: false)
        let size = SimpleAction(name: "size", parameter: String.self)
        [newWindow, dark, size].forEach(application.addAction)
        application.setAccelerators(["<Control>n"], for: "app.new-window")

        newWindow.rx.triggered.subscribe(onNext: { openWindow() }).disposed(by: bag)
        size.rx.activated(as: String.self).bind(to: textSize).disposed(by: bag)
        dark.rx.state(as: Bool.self).bind(to: darkTheme).disposed(by: bag)
        hasDocument.bind(to: size.rx.isEnabled).disposed(by: bag)

        let menu = Menu {
            MenuSection {
                MenuEntry("New Window", action: "app.new-window")
                MenuEntry("Dark Theme", action: "app.dark")
                MenuEntry("Large", action: "app.size", target: Variant("large"))
            }
            MenuSection("Help") {
                MenuEntry("About", action: "app.about", icon: "help-about-symbolic")
            }
            Submenu("More") { MenuEntry("Quit", action: "app.quit") }
        }
        let menuButton = MenuButton()
        menuButton.menuModel = menu

        let window = ApplicationWindow(application: application)
        defer { window.destroy() }
        window.child = menuButton
        XCTAssertEqual(application.accelerators(for: "app.new-window"), ["<Control>n"])
        XCTAssertTrue(menuButton.activateAction("app.new-window"))
        XCTAssertEqual(windowsOpened, 1)
        XCTAssertTrue(menuButton.activateAction("app.dark"))
        XCTAssertEqual(darkTheme.value, true)
        XCTAssertFalse(size.isEnabled, "no document yet")
        hasDocument.accept(true)
        XCTAssertTrue(menuButton.activateAction("app.size", parameter: Variant("large")))
        XCTAssertEqual(textSize.value, "large")
    }
}
