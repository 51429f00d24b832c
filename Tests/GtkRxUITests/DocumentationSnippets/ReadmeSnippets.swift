// swift-format-ignore-file
// Code blocks of the README and of the articles that began there (All of GTK 4, Actions and
// menus, Lists and models, Testing your bindings), verbatim: scripts/check-doc-snippets compares
// them line by line, and the documentation aligns its end-of-line comments, which the formatter
// would not keep. Each is in a function given the names the block uses. The apps are compiled, not run
// (their behaviour is tested by ReadmeExampleTests, ListItemsTests and ActionRxTests); the
// test classes run with the suite.

import Glibc
import GtkRx
import GtkRxTest
import XCTest

/// The README's "A taste": a whole app's `main`, as a function.
@MainActor
func readmeTaste() throws {
    let application = try Application(id: "org.example.Hello")
    let disposeBag = DisposeBag()
    application.onActivate {
        let window = ApplicationWindow(application: application)
        window.title = "Hello"
        let name = Entry()
        name.placeholderText = "Your name"
        let greet = Button(label: "Greet")
        let greeting = Label()
        let box = Box(orientation: .vertical, spacing: 12)
        box.append(name)
        box.append(greet)
        box.append(greeting)
        window.child = box

        let typedName = name.rx.text.orEmpty
        typedName.map { !$0.isEmpty }
            .bind(to: greet.rx.isEnabled)
            .disposed(by: disposeBag)
        greet.rx.tap.withLatestFrom(typedName)
            .map { "Hello, \($0)!" }
            .bind(to: greeting.rx.text)
            .disposed(by: disposeBag)
        window.present()
    }
    exit(application.run())
}

/// The "All of GTK 4" article's example (once the README's): a header bar with a menu, an
/// action, a drop-down.
@MainActor
func readmeAllOfGtk(
    todos: BehaviorRelay<[String]>, chosenPriority: BehaviorRelay<Int>, notes: TextView,
    noteText: BehaviorRelay<String>, bag: DisposeBag
) {
    let window = Window()
    let header = HeaderBar()
    window.titlebar = header
    let menu = Menu()
    menu.append("Clear all", detailedAction: "todo.clear")
    let menuButton = MenuButton()
    menuButton.iconName = "open-menu-symbolic"
    menuButton.menuModel = menu
    header.packEnd(menuButton)

    let clear = SimpleAction(name: "clear", parameterType: nil)
    clear.onActivate { _ in todos.accept([]) }          // a typed signal connector
    let actions = SimpleActionGroup()
    actions.addAction(clear)
    window.insertActionGroup(name: "todo", group: actions)

    let priority = DropDown(strings: ["Low", "Normal", "High"])
    priority.halign = .start
    priority.rx.selected.bind(to: chosenPriority).disposed(by: bag)   // ControlProperty<Int>
    notes.buffer.rx.text.orEmpty.bind(to: noteText).disposed(by: bag)
}

/// The "Actions and menus" example.
@MainActor
func readmeActionsAndMenus(
    openWindow: @escaping @MainActor () -> Void, textSize: BehaviorRelay<String>,
    darkTheme: BehaviorRelay<Bool>, hasDocument: Observable<Bool>, bag: DisposeBag
) throws {
    let application = try Application(id: "org.example.Notes")
    let newWindow = SimpleAction(name: "new-window")          // no parameter
    let dark = SimpleAction(name: "dark", state: false)       // a toggle: a check box in menus
    let size = SimpleAction(name: "size", parameter: String.self)
    [newWindow, dark, size].forEach(application.addAction)
    application.setAccelerators(["<Control>n"], for: "app.new-window")

    newWindow.rx.triggered.subscribe(onNext: { openWindow() }).disposed(by: bag)  // ControlEvent<Void>
    size.rx.activated(as: String.self).bind(to: textSize).disposed(by: bag)       // ControlEvent<String>
    dark.rx.state(as: Bool.self).bind(to: darkTheme).disposed(by: bag)           // ControlProperty<Bool>
    hasDocument.bind(to: size.rx.isEnabled).disposed(by: bag)                     // ControlProperty<Bool>

    let menu = Menu {
        MenuSection {
            MenuEntry("New Window", action: "app.new-window")
            MenuEntry("Dark Theme", action: "app.dark")
            MenuEntry("Large", action: "app.size", target: Variant("large"))
        }
        MenuSection("Help") { MenuEntry("About", action: "app.about", icon: "help-about-symbolic") }
        Submenu("More") { MenuEntry("Quit", action: "app.quit") }
    }
    let menuButton = MenuButton()
    menuButton.menuModel = menu                    // pops up a PopoverMenu of it
    let save = Button(label: "Save")
    save.actionName = "win.save"                   // clicks activate it; insensitive while disabled
}

/// The "Lists and models" example.
@MainActor
func readmeLists(
    toggle: @escaping @MainActor (Int, Bool) -> Void, open: @escaping (Any) -> Void,
    bag: DisposeBag
) {
    struct Todo: Identifiable, Equatable { let id: Int; var title: String; var done: Bool }

    let todos = BehaviorRelay<[Todo]>(value: [])
    let list = ListBox()
    todos.bind(to: list.rx.items(makeRow: { CheckButton(label: "") }) { check, todo, rowBag in
        check.label = todo.title
        check.isActive = todo.done
        check.rx.isActive.changed
            .subscribe(onNext: { done in toggle(todo.id, done) })
            .disposed(by: rowBag)
    }).disposed(by: bag)

    list.rx.modelActivated(Todo.self).subscribe(onNext: { open($0) }).disposed(by: bag)  // ControlEvent<Todo>
    list.rx.itemSelected.subscribe(onNext: { print("row", $0) }).disposed(by: bag)        // ControlEvent<Int>
}

/// The testing article's virtual-time example, run.
final class ReadmeVirtualTimeSnippetTests: XCTestCase {
    func testMapInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(result.events, [.next(210, 10), .next(220, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}

@MainActor
final class GreetingTests: GtkTestCase {  // initializes GTK before each test
    func testEnterGreets() async throws {
        let name = Entry()
        let greeting = Label()
        name.onActivate { greeting.text = "Hello, \(name.text)!" }
        try User.type("Ada", into: name)       // one keystroke per character, insert path
        try User.pressEnter(in: name)
        try GtkTest.wait("the greeting") { greeting.text == "Hello, Ada!" }
    }
}
