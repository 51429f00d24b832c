import CGLib
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Subscriptions made to a widget GTK has already destroyed (disposed of while Swift still
/// holds its wrapper): they end at once, as they do when the widget is destroyed during them.
@MainActor
final class DestroyedWidgetSubscriptionTests: GtkTestCase {
    func testAWidgetKnowsItWasDestroyed() async {
        let label = Label("soon gone")
        XCTAssertFalse(label.isDestroyed)
        var destroyingSeen: Bool?
        label.onDestroy { destroyingSeen = label.isDestroyed }
        destroy(label)
        XCTAssertEqual(destroyingSeen, true, "while GTK destroys it")
        XCTAssertTrue(label.isDestroyed, "and afterwards")
    }

    func testDestroyedEmitsAndCompletesAtOnceForADestroyedWidget() async {
        let label = Label("gone")
        destroy(label)
        var events: [Event<Void>] = []
        _ = label.rx.destroyed.subscribe { events.append($0) }
        XCTAssertEqual(events.count, 2)
        XCTAssertNotNil(events.first?.element)
        XCTAssertTrue(events.last?.isCompleted ?? false)
    }

    func testAControlEventOfADestroyedWidgetCompletesAtOnce() async {
        let button = Button(label: "Gone")
        destroy(button)
        var events: [String] = []
        _ = button.rx.tap.subscribe(
            onNext: { events.append("tap") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["completed"])
    }

    func testAControlPropertyOfADestroyedWidgetGivesItsValueThenCompletes() async {
        let check = CheckButton()
        check.isActive = true
        destroy(check)
        var events: [String] = []
        _ = check.rx.isActive.subscribe(
            onNext: { events.append("\($0)") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["\(check.isActive)", "completed"])
    }

    func testAControllerEventOfADestroyedWidgetCompletesAtOnce() async {
        let label = Label("gone")
        destroy(label)
        var completed = false
        _ = label.rx.clicks.subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }

    func testADestroyedDialogAnswersDeleteEventAndADestroyedWindowCompletesAtOnce() async {
        let dialog = MessageDialog(transientFor: nil, text: "Gone?", buttons: .okCancel)
        destroy(dialog)
        var responses: [DialogResponse] = []
        _ = dialog.rx.presentForDialogResponse().subscribe(onSuccess: { responses.append($0) })
        XCTAssertEqual(responses, [.deleteEvent])

        let window = Window()
        destroy(window)
        var completed = false
        _ = window.rx.presented().subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }

    /// Destroys `widget` as GTK does when the last reference to it goes, while the test still
    /// holds its wrapper.
    private func destroy(_ widget: Widget) {
        g_object_run_dispose(widget.objectPointer)
    }
}
