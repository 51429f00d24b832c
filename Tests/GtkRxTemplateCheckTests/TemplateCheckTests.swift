import Foundation
import XCTest

@testable import GtkRxTemplateCheckKit

/// The template check's parts, on text in memory (no GTK, no display, no build).
final class TemplateCheckTests: XCTestCase {
    private let window = """
        <?xml version="1.0" encoding="UTF-8"?>
        <interface>
          <template class="NotesWindow" parent="GtkWindow">
            <child>
              <object class="GtkBox" id="content">
                <child><object class="GtkSearchEntry" id="search"/></child>
                <child>
                  <object class="GtkToggleButton" id="pin">
                    <signal name="toggled" handler="pin"/>
                  </object>
                </child>
              </object>
            </child>
          </template>
        </interface>
        """

    private let swift = """
        // class Commented: Window {}  (not a class)
        final class NotesWindow: Window, ObjectSubclass {
            static let subclassType = WidgetSubclassType.make(
                name: "NotesWindow", parentType: Window.gType, swiftClass: NotesWindow.self,
                template: WidgetTemplate(
                    resource: "/org/example/window.ui",
                    callbacks: [TemplateCallback("pin", NotesWindow.pin)]))

            @TemplateChild("search") private var search: SearchEntry
            @TemplateChild("pin") var pinButton: Button
            /* @TemplateChild("gone") var gone: Label */
            @TemplateChild("content") var content: Widget
            func pin() {}
        }

        final class Plain: Box {}
        """

    private func check(ui: String, swift: String) -> [String] {
        var manifest = ResourceManifest.parse(
            Data(
                """
                <gresources><gresource prefix="/org/example">
                  <file>window.ui</file>
                </gresource></gresources>
                """.utf8))
        XCTAssertNotNil(manifest)
        manifest = manifest ?? ResourceManifest.parse(Data("<gresources/>".utf8))
        return TemplateCheck(
            manifestPath: "/app/resources/app.gresource.xml", manifest: manifest!,
            definitions: [
                "window.ui": .init(path: "/app/resources/window.ui", data: Data(ui.utf8))
            ],
            classes: SwiftTemplateClass.scan(swift, file: "/app/Sources/App/NotesWindow.swift")
        ).run().map(\.description)
    }

    func testADefinitionGivesItsTemplateObjectsAndHandlersWithTheirLines() throws {
        let ui = try UIDefinition.parse(Data(window.utf8)).get()
        XCTAssertEqual(ui.template, UIDefinition.Template(className: "NotesWindow", line: 3))
        XCTAssertEqual(
            ui.objects["search"], UIDefinition.Object(className: "GtkSearchEntry", line: 6))
        XCTAssertEqual(ui.objects.count, 3)
        XCTAssertEqual(ui.handlers, [UIDefinition.Handler(signal: "toggled", name: "pin", line: 9)])
    }

    func testADefinitionThatDoesNotParseGivesItsPosition() {
        let mismatched = UIDefinition.parse(
            Data("<interface>\n  <object class=\"GtkBox\">\n  </objcet>\n</interface>\n".utf8))
        guard case .failure(let error) = mismatched else { return XCTFail("parsed") }
        XCTAssertEqual(error.line, 3)
        XCTAssertTrue(
            error.reason.contains("a closing tag does not match the element it closes"),
            error.reason)
        let unclosed = UIDefinition.parse(
            Data("<interface>\n  <object class=\"GtkBox\">\n</interface>\n".utf8))
        guard case .failure(let error) = unclosed else { return XCTFail("parsed") }
        XCTAssertGreaterThanOrEqual(error.line, 3)
        XCTAssertEqual(error.reason, "the document ends before its elements are closed")
    }

    func testTheSwiftScanFindsEachClassesDeclarationsOutsideComments() {
        let classes = SwiftTemplateClass.scan(swift, file: "NotesWindow.swift")
        XCTAssertEqual(classes.map(\.name), ["NotesWindow", "Plain"])
        let notes = classes[0]
        XCTAssertEqual(notes.line, 2)
        XCTAssertEqual(notes.superclass, "Window")
        XCTAssertEqual(notes.registeredName, "NotesWindow")
        XCTAssertEqual(notes.templateResource?.path, "/org/example/window.ui")
        XCTAssertEqual(notes.templateResource?.line, 5)
        XCTAssertEqual(notes.callbacks, [.init(name: "pin", line: 7)])
        XCTAssertEqual(
            notes.children,
            [
                .init(id: "search", typeName: "SearchEntry", line: 9),
                .init(id: "pin", typeName: "Button", line: 10),
                .init(id: "content", typeName: "Widget", line: 12),
            ])
        XCTAssertNil(classes[1].templateResource)
    }

    func testSwiftTypesMapToGTKAndLibadwaitaNames() {
        XCTAssertEqual(
            GtkTypeNames.glibNames(of: "Button", registered: [:]), ["GtkButton", "AdwButton"])
        XCTAssertEqual(GtkTypeNames.glibNames(of: "Adw.Window", registered: [:]), ["AdwWindow"])
        XCTAssertEqual(GtkTypeNames.glibNames(of: "RangeWidget", registered: [:]), ["GtkRange"])
        XCTAssertEqual(
            GtkTypeNames.glibNames(of: "NoteRow", registered: ["NoteRow": "AppNoteRow"]),
            ["AppNoteRow"])
        XCTAssertNil(GtkTypeNames.glibNames(of: "Widget", registered: [:]))
        let accepts = { (swift: String, ui: String) in
            GtkTypeNames.accepts(swift, className: ui, registered: [:], registeredParents: [:])
        }
        XCTAssertTrue(accepts("ActionRow", "AdwActionRow"))
        XCTAssertTrue(accepts("Button", "GtkToggleButton"))
        XCTAssertTrue(accepts("ListBoxRow", "AdwComboRow"))
        XCTAssertTrue(accepts("Widget", "GtkLabel"))
        XCTAssertFalse(accepts("Label", "GtkButton"))
        XCTAssertFalse(accepts("SearchEntry", "GtkEntry"))
        XCTAssertTrue(
            GtkTypeNames.accepts(
                "Box", className: "AppRow", registered: [:],
                registeredParents: ["AppRow": ["GtkBox"]]))
    }

