import GtkRx
import StarterCore

/// The app's window: a header bar with a menu, an entry whose "Add" button and hint follow the
/// view model, and the list of guests.
///
/// Everything is built in code with `import GtkRx`: no `.ui` file, no C module. The widgets are
/// properties so that tests can reach them, as a user's hands would.
@MainActor
final class GuestListWindow {
    /// The window.
    let window: ApplicationWindow
    /// The header bar, holding the menu button.
    let header = HeaderBar()
    /// Opens the menu: "Sort by name", "Clear the list".
    let menuButton = MenuButton()
    /// Where a guest's name is typed; Enter adds it, as "Add" does.
    let nameEntry = Entry()
    /// Adds the typed name; insensitive while the name cannot be added.
    let addButton = Button(label: "Add")
    /// Why the typed name cannot be added; hidden when there is nothing to say.
    let hintLabel = Label()
    /// The guests, one row each.
    let list = ListBox()
    /// "No guests yet", "1 guest", …
    let summaryLabel = Label()
    /// The menu's actions, inserted in the window as the group "guests".
    let actions = SimpleActionGroup()

    /// The logic behind the widgets.
    let viewModel: GuestListViewModel
    private let disposeBag = DisposeBag()

    /// Builds the window of `application`, its list starting with `guests`.
    init(application: Application, guests: [String] = ["Ada Lovelace", "Alan Turing"]) {
        window = ApplicationWindow(application: application)
        viewModel = GuestListViewModel(
            name: nameEntry.rx.text.orEmpty.asObservable(),
            addRequests: Observable.merge(
                addButton.rx.tap.asObservable(), nameEntry.rx.activate.asObservable()),
            guests: guests)
        layOut()
        addMenu()
        bind()
    }

    /// Shows the window, with the keyboard focus in the entry.
    func present() {
        window.present()
        nameEntry.grabFocus()
    }

    /// The names the list shows, top to bottom.
    var shownGuests: [String] {
        var names: [String] = []
        var index = 0
        while let row = list.row(at: index) {
            names.append((row.child as? Label)?.text ?? "")
            index += 1
        }
        return names
    }

    private func layOut() {
        window.title = "Starter"
        window.defaultWidth = 420
        window.defaultHeight = 480
        window.titlebar = header

        nameEntry.placeholderText = "Guest’s name"
        nameEntry.hexpand = true
        let entryRow = Box(orientation: .horizontal, spacing: 6)
        entryRow.append(nameEntry)
        entryRow.append(addButton)

        hintLabel.xalign = 0
        hintLabel.setCSSClass("error")
        hintLabel.setCSSClass(StarterStyle.hintClass)
        summaryLabel.xalign = 0
        summaryLabel.setCSSClass("dim-label")
        summaryLabel.setCSSClass(StarterStyle.summaryClass)

        list.selectionMode = .none
        list.setCSSClass("boxed-list")
        let scroller = ScrolledWindow()
        scroller.child = list
        scroller.vexpand = true

        let content = Box(orientation: .vertical, spacing: 8)
        content.setMargins(12)
        content.append(entryRow)
        content.append(hintLabel)
        content.append(scroller)
        content.append(summaryLabel)
        window.child = content
    }

    private func addMenu() {
        let menu = Menu()
        menu.append("Sort by name", detailedAction: "guests.sort")
        menu.append("Clear the list", detailedAction: "guests.clear")
        menuButton.iconName = "open-menu-symbolic"
        menuButton.tooltipText = "Menu"
        menuButton.menuModel = menu
        header.packEnd(menuButton)

        let sort = SimpleAction(name: "sort", parameterType: nil)
        sort.onActivate { [viewModel] _ in viewModel.sort() }
        let clear = SimpleAction(name: "clear", parameterType: nil)
        clear.onActivate { [viewModel] _ in viewModel.clear() }
        actions.addAction(sort)
        actions.addAction(clear)
        window.insertActionGroup(name: "guests", group: actions)
    }

    private func bind() {
        // `bind(to:)` into the widgets' `.rx` members.
        viewModel.canAdd
            .bind(to: addButton.rx.isEnabled)
            .disposed(by: disposeBag)
        viewModel.hint
            .bind(to: hintLabel.rx.text)
            .disposed(by: disposeBag)
        viewModel.hint.map { $0.isEmpty }
            .bind(to: hintLabel.rx.isHidden)
            .disposed(by: disposeBag)
        viewModel.summary
            .bind(to: summaryLabel.rx.text)
            .disposed(by: disposeBag)

        // The list shows the relay: rebuilt on each change (fine for a short list; a long one
        // would use a ListView over a list model).
        viewModel.guests
            .subscribe(onNext: { [list] guests in
                while let row = list.row(at: 0) { list.remove(row) }
                for guest in guests {
                    let label = Label(guest)
                    label.xalign = 0
                    label.setMargins(8)
                    list.append(label)
                }
            })
            .disposed(by: disposeBag)

        // A name added empties the entry. Set from code, not bound: a value bound into
        // `rx.text` is not echoed back, and the view model must see the entry empty.
        viewModel.added
            .subscribe(onNext: { [nameEntry] _ in nameEntry.text = "" })
            .disposed(by: disposeBag)
    }
}
