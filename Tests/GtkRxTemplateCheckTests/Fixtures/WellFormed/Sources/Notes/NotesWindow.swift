/// The window: its template is resources/window.ui.
final class NotesWindow: Window, ObjectSubclass {
    static let subclassType = WidgetSubclassType.make(
        name: "NotesWindow", parentType: Window.gType, swiftClass: NotesWindow.self,
        template: WidgetTemplate(
            resource: "/org/example/Notes/window.ui",
            callbacks: [
                TemplateCallback("save", NotesWindow.save),
                TemplateCallback("clear", NotesWindow.clear),
            ]))

    @TemplateChild("search") var search: SearchEntry
    @TemplateChild("save_button") var saveButton: Button
    @TemplateChild("content") var content: Widget

    func save() {}
    func clear() {}
}
