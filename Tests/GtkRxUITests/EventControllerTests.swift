import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Event controllers as control events on any widget: each subscription adds its controller
/// and disposing removes it; the controllers' signals arrive as typed values.
@MainActor
final class EventControllerTests: GtkTestCase {
    func testEachSubscriptionAddsItsControllerAndDisposingRemovesIt() async {
        let box = Box(orientation: .vertical)
        let before = box.eventControllers.count
        let subscriptions: [(String, Disposable, () -> Int)] = [
            (
                "keys", box.rx.keyPresses.subscribe(),
                { controllers(EventControllerKey.self, on: box).count }
            ),
            (
                "clicks", box.rx.clicks.subscribe(),
                { controllers(GestureClick.self, on: box).count }
            ),
            (
                "motion", box.rx.pointerMotion.subscribe(),
                { controllers(EventControllerMotion.self, on: box).count }
            ),
            (
                "scrolls", box.rx.scrolls.subscribe(),
                { controllers(EventControllerScroll.self, on: box).count }
            ),
            ("drags", box.rx.drags.subscribe(), { controllers(GestureDrag.self, on: box).count }),
            (
                "focus", box.rx.focusChanges.subscribe(),
                { controllers(EventControllerFocus.self, on: box).count }
            ),
        ]
        XCTAssertEqual(box.eventControllers.count, before + subscriptions.count)
        for (name, subscription, count) in subscriptions {
            XCTAssertEqual(count(), 1, "\(name): one controller while subscribed")
            subscription.dispose()
            XCTAssertEqual(count(), 0, "\(name): removed on dispose")
        }
        XCTAssertEqual(box.eventControllers.count, before)
    }

    func testKeyPressesCarryTheKeyAndModifiersAndAreNotConsumed() async throws {
        let entry = Entry()
        let bag = DisposeBag()
        var presses: [KeyPress] = []
        entry.rx.keyPresses.subscribe(onNext: { presses.append($0) }).disposed(by: bag)
        let key = try XCTUnwrap(controllers(EventControllerKey.self, on: entry).first)
        let q = try XCTUnwrap(Keyval.named("q"))
        let handled = emitSignal(key, "key-pressed", q, 24, ModifierType.controlMask.rawValue)
        XCTAssertEqual(presses, [KeyPress(keyval: q, keycode: 24, modifiers: .controlMask)])
        XCTAssertEqual(presses.first?.name, "q")
        XCTAssertFalse(handled, "observing a key leaves it to GTK")
    }

    func testKeyReleasesArriveFromTheirOwnSignal() async throws {
        let box = Box(orientation: .vertical)
        let bag = DisposeBag()
        var releases: [KeyPress] = []
        box.rx.keyReleases.subscribe(onNext: { releases.append($0) }).disposed(by: bag)
        let key = try XCTUnwrap(controllers(EventControllerKey.self, on: box).first)
        let escape = try XCTUnwrap(Keyval.named("Escape"))
        emitSignal(key, "key-released", escape, 9, 0)
        XCTAssertEqual(releases.map(\.name), ["Escape"])
    }

    func testClicksCarryTheirCountAndPosition() async throws {
        let box = Box(orientation: .vertical)
        let bag = DisposeBag()
        var clicks: [Click] = []
        box.rx.clicks.subscribe(onNext: { clicks.append($0) }).disposed(by: bag)
        let gesture = try XCTUnwrap(controllers(GestureClick.self, on: box).first)
        emitSignal(gesture, "pressed", 1, 10.5, 20.0)
        emitSignal(gesture, "pressed", 2, 11.0, 21.5)
        XCTAssertEqual(
            clicks, [Click(pressCount: 1, x: 10.5, y: 20), Click(pressCount: 2, x: 11, y: 21.5)])
    }

