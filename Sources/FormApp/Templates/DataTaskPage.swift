import GtkRxAdwaita

/// The "Data task" page, from the `.ui` template `resources/ui/data-task-page.ui`: an
/// address, "Fetch" and "Save…", a spinner, and what the latest fetch and save came to.
final class DataTaskPage: Bin, ObjectSubclass {
    /// The GType `FormAppDataTaskPage`, whose template is `data-task-page.ui`.
    static let subclassType = WidgetSubclassType.make(
        name: "FormAppDataTaskPage", parentType: Bin.gType, swiftClass: DataTaskPage.self,
        template: WidgetTemplate(resource: "/io/github/gtkrx/FormApp/ui/data-task-page.ui"))
    override class var gType: UInt { subclassType.gType }

    /// A page of the class's own type.
    convenience init() { self.init(registeredType: ()) }

    /// The address to fetch; Enter fetches it.
    @TemplateChild("url") var url: EntryRow
    /// Fetches the address.
    @TemplateChild("fetch") var fetch: Button
    /// Saves the fetched response to a file the user chooses.
    @TemplateChild("save") var save: Button
    /// Spins while a fetch or a save is under way.
    @TemplateChild("spinner") var spinner: Spinner
    /// What the latest fetch came to.
    @TemplateChild("result") var result: Label
    /// What the latest save came to; hidden until there is one.
    @TemplateChild("save_result") var saveResult: Label
}
