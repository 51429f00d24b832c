import GtkRx
import GtkRxTest
import XCTest

private struct Note: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// `User` selecting and activating rows of list, grid and column views and of list boxes, and
/// reading the rows a user sees, through the rows' own actions and activation signals.
@MainActor
final class UserListTests: GtkTestCase {
    private let bag = DisposeBag()

    private func notes(_ count: Int) -> [Note] {
        (0..<count).map { Note(id: $0, title: "note \($0)") }
    }

    /// The ids of the notes selected and activated, as `rx.modelSelected(_:)` and
    /// `rx.modelActivated(_:)` tell them from now.
    private final class Events {
        var selected: [Int] = []
        var activated: [Int] = []
    }

    private func record(_ selected: ControlEvent<Note>, _ activated: ControlEvent<Note>) -> Events {
        let events = Events()
        selected.subscribe(onNext: { events.selected.append($0.id) }).disposed(by: bag)
        activated.subscribe(onNext: { events.activated.append($0.id) }).disposed(by: bag)
        return events
    }

    private func bind(
        _ notes: [Note], to view: some ItemListView, selectionMode: ListSelectionMode = .single
    ) {
        Observable.just(notes).bind(
            to: view.rx.items(
                selectionMode: selectionMode, makeRow: { Label("") }
            ) { label, note, _ in label.text = note.title }
        ).disposed(by: bag)
    }

    func testAListViewRowIsSelectedAndActivatedAsAUserDoes() async throws {
        let view = ListView(model: nil, factory: nil)
        let window = GtkTest.window(scrolling: view)
        defer { window.destroy() }
        bind(notes(5), to: view)
        try GtkTest.wait("the rows") { User.shownElements(of: view, as: Note.self).count == 5 }
        XCTAssertEqual(User.shownElements(of: view, as: Note.self), notes(5))

        let events = record(view.rx.modelSelected(Note.self), view.rx.modelActivated(Note.self))
        try User.selectRow(at: 2, in: view)
        XCTAssertEqual(events.selected, [2])
        XCTAssertEqual(view.itemModel?.selectedPositions, [2])
        try User.activateRow(at: 3, in: view)
        XCTAssertEqual(events.activated, [3])
    }

    func testOnlyTheRowsInViewAreShownAndSelectable() async throws {
        let view = ListView(model: nil, factory: nil)
        let window = GtkTest.window(scrolling: view)
        defer { window.destroy() }
        bind(notes(1_000), to: view, selectionMode: .multiple)
        try GtkTest.wait("the rows") { !User.shownPositions(of: view).isEmpty }
        let first = User.shownPositions(of: view)
        XCTAssertEqual(first.first, 0)
        XCTAssertLessThan(first.count, 30, "a 200-pixel window shows a few rows, not all made")
        XCTAssertEqual(first, Array(0..<first.count), "the shown rows are consecutive")
        XCTAssertThrowsError(try User.selectRow(at: 900, in: view)) { error in
            XCTAssertTrue("\(error)".hasSuffix("no row there is shown"), "\(error)")
        }

        let adjustment = try XCTUnwrap(view.parent as? ScrolledWindow).vadjustment
        adjustment.value = adjustment.upper
        try GtkTest.wait("the last rows") {
            let shown = User.shownPositions(of: view)
            return shown.last == 999 && shown == Array((shown.first ?? 0)...999)
        }
        XCTAssertLessThan(User.shownPositions(of: view).count, 30)
        try User.selectRow(at: 998, in: view)
        try User.selectRow(at: 999, in: view)
        XCTAssertEqual(view.itemModel?.selectedPositions, [999], "a plain click selects one row")
        XCTAssertEqual(User.shownElements(of: view, as: Note.self).last?.title, "note 999")
    }