    func testMotionAndScrollsCarryPositionsAndDeltas() async throws {
        let box = Box(orientation: .vertical)
        let bag = DisposeBag()
        var locations: [PointerLocation] = []
        var deltas: [ScrollDelta] = []
        box.rx.pointerMotion.subscribe(onNext: { locations.append($0) }).disposed(by: bag)
        box.rx.scrolls.subscribe(onNext: { deltas.append($0) }).disposed(by: bag)
        let motion = try XCTUnwrap(controllers(EventControllerMotion.self, on: box).first)
        let scroll = try XCTUnwrap(controllers(EventControllerScroll.self, on: box).first)
        emitSignal(motion, "motion", 3.0, 4.0)
        let handled = emitSignal(scroll, "scroll", 0.0, -1.0)
        emitSignal(scroll, "scroll", 2.5, 0.0)
        XCTAssertEqual(locations, [PointerLocation(x: 3, y: 4)])
        XCTAssertEqual(deltas, [ScrollDelta(dx: 0, dy: -1), ScrollDelta(dx: 2.5, dy: 0)])
        XCTAssertFalse(handled, "observing a scroll leaves it to GTK")
    }

    func testADragBeginsUpdatesAndEndsWithOffsets() async throws {
        let box = Box(orientation: .vertical)
        let bag = DisposeBag()
        var steps: [DragStep] = []
        box.rx.drags.subscribe(onNext: { steps.append($0) }).disposed(by: bag)
        let gesture = try XCTUnwrap(controllers(GestureDrag.self, on: box).first)
        emitSignal(gesture, "drag-begin", 5.0, 6.0)
        emitSignal(gesture, "drag-update", 1.0, 2.0)
        emitSignal(gesture, "drag-end", 3.0, 4.0)
        XCTAssertEqual(
            steps,
            [.began(x: 5, y: 6), .updated(offsetX: 1, offsetY: 2), .ended(offsetX: 3, offsetY: 4)])
    }

    func testFocusEntersAndLeaves() async throws {
        let box = Box(orientation: .vertical)
        let bag = DisposeBag()
        var changes: [FocusChange] = []
        box.rx.focusChanges.subscribe(onNext: { changes.append($0) }).disposed(by: bag)
        let focus = try XCTUnwrap(controllers(EventControllerFocus.self, on: box).first)
        emitSignal(focus, "enter")
        emitSignal(focus, "leave")
        XCTAssertEqual(changes, [.entered, .left])
    }

    func testNothingArrivesAfterDispose() async throws {
        let box = Box(orientation: .vertical)
        var clicks = 0
        let subscription = box.rx.clicks.subscribe(onNext: { _ in clicks += 1 })
        let gesture = try XCTUnwrap(controllers(GestureClick.self, on: box).first)
        subscription.dispose()
        emitSignal(gesture, "pressed", 1, 0.0, 0.0)
        XCTAssertEqual(clicks, 0)
    }

    func testTheWidgetsDestructionCompletesTheEvent() async {
        var window: Window? = Window()
        var completed = false
        let bag = DisposeBag()
        window?.rx.keyPresses.subscribe(onCompleted: { completed = true }).disposed(by: bag)
        window?.destroy()
        window = nil  // GTK 4 destroys a widget when its last reference goes
        GtkTest.pumpUntilIdle()
        XCTAssertTrue(completed)
    }

    func testARealKeyPressFromTheXServerArrives() async throws {
        let window = Window()
        window.title = "EventControllerTests \(UUID().uuidString)"
        defer { window.destroy() }
        let bag = DisposeBag()
        var presses: [KeyPress] = []
        window.rx.keyPresses.subscribe(onNext: { presses.append($0) }).disposed(by: bag)
        window.present()
        try XKeyboard.press("Control_L+k", inWindowTitled: window.title ?? "") {
            presses.contains { $0.name == "k" }
        }
        let k = try XCTUnwrap(presses.first { $0.name == "k" })
        XCTAssertTrue(k.modifiers.contains(.controlMask), "\(k.modifiers)")
    }

    func testARealClickFromTheXServerArrivesWithItsPosition() async throws {
        let window = Window()
        window.title = "EventControllerTests \(UUID().uuidString)"
        window.setDefaultSize(width: 200, height: 200)
        defer { window.destroy() }
        let bag = DisposeBag()
        var clicks: [Click] = []
        window.rx.clicks.subscribe(onNext: { clicks.append($0) }).disposed(by: bag)
        window.present()
        try XKeyboard.press("Button1", inWindowTitled: window.title ?? "") { !clicks.isEmpty }
        let click = try XCTUnwrap(clicks.first)
        XCTAssertEqual(click.pressCount, 1)
        XCTAssertGreaterThan(click.x, 0)
        XCTAssertGreaterThan(click.y, 0)
    }
}
