import GtkRx
import GtkRxTest
import XCTest

/// The small app a new user writes first, built as the issue that asked for all of GTK
/// described it: a todo window with a header bar, a menu, a search field filtering a list, and a
/// notes pane with a drop-down and a text view, all from `import GtkRx`: no C module, no Builder
/// string, no raw pointer.
@MainActor
final class NewcomerAppTests: GtkTestCase {
    /// The app's widgets and state, as a user would keep them.
    @MainActor
    private final class TodoWindow {
        let todos = BehaviorRelay<[String]>(value: ["Buy milk", "Write report", "Call mum"])
        let priority = BehaviorRelay<Int>(value: 1)
        let note = BehaviorRelay<String?>(value: "Remember the stamps")
        let window = Window()
        let header = HeaderBar()
        let menuButton = MenuButton()
        let search = SearchEntry()
        let list = ListBox()
        let priorityChoice = DropDown(strings: ["Low", "Normal", "High"])
        let notes = TextView()
        let actions = SimpleActionGroup()
        let clear = SimpleAction(name: "clear", parameterType: nil)
        let remove = SimpleAction(name: "remove", parameterType: .string)
        let disposeBag = DisposeBag()

        init() {
            window.title = "Todos"
            window.titlebar = header

            let menu = Menu()
            menu.append("Clear all", detailedAction: "todo.clear")
            menu.append("Remove “Call mum”", detailedAction: "todo.remove::Call mum")
            menuButton.iconName = "open-menu-symbolic"
            menuButton.menuModel = menu
            header.packEnd(menuButton)

            let scroller = ScrolledWindow()
            scroller.child = list
            scroller.vexpand = true
            notes.hexpand = true
            notes.vexpand = true
            priorityChoice.halign = .start

            let content = Box(orientation: .vertical, spacing: 6)
            content.marginStart = 12
            content.append(search)
            content.append(scroller)
            content.append(priorityChoice)
            content.append(notes)
            window.child = content

            // The list shows the todos that match the search.
            Observable.combineLatest(todos.asObservable(), search.rx.text.orEmpty) {
                items, query in
                query.isEmpty ? items : items.filter { $0.localizedCaseInsensitiveContains(query) }
            }
            .subscribe(onNext: { [list] visible in
                while let row = list.row(at: 0) { list.remove(row) }
                for item in visible { list.append(Label(item)) }
            })
            .disposed(by: disposeBag)

            // Two-way: the drop-down and the text view edit the state, the state sets them.
            priority.bind(to: priorityChoice.rx.selected).disposed(by: disposeBag)
            priorityChoice.rx.selected.skip(1).bind(to: priority).disposed(by: disposeBag)
            note.bind(to: notes.buffer.rx.text).disposed(by: disposeBag)
            notes.buffer.rx.text.skip(1).bind(to: note).disposed(by: disposeBag)

            // The menu's actions.
            clear.onActivate { [todos] _ in todos.accept([]) }
            remove.onActivate { [todos] parameter in
                guard let title = parameter?.string else { return }
                todos.accept(todos.value.filter { $0 != title })
            }
            actions.addAction(clear)
            actions.addAction(remove)
            window.insertActionGroup(name: "todo", group: actions)
        }

        /// The titles the list shows, top to bottom.
        var shownTitles: [String] {
            var titles: [String] = []
            var index = 0
            while let row = list.row(at: index) {
                titles.append((row.child as? Label)?.text ?? "?")
                index += 1
            }
            return titles
        }
    }

    func testTheSearchFieldFiltersTheList() async throws {
        let app = TodoWindow()
        app.window.present()
        XCTAssertEqual(app.shownTitles, ["Buy milk", "Write report", "Call mum"])

        try User.type("RE", into: app.search)
        XCTAssertEqual(app.shownTitles, ["Write report"])

        app.search.text = ""
        XCTAssertEqual(app.shownTitles, ["Buy milk", "Write report", "Call mum"])
        app.todos.accept(["Water plants"] + app.todos.value)
        XCTAssertEqual(app.shownTitles.first, "Water plants")
        app.window.destroy()
    }

    func testTheDropDownAndTheTextViewAreBoundBothWays() async throws {
        let app = TodoWindow()
        XCTAssertEqual(app.priorityChoice.selected, 1)
        XCTAssertEqual(app.notes.buffer.text, "Remember the stamps")

        app.priorityChoice.selected = 2
        XCTAssertEqual(app.priority.value, 2)
        app.priority.accept(0)
        XCTAssertEqual(app.priorityChoice.selected, 0)

        app.notes.buffer.text = "Stamps bought"
        XCTAssertEqual(app.note.value, "Stamps bought")
        app.note.accept("New note")
        XCTAssertEqual(app.notes.buffer.text, "New note")
    }

    func testTheMenuActivatesTheActionsItNames() async throws {
        let app = TodoWindow()
        app.window.present()
        XCTAssertTrue(app.menuButton.isAncestor(app.header), "the menu button is in the header bar")
        app.menuButton.popup()
        XCTAssertNotNil(app.menuButton.popover, "the menu model made a popover menu")

        // What a click on the second item does: activate its detailed action.
        XCTAssertTrue(app.menuButton.activateAction("todo.remove", parameter: Variant("Call mum")))
        XCTAssertEqual(app.todos.value, ["Buy milk", "Write report"])
        XCTAssertTrue(app.list.activateAction("todo.clear"))
        XCTAssertEqual(app.shownTitles, [])

        XCTAssertFalse(app.list.activateAction("todo.missing"), "an unknown action is refused")
        app.todos.accept(["Call mum"])
        XCTAssertFalse(
            app.list.activateAction("todo.remove", parameter: Variant(3)),
            "a parameter of the wrong type is refused")
        XCTAssertFalse(app.list.activateAction("todo.remove"), "so is a missing one")
        XCTAssertEqual(app.todos.value, ["Call mum"])
        app.clear.isEnabled = false
        app.todos.accept(["Kept"])
        app.list.activateAction("todo.clear")
        XCTAssertEqual(app.todos.value, ["Kept"], "a disabled action does nothing")
        app.menuButton.popdown()
        app.window.destroy()
    }
}
