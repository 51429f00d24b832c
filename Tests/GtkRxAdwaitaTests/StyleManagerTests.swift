import GtkRxAdwaita
import GtkRxTest
import XCTest

/// The style manager's color scheme as a control property, its dark state as an observable,
/// and the app's dark-style choice as a Boolean.
@MainActor
final class StyleManagerTests: AdwaitaTestCase {
    override func tearDown() {
        // The one style manager of the display, for the tests after these.
        MainActor.assumeIsolated {
            StyleManager.default.colorScheme = .default
            GtkTest.pumpUntilIdle()
        }
        super.tearDown()
    }

    func testTheDefaultStyleManagerIsTheApplicationsAndEachDisplayHasItsOwn() async throws {
        let manager = StyleManager.default
        XCTAssertTrue(manager === StyleManager.default, "one wrapper for the one object")
        XCTAssertEqual(manager.colorScheme, .default)
        let application = try Adw.Application(id: "org.gtkrx.Tests.StyleManager")
        XCTAssertTrue(application.styleManager === manager)
        let display = Window().display
        XCTAssertTrue(StyleManager.forDisplay(display).display === display)
    }

    func testTheColorSchemeIsAControlPropertyAndDarkAnObservable() async throws {
        let manager = StyleManager.default
        let bag = DisposeBag()
        var dark: [Bool] = []
        var schemes: [ColorScheme] = []
        manager.rx.isDark.subscribe(onNext: { dark.append($0) }).disposed(by: bag)
        manager.rx.colorScheme.subscribe(onNext: { schemes.append($0) }).disposed(by: bag)
        manager.colorScheme = .preferDark
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(schemes, [.default, .preferDark])
        XCTAssertEqual(dark, [false, true])
        let choice = PublishSubject<ColorScheme>()
        choice.bind(to: manager.rx.colorScheme).disposed(by: bag)
        choice.onNext(.forceLight)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(manager.colorScheme, .forceLight)
        XCTAssertEqual(dark, [false, true, false])
        XCTAssertEqual(schemes, [.default, .preferDark], "a bound scheme is not echoed back")
    }

    func testTheDarkStyleChoiceSetsAndReadsTheColorScheme() async throws {
        let manager = StyleManager.default
        let bag = DisposeBag()
        var choices: [Bool] = []
        manager.rx.darkStyle.subscribe(onNext: { choices.append($0) }).disposed(by: bag)
        let toggle = Switch()
        toggle.rx.isOn.bind(to: manager.rx.darkStyle).disposed(by: bag)
        toggle.isOn = true
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(manager.colorScheme, .forceDark)
        XCTAssertTrue(manager.isDark)
        toggle.isOn = false
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(manager.colorScheme, .default)
        XCTAssertFalse(manager.isDark)
        // Set elsewhere: read back as the choice it means.
        manager.colorScheme = .preferDark
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(choices, [false, true, false, true])
        // A choice already meant is left as the app made it.
        Observable.just(true).bind(to: manager.rx.darkStyle).disposed(by: bag)
        XCTAssertEqual(manager.colorScheme, .preferDark)
    }
}
