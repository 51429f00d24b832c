import CGLib
import CGtk
import GeneratedTestSupport
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// A window built from a template, with callbacks with and without arguments.
private final class NotesWindow: Window, ObjectSubclass {
    static let subclassType = WidgetSubclassType.make(
        name: "GtkRxTestNotesWindow", parentType: Window.gType, swiftClass: NotesWindow.self,
        template: WidgetTemplate(
            string: """
                <interface>
                  <template class="GtkRxTestNotesWindow" parent="GtkWindow">
                    <property name="title">Notes</property>
                    <child>
                      <object class="GtkBox" id="content">
                        <property name="orientation">vertical</property>
                        <child><object class="GtkSearchEntry" id="search"/></child>
                        <child>
                          <object class="GtkButton" id="save">
                            <property name="label">Save</property>
                            <signal name="clicked" handler="save"/>
                          </object>
                        </child>
                        <child>
                          <object class="GtkButton" id="clear">
                            <property name="label">Clear</property>
                            <signal name="clicked" handler="clear"/>
                          </object>
                        </child>
                      </object>
                    </child>
                  </template>
                </interface>
                """,
            callbacks: [
                TemplateCallback("save", NotesWindow.save),
                TemplateCallback("clear") { (window: NotesWindow, button: Button) in
                    window.cleared.append(button.label ?? "")
                },
            ]))
    override class var gType: GType { subclassType.gType }

    @TemplateChild("search") var search: SearchEntry
    @TemplateChild("save") var saveButton: Button
    @TemplateChild("clear") var clearButton: Button

    var saves = 0
    var cleared: [String] = []
    /// The search entry's placeholder as the initializer saw it.
    var searchSeenInInitializer: String?

    // `Window`'s own `init()` makes a plain GtkWindow.
    convenience init() { self.init(registeredType: ()) }

    /// A window whose initializer uses its template's children.
    convenience init(placeholder: String) {
        self.init()
        search.placeholderText = placeholder
        searchSeenInInitializer = search.typeName
    }

    func save() { saves += 1 }
}

/// A box built from a template: a composite widget.
private final class LabelledEntry: Box, ObjectSubclass {
    static let subclassType = WidgetSubclassType.make(
        name: "GtkRxTestLabelledEntry", parentType: Box.gType, swiftClass: LabelledEntry.self,
        template: WidgetTemplate(
            string: """
                <interface>
                  <template class="GtkRxTestLabelledEntry" parent="GtkBox">
                    <property name="spacing">6</property>
                    <child><object class="GtkLabel" id="label"><property name="label">Name</property></object></child>
                    <child><object class="GtkEntry" id="entry"/></child>
                  </template>
                </interface>
                """))
    override class var gType: GType { subclassType.gType }

    @TemplateChild("label") var label: Label
    @TemplateChild("entry") var entry: Entry
    @TemplateChild("missing") var missing: Label
    /// Missing too, and of an abstract type GLib cannot instantiate.
    @TemplateChild("absent") var absent: Widget
}

/// A plain widget built from a template, whose children GtkRx unparents at dispose.
private final class Badge: Widget, ObjectSubclass {
    static let subclassType = WidgetSubclassType.make(
        name: "GtkRxTestBadge", swiftClass: Badge.self,
        template: WidgetTemplate(
            string: """
                <interface>
                  <template class="GtkRxTestBadge" parent="GtkWidget">
                    <property name="layout-manager"><object class="GtkBinLayout"/></property>
                    <child><object class="GtkLabel" id="text"><property name="label">3</property></object></child>
                  </template>
                </interface>
                """))
    override class var gType: GType { subclassType.gType }

    @TemplateChild("text") var text: Label
}

/// A template naming a handler with no Swift callback.
private final class BrokenBox: Box, ObjectSubclass {
    static let subclassType = WidgetSubclassType.make(
        name: "GtkRxTestBrokenBox", parentType: Box.gType, swiftClass: BrokenBox.self,
        template: WidgetTemplate(
            string: """
                <interface>
                  <template class="GtkRxTestBrokenBox" parent="GtkBox">
                    <child>
                      <object class="GtkButton" id="button"><signal name="clicked" handler="abort"/></object>
                    </child>
                  </template>
                </interface>
                """))
    override class var gType: GType { subclassType.gType }
}

