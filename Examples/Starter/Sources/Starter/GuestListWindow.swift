import GtkRxAdwaita
import StarterCore

/// The app's window, a libadwaita application window whose widgets come from a template
/// written in Blueprint (`resources/window.blp`): a header bar with the main menu, a name row
/// whose "Add" button and hint follow the view model, the guests as a boxed list of rows, a
/// status page while there are none, and a toast for each guest added.
///
/// The class is a GType of its own, `StarterGuestListWindow`, the template's `class`. Each
/// `@TemplateChild` property is the template's object with that id, typed; the plugin checks
/// the ids, their types and the handlers when the app is built.
@MainActor
final class GuestListWindow: Adw.ApplicationWindow, ObjectSubclass {
    /// The GType, `StarterGuestListWindow`, with its template and the Swift code its handlers
    /// run (`add`: Enter in the name row, or the "Add" button).
    static let subclassType = WidgetSubclassType.make(
        name: "StarterGuestListWindow", parentType: Adw.ApplicationWindow.gType,
        swiftClass: GuestListWindow.self,
        template: WidgetTemplate(
            resource: "/org/example/Starter/window.ui",
            callbacks: [TemplateCallback("add", GuestListWindow.add)]))
    // GLib's `GType` is `UInt` (its `gsize`); the app imports no C module to name it.
    override class var gType: UInt { subclassType.gType }

    /// Shows the toasts over the window's content.
    @TemplateChild("toast_overlay") var toastOverlay: ToastOverlay
    /// The header bar, holding the menu button.
    @TemplateChild("header") var header: Adw.HeaderBar
    /// Opens the main menu: "Sort by Name", "Clear the List".
    @TemplateChild("menu_button") var menuButton: MenuButton
    /// Where a guest's name is typed; Enter adds it, as "Add" does.
    @TemplateChild("name_row") var nameRow: EntryRow
    /// Adds the typed name; insensitive while the name cannot be added.
    @TemplateChild("add_button") var addButton: Button
    /// Why the typed name cannot be added; hidden when there is nothing to say.
    @TemplateChild("hint_label") var hintLabel: Label
    /// The group around the list: its description is the summary ("2 guests").
    @TemplateChild("guests_group") var guestsGroup: PreferencesGroup
    /// The guests, a row each.
    @TemplateChild("list") var list: ListBox
    /// Shown instead of the list while it is empty.
    @TemplateChild("empty_page") var emptyPage: StatusPage

    /// The menu's actions, inserted in the window as the group "guests".
    let actions = SimpleActionGroup()

    /// The logic behind the widgets, made by ``init(application:guests:)``. (A stored
    /// property of a GType's Swift class needs an initial value, as GLib can make an instance
    /// without that initializer; such an instance has no view model and shows the template as
    /// it is.)
    private(set) var viewModel: GuestListViewModel?

    /// The template's `add` handler's calls: Enter in the name row, clicks of "Add".
    private let addRequests = PublishRelay<Void>()
    /// The window's subscriptions, disposed with the window's Swift object.
    private let disposeBag = DisposeBag()

    /// A window of `application`, its list starting with `guests`.
    convenience init(
        application: Adw.Application, guests: [String] = ["Ada Lovelace", "Alan Turing"]
    ) {
        self.init(registeredType: ())
        self.application = application
        let viewModel = GuestListViewModel(
            name: nameRow.rx.text.orEmpty.asObservable(), addRequests: addRequests.asObservable(),
            guests: guests)
        self.viewModel = viewModel
        addActions(of: viewModel)
        bind(viewModel)
    }

    /// The template's `add` handler.
    private func add() {
        addRequests.accept(())
    }

    /// Adds the menu's actions, which act on `viewModel`, and inserts them in the window.
    private func addActions(of viewModel: GuestListViewModel) {
        // The template's menu names these actions: "guests.sort", "guests.clear".
        let sort = SimpleAction(name: "sort", parameterType: nil)
        sort.onActivate { [viewModel] _ in viewModel.sort() }
        let clear = SimpleAction(name: "clear", parameterType: nil)
        clear.onActivate { [viewModel] _ in viewModel.clear() }
        actions.addAction(sort)
        actions.addAction(clear)
        insertActionGroup(name: "guests", group: actions)
    }

    /// Binds what `viewModel` publishes to the widgets.
    private func bind(_ viewModel: GuestListViewModel) {
        // `bind(to:)` into the widgets' `.rx` members. Binders hold their widgets weakly, and no
        // closure here holds the window itself: the window's Swift object goes when GTK lets
        // the window go, and its subscriptions with it.
        viewModel.canAdd
            .bind(to: addButton.rx.isEnabled)
            .disposed(by: disposeBag)
        viewModel.hint
            .bind(to: hintLabel.rx.text)
            .disposed(by: disposeBag)
        viewModel.hint.map { $0.isEmpty }
            .bind(to: hintLabel.rx.isHidden)
            .disposed(by: disposeBag)
        viewModel.summary.map { Optional($0) }
            .bind(to: guestsGroup.rx.description)
            .disposed(by: disposeBag)

        // The list, or the status page when there is nobody.
        let isEmpty = viewModel.guests.map { $0.isEmpty }.distinctUntilChanged()
        isEmpty
            .bind(to: guestsGroup.rx.isHidden)
            .disposed(by: disposeBag)
        isEmpty.map { !$0 }
            .bind(to: emptyPage.rx.isHidden)
            .disposed(by: disposeBag)

        // A libadwaita row per guest. Rows are list box rows, so the list takes them as they
        // are. Their titles are Pango markup unless told otherwise: a name is plain text.
        viewModel.guests
            .bind(
                to: list.rx.items(makeRow: { GuestListWindow.makeRow() }) { row, guest, _ in
                    row.title = guest
                }
            )
            .disposed(by: disposeBag)

        // A toast for each guest added. A toast's title is Pango markup: the name is escaped
        // (`Builder.escaped` escapes for XML, which Pango's markup is).
        viewModel.added
            .map { Toast(title: "\(Builder.escaped($0)) was added") }
            .bind(to: toastOverlay.rx.toast)
            .disposed(by: disposeBag)

        // A name added empties the row. Set from code, not bound: a value bound into `rx.text`
        // is not echoed back, and the view model must see the row empty.
        viewModel.added
            .subscribe(onNext: { [nameRow] _ in nameRow.text = "" })
            .disposed(by: disposeBag)
    }

    /// A row of the list, showing its title as plain text.
    private static func makeRow() -> ActionRow {
        let row = ActionRow()
        row.usesMarkup = false
        return row
    }
}