    func testAMatchingTemplateHasNoErrors() {
        XCTAssertEqual(check(ui: window, swift: swift), [])
    }

    func testAMissingIDIsAnErrorAtTheChildsDeclaration() {
        let ui = window.replacingOccurrences(of: "id=\"search\"", with: "id=\"find\"")
        XCTAssertEqual(
            check(ui: ui, swift: swift),
            [
                "/app/Sources/App/NotesWindow.swift:9: error: @TemplateChild(\"search\") of "
                    + "NotesWindow: window.ui has no object with id \"search\""
            ])
    }

    func testAnObjectOfAnotherClassIsAnErrorNamingBoth() {
        let ui = window.replacingOccurrences(of: "GtkToggleButton", with: "GtkLabel")
        XCTAssertEqual(
            check(ui: ui, swift: swift),
            [
                "/app/Sources/App/NotesWindow.swift:10: error: @TemplateChild(\"pin\") of "
                    + "NotesWindow is a Button (AdwButton or GtkButton), but the object with id "
                    + "\"pin\" at /app/resources/window.ui:8 is a GtkLabel"
            ])
    }

    func testAHandlerWithoutACallbackIsAnErrorAtTheSignal() {
        let source = swift.replacingOccurrences(
            of: "TemplateCallback(\"pin\"", with: "TemplateCallback(\"unpin\"")
        XCTAssertEqual(
            check(ui: window, swift: source),
            [
                "/app/resources/window.ui:9: error: handler \"pin\" of signal \"toggled\" in "
                    + "window.ui: NotesWindow (/app/Sources/App/NotesWindow.swift:2) has no "
                    + "TemplateCallback(\"pin\", …); it has \"unpin\""
            ])
    }

    func testAStreamOnlyCallbackCountsAsTheHandlersCallback() {
        for form in [
            "TemplateCallback(event: \"pin\")", "TemplateCallback<NotesWindow>(event: \"pin\")",
        ] {
            let source = swift.replacingOccurrences(
                of: "TemplateCallback(\"pin\", NotesWindow.pin)", with: form)
            XCTAssertEqual(check(ui: window, swift: source), [], form)
        }
    }

    func testATemplateOfAnotherClassAndAnUnlistedResourceAreErrors() {
        let ui = window.replacingOccurrences(of: "class=\"NotesWindow\"", with: "class=\"Notes\"")
        XCTAssertEqual(
            check(ui: ui, swift: swift),
            [
                "/app/resources/window.ui:3: error: window.ui's template defines \"Notes\", but "
                    + "NotesWindow registers \"NotesWindow\""
            ])
        let source = swift.replacingOccurrences(
            of: "/org/example/window.ui", with: "/org/example/main.ui")
        XCTAssertEqual(
            check(ui: window, swift: source),
            [
                "/app/Sources/App/NotesWindow.swift:5: error: NotesWindow's template "
                    + "/org/example/main.ui is not a file app.gresource.xml lists"
            ])
    }

    func testAMalformedDefinitionIsAnErrorAtItsPosition() {
        let ui = window.replacingOccurrences(of: "</template>", with: "</templat>")
        let errors = check(ui: ui, swift: swift)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix("/app/resources/window.ui:14:"), "\(errors)")
        XCTAssertTrue(errors[0].contains("error: window.ui does not parse: "), "\(errors)")
    }

    func testBlueprintErrorsAreReadWithTheirPositions() {
        let output =
            "\u{1B}[91m\u{1B}[1merror: Expected `;`\u{1B}[0m\nat row.blp line 6 column 3:\n"
            + "\u{1B}[2m   6 |\u{1B}[0m  }\n"
        XCTAssertEqual(
            BlueprintDiagnostics.parse(output, path: "/app/resources/row.blp")?.map(\.description),
            ["/app/resources/row.blp:6:3: error: Expected `;`"])
        XCTAssertNil(BlueprintDiagnostics.parse("Traceback …", path: "row.blp"))
    }

    func testABlueprintTemplatesErrorsPointIntoTheBlueprintFile() {
        let blueprint = """
            using Gtk 4.0;

            template NotesWindow : Gtk.Window {
              Gtk.Box content {
                Gtk.SearchEntry search {}
                Gtk.ToggleButton pin {
                  toggled => pin();
                }
              }
            }
            """
        let manifest = ResourceManifest.parse(
            Data(
                "<gresources><gresource prefix=\"/org/example\"><file>window.ui</file></gresource></gresources>"
                    .utf8))!
        let source = swift.replacingOccurrences(
            of: "TemplateCallback(\"pin\"", with: "TemplateCallback(\"unpin\"")
        let errors = TemplateCheck(
            manifestPath: "/app/resources/app.gresource.xml", manifest: manifest,
            definitions: [
                "window.ui": .init(
                    path: "/work/blueprint/window.ui", data: Data(window.utf8),
                    blueprint: ("/app/resources/window.blp", blueprint))
            ],
            classes: SwiftTemplateClass.scan(source, file: "/app/NotesWindow.swift")
        ).run().map(\.description)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(
            errors[0].hasPrefix("/app/resources/window.blp:7: error: handler \"pin\""), "\(errors)")
    }
}
