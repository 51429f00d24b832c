import GtkRx
import GtkRxTest
import XCTest

/// A window whose template's buttons are handled as streams: "save" has no Swift body,
/// "clear" has one too.
private final class StreamingNotesWindow: Window, ObjectSubclass {
    static let subclassType = WidgetSubclassType.make(
        name: "GtkRxTestStreamingNotesWindow", parentType: Window.gType,
        swiftClass: StreamingNotesWindow.self,
        template: WidgetTemplate(
            string: """
                <interface>
                  <template class="GtkRxTestStreamingNotesWindow" parent="GtkWindow">
                    <child>
                      <object class="GtkBox">
                        <child>
                          <object class="GtkButton" id="save"><signal name="clicked" handler="save"/></object>
                        </child>
                        <child>
                          <object class="GtkButton" id="clear"><signal name="clicked" handler="clear"/></object>
                        </child>
                      </object>
                    </child>
                  </template>
                </interface>
                """,
            callbacks: [
                TemplateCallback<StreamingNotesWindow>(event: "save"),
                TemplateCallback("clear") { (window: StreamingNotesWindow) in window.clears += 1 },
            ]))
    override class var gType: UInt { subclassType.gType }
    convenience init() { self.init(registeredType: ()) }

    @TemplateChild("save") var saveButton: Button
    @TemplateChild("clear") var clearButton: Button
    var clears = 0
}

@MainActor
final class TemplateCallbackEventTests: GtkTestCase {
    func testACallbackIsAnEventOfItsInstanceUntilDisposed() async {
        let window = StreamingNotesWindow()
        let other = StreamingNotesWindow()
        defer {
            window.destroy()
            other.destroy()
        }
        var saves = 0
        var clears = 0
        var otherSaves = 0
        let subscription = window.rx.templateCallback("save").subscribe(onNext: { saves += 1 })
        let clearing = window.rx.templateCallback("clear").subscribe(onNext: {
            // After the callback's own body.
            clears = window.clears
        })
        let otherSubscription = other.rx.templateCallback("save").subscribe(onNext: {
            otherSaves += 1
        })
        window.saveButton.emitSignal("clicked")
        window.saveButton.emitSignal("clicked")
        window.clearButton.emitSignal("clicked")
        XCTAssertEqual(saves, 2)
        XCTAssertEqual(clears, 1)
        XCTAssertEqual(otherSaves, 0)
        other.saveButton.emitSignal("clicked")
        XCTAssertEqual(otherSaves, 1)
        XCTAssertEqual(saves, 2)

        subscription.dispose()
        window.saveButton.emitSignal("clicked")
        XCTAssertEqual(saves, 2)
        clearing.dispose()
        otherSubscription.dispose()
    }

    func testTheEventsCompleteWithTheWindowAndDoNotKeepItAlive() async {
        let baseline = Resources.total
        var events: [String] = []
        weak var weakWindow: StreamingNotesWindow?
        do {
            let window = StreamingNotesWindow()
            weakWindow = window
            _ = window.rx.templateCallback("save").subscribe(
                onNext: { events.append("save") }, onCompleted: { events.append("completed") },
                onDisposed: { events.append("disposed") })
            window.saveButton.emitSignal("clicked")
            window.destroy()
        }
        XCTAssertNil(weakWindow)
        XCTAssertEqual(events, ["save", "completed", "disposed"])
        XCTAssertLessThanOrEqual(Resources.total, baseline)
    }
}