    func testRowsOfAViewWithoutSelectionCannotBeSelected() async throws {
        let view = ListView(model: nil, factory: nil)
        let window = GtkTest.window(scrolling: view)
        defer { window.destroy() }
        bind(notes(3), to: view, selectionMode: .none)
        try GtkTest.wait("the rows") { User.shownPositions(of: view) == [0, 1, 2] }
        XCTAssertThrowsError(try User.selectRow(at: 0, in: view)) { error in
            XCTAssertTrue("\(error)".hasSuffix("its rows cannot be selected"), "\(error)")
        }
        view.isEnabled = false
        XCTAssertThrowsError(try User.activateRow(at: 0, in: view)) { error in
            XCTAssertTrue("\(error)".hasSuffix("it is insensitive"), "\(error)")
        }
    }

    func testAGridViewsCellsAreSelectedAndActivated() async throws {
        let view = GridView(model: nil, factory: nil)
        view.maxColumns = 2
        let window = GtkTest.window(scrolling: view)
        defer { window.destroy() }
        bind(notes(4), to: view)
        try GtkTest.wait("the cells") { User.shownPositions(of: view) == [0, 1, 2, 3] }
        var activated: [Int] = []
        view.rx.itemActivated.subscribe(onNext: { activated.append($0) }).disposed(by: bag)
        try User.selectRow(at: 3, in: view)
        XCTAssertEqual(view.itemModel?.selectedPositions, [3])
        try User.activateRow(at: 1, in: view)
        XCTAssertEqual(activated, [1])
        XCTAssertEqual(User.shownElements(of: view, as: Note.self).map(\.id), [0, 1, 2, 3])
    }

    func testAColumnViewsRowsAreSelectedAndActivatedAndReadOnceEach() async throws {
        let view = ColumnView(model: nil)
        let window = GtkTest.window(scrolling: view)
        defer { window.destroy() }
        Observable.just(notes(3)).bind(
            to: view.rx.items(columns: [
                ItemColumn("Title", makeCell: { Label("") }) { label, note, _ in
                    label.text = note.title
                },
                ItemColumn("Id", makeCell: { Label("") }) { label, note, _ in
                    label.text = "\(note.id)"
                },
            ])
        ).disposed(by: bag)
        try GtkTest.wait("the rows") { User.shownPositions(of: view) == [0, 1, 2] }
        XCTAssertEqual(User.shownElements(of: view, as: Note.self), notes(3), "one per row")
        let events = record(view.rx.modelSelected(Note.self), view.rx.modelActivated(Note.self))
        try User.selectRow(at: 1, in: view)
        try User.activateRow(at: 2, in: view)
        XCTAssertEqual(events.selected, [1])
        XCTAssertEqual(events.activated, [2])
    }

    func testAListBoxRowIsSelectedAndActivatedAndHiddenRowsAreNotShown() async throws {
        let listBox = ListBox()
        let window = GtkTest.window(scrolling: listBox)
        defer { window.destroy() }
        Observable.just(notes(4)).bind(
            to: listBox.rx.items(makeRow: { Label("") }) { label, note, _ in
                label.text = note.title
            }
        ).disposed(by: bag)
        try GtkTest.wait("the rows") { User.shownElements(of: listBox, as: Note.self).count == 4 }
        let events = record(
            listBox.rx.modelSelected(Note.self), listBox.rx.modelActivated(Note.self))
        try User.selectRow(at: 1, in: listBox)
        XCTAssertEqual(events.selected, [1])
        try User.activateRow(at: 3, in: listBox)
        XCTAssertEqual(events.activated, [3])
        XCTAssertEqual(listBox.selectedRow?.index, 3, "activating selects too")

        let hidden = try XCTUnwrap(listBox.row(at: 2))
        hidden.isHidden = true
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(User.shownElements(of: listBox, as: Note.self).map(\.id), [0, 1, 3])
        XCTAssertThrowsError(try User.selectRow(at: 2, in: listBox)) { error in
            XCTAssertTrue("\(error)".hasSuffix("it is hidden"), "\(error)")
        }
        XCTAssertThrowsError(try User.activateRow(at: 9, in: listBox)) { error in
            XCTAssertTrue("\(error)".hasSuffix("it has no such row"), "\(error)")
        }
        listBox.selectionMode = .none
        XCTAssertThrowsError(try User.selectRow(at: 0, in: listBox))
    }
}
