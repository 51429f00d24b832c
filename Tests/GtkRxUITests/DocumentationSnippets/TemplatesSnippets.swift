// swift-format-ignore-file
// The code blocks of the article "Templates and Blueprint", verbatim: scripts/check-doc-snippets
// compares them line by line, so the formatter must not rewrap them.

import GtkRx
import GtkRxTest
import XCTest

final class NotesWindow: Window, ObjectSubclass {
    static let subclassType = WidgetSubclassType.make(
        name: "NotesWindow", parentType: Window.gType, swiftClass: NotesWindow.self,
        template: WidgetTemplate(
            resource: "/org/example/Notes/window.ui",
            callbacks: [TemplateCallback("save", NotesWindow.save)]))
    override class var gType: UInt { subclassType.gType }
    convenience init() { self.init(registeredType: ()) }

    @TemplateChild("search") var search: SearchEntry
    @TemplateChild("save") var saveButton: Button

    func save() { print("saving", search.text) }
}

/// The article's builder with a Swift handler, as a function.
@MainActor
func templatesBuilderWithHandlers() throws -> Builder {
    let builder = try Builder(
        resource: "/org/example/Notes/about.ui",
        handlers: [BuilderHandler("open") { (button: Button) in print("open from", button.label ?? "") }])
    return builder
}

/// The article's stream-only callback, as a value.
@MainActor
func templatesStreamCallback() -> TemplateCallback<NotesWindow> {
    TemplateCallback<NotesWindow>(event: "search")
}

/// The article's subscription to a template callback, as a function.
@MainActor
func templatesObserveCallback(window: NotesWindow, disposeBag: DisposeBag) {
    window.rx.templateCallback("search")
        .subscribe(onNext: { print("searching", window.search.text) })
        .disposed(by: disposeBag)
}

/// The article's template, compiled from its Blueprint by blueprint-compiler 0.6, given as a
/// string to a class like the article's: its children, callback and title work.
private final class CompiledNotesWindow: Window, ObjectSubclass {
    static let subclassType = WidgetSubclassType.make(
        name: "GtkRxDocNotesWindow", parentType: Window.gType, swiftClass: CompiledNotesWindow.self,
        template: WidgetTemplate(
            string: """
                <?xml version="1.0" encoding="UTF-8"?>
                <interface>
                  <requires lib="gtk" version="4.0"/>
                  <template class="GtkRxDocNotesWindow" parent="GtkWindow">
                    <property name="title">Notes</property>
                    <child>
                      <object class="GtkBox">
                        <property name="orientation">vertical</property>
                        <child>
                          <object class="GtkSearchEntry" id="search"></object>
                        </child>
                        <child>
                          <object class="GtkButton" id="save">
                            <property name="label">Save</property>
                            <signal name="clicked" handler="save"/>
                          </object>
                        </child>
                      </object>
                    </child>
                  </template>
                </interface>
                """,
            callbacks: [TemplateCallback("save", CompiledNotesWindow.save)]))
    override class var gType: UInt { subclassType.gType }
    convenience init() { self.init(registeredType: ()) }

    @TemplateChild("search") var search: SearchEntry
    @TemplateChild("save") var saveButton: Button
    var saved: [String] = []

    func save() { saved.append(search.text) }
}

@MainActor
final class TemplatesSnippetTests: GtkTestCase {
    func testTheArticlesCompiledBlueprintTemplateWorks() async {
        let window = CompiledNotesWindow()
        defer { window.destroy() }
        XCTAssertEqual(window.title, "Notes")
        window.search.text = "milk"
        window.saveButton.emitSignal("clicked")
        XCTAssertEqual(window.saved, ["milk"])
    }
}