@MainActor
final class WidgetTemplateTests: GtkTestCase {
    func testChildrenAreTypedAndAvailableInTheInitializer() async {
        let window = NotesWindow(placeholder: "Find a note")
        defer { window.destroy() }
        XCTAssertEqual(window.searchSeenInInitializer, "GtkSearchEntry")
        XCTAssertEqual(window.search.placeholderText, "Find a note")
        XCTAssertEqual(window.title, "Notes")
        XCTAssertEqual(window.saveButton.label, "Save")
        XCTAssertTrue(window.search === window.search)
        XCTAssertTrue(window.saveButton.parent?.parent === window)
    }

    func testCallbacksRunOnTheirInstanceWithAndWithoutArguments() async {
        let window = NotesWindow()
        defer { window.destroy() }
        window.saveButton.emitSignal("clicked")
        window.saveButton.emitSignal("clicked")
        window.clearButton.emitSignal("clicked")
        XCTAssertEqual(window.saves, 2)
        XCTAssertEqual(window.cleared, ["Clear"])
    }

    func testTwoInstancesKeepTheirChildrenApart() async {
        let first = NotesWindow()
        let second = NotesWindow()
        defer {
            first.destroy()
            second.destroy()
        }
        XCTAssertFalse(first.search === second.search)
        first.search.text = "one"
        XCTAssertEqual(second.search.text, "")
        second.saveButton.emitSignal("clicked")
        XCTAssertEqual(first.saves, 0)
        XCTAssertEqual(second.saves, 1)
    }

    func testABoxTemplateIsAComposite() async {
        let box = LabelledEntry()
        XCTAssertEqual(box.spacing, 6)
        XCTAssertEqual(box.children.count, 2)
        XCTAssertTrue(box.children[0] === box.label)
        XCTAssertEqual(box.label.text, "Name")
        XCTAssertTrue(box.entry.parent === box)
    }

    func testAMissingChildIsReportedAndGivesAStandIn() async throws {
        let box = LabelledEntry()
        var missing: Label?
        let output = try captureStandardError { missing = box.missing }
        XCTAssertTrue(
            output.contains("GtkRxTestLabelledEntry's template has no object with id \"missing\""),
            output)
        XCTAssertNil(missing?.parent)
    }

    func testAMissingChildOfAnAbstractTypeIsReportedAndGivesAStandIn() async throws {
        let box = LabelledEntry()
        var absent: Widget?
        let output = try captureStandardError { absent = box.absent }
        XCTAssertTrue(
            output.contains("GtkRxTestLabelledEntry's template has no object with id \"absent\""),
            output)
        XCTAssertNil(absent?.parent)
        XCTAssertEqual(absent?.typeName, "GtkRxStandInGtkWidget")
        XCTAssertNotEqual(g_type_is_a(g_type_from_name("GtkRxStandInGtkWidget"), Widget.gType), 0)
        // A second read makes another of the same registered subtype.
        _ = try captureStandardError {
            XCTAssertEqual(box.absent.typeName, "GtkRxStandInGtkWidget")
        }
    }

    func testAnUnknownHandlerIsACriticalWarningNamingItAndCallsNothing() async throws {
        var box: BrokenBox?
        let messages = GLibLog.recordingWarnings { box = BrokenBox() }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(
            messages.first?.text.contains("no Swift handler named \"abort\"") ?? false,
            "\(messages)")
        XCTAssertNotNil(box)
    }

    func testWindowTemplatesAreFinalizedWithTheirChildren() async throws {
        try leakCycle { watch in
            let window = watch(NotesWindow())
            _ = watch(window.search)
            _ = watch(window.saveButton)
            window.saveButton.emitSignal("clicked")
            let saved = window.saves == 1
            window.destroy()
            return saved
        }
    }

    func testBoxTemplatesAreFinalizedWithTheirChildren() async throws {
        try leakCycle { watch in
            let box = watch(LabelledEntry())
            _ = watch(box.label)
            _ = watch(box.entry)
            return box.entry.parent === box
        }
    }

    func testPlainWidgetTemplatesAreFinalizedWithTheirChildren() async throws {
        try leakCycle { watch in
            let badge = watch(Badge())
            return watch(badge.text).parent === badge
        }
    }
}
