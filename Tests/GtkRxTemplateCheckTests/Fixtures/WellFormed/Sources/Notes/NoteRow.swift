/// A row: its template is resources/row.blp, compiled to row.ui.
final class NoteRow: Box, ObjectSubclass {
    static let subclassType = WidgetSubclassType.make(
        name: "NoteRow", parentType: Box.gType, swiftClass: NoteRow.self,
        template: WidgetTemplate(
            resource: "/org/example/Notes/row.ui",
            callbacks: [TemplateCallback("remove", NoteRow.remove)]))

    @TemplateChild("title") var title: Label
    @TemplateChild("remove_button") var removeButton: Button

    func remove() {}
}
