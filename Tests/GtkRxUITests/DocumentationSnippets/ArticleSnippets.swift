// swift-format-ignore-file
// The DocC articles' code blocks (Sources/GtkRx/GtkRx.docc), verbatim: scripts/check-doc-snippets
// compares them line by line, so the formatter must not rewrap them. Each is compiled inside
// a function given the names it uses; the test classes run with the suite.

import Dispatch
import Glibc
import GtkRx
import GtkRxTest
import XCTest

/// Getting started: the first window's `main`, as a function.
@MainActor
func gettingStartedCounter() throws {
    let application = try Application(id: "org.example.Counter")
    let disposeBag = DisposeBag()
    application.onActivate {
        let window = ApplicationWindow(application: application)
        window.title = "Counter"
        let button = Button(label: "Count")
        let count = Label("Not counted yet")
        let box = Box(orientation: .vertical, spacing: 12)
        box.append(button)
        box.append(count)
        window.child = box

        button.rx.tap.scan(0) { total, _ in total + 1 }
            .map { "Counted \($0) times" }
            .bind(to: count.rx.text)
            .disposed(by: disposeBag)
        window.present()
    }
    exit(application.run())
}

/// Ownership and threads: a background thread feeding a Binder.
@MainActor
func ownershipBackgroundProgress(disposeBag: DisposeBag) -> ProgressBar {
    let progress = ProgressBar()
    let percent = PublishSubject<Int>()
    percent.map { Double($0) / 100 }
        .bind(to: progress.rx.fraction)
        .disposed(by: disposeBag)
    DispatchQueue.global().async {
        percent.onNext(50)  // from a background thread: applied on the main thread
    }
    return progress
}

/// Lists and models: a list view in sections, headers above their items.
@MainActor
func listsSections(bag: DisposeBag) -> ListView {
    struct Letter: Identifiable, Equatable { let id: String }
    struct Contact: Identifiable, Equatable { let id: Int; var name: String }

    let contacts = BehaviorRelay<[ItemSection<Letter, Contact>]>(value: [
        ItemSection(header: Letter(id: "A"), items: [Contact(id: 1, name: "Ada")]),
        ItemSection(header: Letter(id: "B"), items: [Contact(id: 2, name: "Bob")]),
    ])
    let list = ListView(model: nil, factory: nil)
    contacts.bind(to: list.rx.sections(
        makeHeader: { Label("") },
        bindHeader: { label, letter, _ in label.text = letter.id },
        makeRow: { Label("") },
        bind: { label, contact, _ in label.text = contact.name }
    )).disposed(by: bag)
    list.rx.selectedID(of: Contact.self)
        .subscribe(onNext: { id in print("chose", id ?? 0) })
        .disposed(by: bag)
    return list
}

/// The main loop: a control event as an `AsyncStream`.
@MainActor
func mainLoopSearchValues() -> SearchEntry {
    let search = SearchEntry()
    Task { @MainActor in
        for await _ in search.rx.searchChanged.values {
            print("searching for", search.text)
        }
    }
    return search
}

@MainActor
final class SearchFormTests: GtkTestCase {
    /// The form under test: an entry, a button enabled while it holds text, and the bindings.
    @MainActor
    struct Form {
        let window = Window()
        let query = SearchEntry()
        let search = Button(label: "Search")
        let disposeBag = DisposeBag()
    }

    /// A new form, shown, bound; destroyed when the test ends.
    private func makeForm() -> Form {
        let form = Form()
        let box = Box(orientation: .vertical, spacing: 6)
        box.append(form.query)
        box.append(form.search)
        form.window.child = box
        form.query.rx.text.orEmpty.map { !$0.isEmpty }
            .bind(to: form.search.rx.isEnabled)
            .disposed(by: form.disposeBag)
        form.window.present()
        addTeardownBlock { @MainActor in form.window.destroy() }
        return form
    }

    func testSearchIsEnabledByTyping() async throws {
        let form = makeForm()
        XCTAssertFalse(form.search.isEnabled)
        try User.type("gtk", into: form.query)
        XCTAssertTrue(form.search.isEnabled)
    }
}

// Writing your own bindings: a Binder, a control event and a control property of the app's own.

extension Reactive where Base: Label {
    /// Shows an error message in red, or hides the label when there is none.
    var errorMessage: Binder<String?> {
        Binder(base) { label, message in
            label.text = message ?? ""
            label.isHidden = message == nil
            label.setCSSClass("error", present: message != nil)
        }
    }
}

extension Reactive where Base: Entry {
    /// The user pressed Enter in the entry.
    @MainActor
    var submitted: ControlEvent<Void> {
        controlEvent("activate")
    }
}

extension Reactive where Base: Scale {
    /// The scale's value rounded to a whole percent, two-way.
    @MainActor
    var percent: ControlProperty<Int> {
        controlProperty(
            changedBy: "value-changed",
            getter: { scale in Int((scale.value * 100).rounded()) },
            setter: { scale, percent in scale.value = Double(percent) / 100 })
    }
}

/// All of GTK: typed drops, a drag source's content, and the clipboard.
@MainActor
func clipboardAndDragAndDrop(copy: Button, note: Label, disposeBag: DisposeBag) async throws -> [File] {
    let dropZone = Label("Drop files here")
    let target = DropTarget(accepting: [File].self)
    dropZone.addController(target)
    target.rx.drop(of: [File].self)
        .map { "\($0.value.count) files dropped at \(Int($0.x)), \(Int($0.y))" }
        .bind(to: dropZone.rx.text)
        .disposed(by: disposeBag)

    let handle = Label("Drag me")
    let source = DragSource()
    handle.addController(source)
    source.onPrepare(providing: String.self) { [weak handle] _, _ in handle?.text }

    let clipboard = handle.clipboard
    copy.rx.tap.compactMap { note.text }
        .bind(to: clipboard.rx.value(of: String.self))
        .disposed(by: disposeBag)
    let pasted = try await clipboard.readFiles()
    return pasted
}
