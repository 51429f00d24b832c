import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

private struct Note: Identifiable, Equatable {
    let id: Int
    var text: String
}

/// Arrays that reach `rx.items` in a burst (issue 33): each is a whole state, so those of one
/// turn of the main loop are applied once, as the latest, at the turn's end; GtkRx's own reads
/// see the latest array at once.
@MainActor
final class ListUpdateBurstTests: GtkTestCase {
    private func notes(_ ids: ClosedRange<Int>) -> [Note] {
        ids.map { Note(id: $0, text: "\($0)") }
    }

    /// Shows `source` in a list view; returns the view, its window and the binding's model.
    private func show(
        _ source: BehaviorRelay<[Note]>, disposedBy bag: DisposeBag,
        bind: @escaping @MainActor (Label, Note) -> Void = { $0.text = $1.text }
    ) throws -> (ListView, Window, SwiftListModel<Note>) {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        source.bind(
            to: listView.rx.items(makeRow: { Label("") }) { label, note, _ in bind(label, note) }
        ).disposed(by: bag)
        let model = try XCTUnwrap(
            (listView.model as? SingleSelection)?.model as? SwiftListModel<Note>)
        return (listView, window, model)
    }

    func testABurstInOneTurnIsAppliedOnceAsTheLatestArray() async throws {
        let source = BehaviorRelay(value: notes(1...3))
        let bag = DisposeBag()
        let (listView, window, model) = try show(source, disposedBy: bag)
        defer { window.destroy() }
        XCTAssertEqual(listView.model?.nItems, 3, "the array there at binding is shown at once")
        try GtkTest.wait("the rows") { texts(listView) == ["1", "2", "3"] }
        var changes: [[Int]] = []
        model.onItemsChanged { position, removed, added in
            changes.append([position, removed, added])
        }
        // 1,000 arrays in one turn, each a note more than the one before.
        for count in 4...1_003 {
            source.accept(notes(1...count))
        }
        XCTAssertEqual(changes.count, 0, "nothing is applied before the turn's end")
        XCTAssertEqual(model.listItemCount, 3, "GTK is told nothing yet")
        try GtkTest.wait("the update") { !changes.isEmpty }
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(changes, [[3, 0, 1_000]], "one update, to the latest array")
        XCTAssertEqual(model.listItemCount, 1_003)
        XCTAssertEqual(model.elements, notes(1...1_003))
        let last = listView.model?.object(position: 1_002) as? SwiftListItem
        XCTAssertEqual(last?.element(as: Note.self)?.id, 1_003)

        // A burst of edits ending where it started changes nothing GTK is told of.
        changes = []
        for round in 0..<1_000 {
            var edited = notes(1...1_003)
            edited[round].text = "edited"
            source.accept(edited)
        }
        source.accept(notes(1...1_003))
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(changes, [])
        XCTAssertEqual(texts(listView).prefix(3), ["1", "2", "3"])
    }

    func testTheLatestArrayIsShownByTheNextFrame() async throws {
        let source = BehaviorRelay(value: notes(1...3))
        let bag = DisposeBag()
        let (listView, window, _) = try show(source, disposedBy: bag)
        defer { window.destroy() }
        try GtkTest.wait("the rows") { texts(listView) == ["1", "2", "3"] }
        var edited = notes(1...3)
        for round in 0..<100 {
            edited[1].text = "two \(round)"
            source.accept(edited)
        }
        try GtkTest.wait("the last edit") { texts(listView) == ["1", "two 99", "3"] }
    }

    func testAnUpdateFromARowsBindIsAppliedAfterIt() async throws {
        let source = BehaviorRelay(value: notes(1...3))
        let bag = DisposeBag()
        var countsSeenInBind: [Int] = []
        var fed = false
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        /// The binding's model (GTK may bind the first rows while the binding is made).
        func model() -> SwiftListModel<Note>? {
            (listView.model as? SingleSelection)?.model as? SwiftListModel<Note>
        }
        source.bind(
            to: listView.rx.items(makeRow: { Label("") }) { label, note, _ in
                label.text = note.text
                guard note.id == 2, !fed else { return }
                fed = true
                // Two arrays from inside GTK's bind of a row: neither may reach GTK now.
                source.accept(source.value + [Note(id: 4, text: "4")])
                source.accept(source.value.map { Note(id: $0.id, text: "\($0.text)!") })
                countsSeenInBind.append(model()?.listItemCount ?? -1)
                countsSeenInBind.append(model()?.count ?? -1)
            }
        ).disposed(by: bag)
        let shownModel = try XCTUnwrap(model())
        try GtkTest.wait("the fed arrays") { texts(listView) == ["1!", "2!", "3!", "4!"] }
        XCTAssertTrue(fed)
        XCTAssertEqual(
            countsSeenInBind, [3, 3], "within the bind, the model keeps the applied array")
        XCTAssertEqual(shownModel.elements, source.value)
        XCTAssertEqual(shownModel.listItemCount, 4)
    }

    func testReadsRightAfterAnAcceptSeeTheNewArray() async throws {
        let source = BehaviorRelay(value: notes(1...3))
        let bag = DisposeBag()
        let (listView, window, model) = try show(source, disposedBy: bag)
        defer { window.destroy() }
        let chosen = PublishRelay<Int?>()
        chosen.bind(to: listView.rx.selectedID(of: Note.self)).disposed(by: bag)
        try GtkTest.wait("the rows") { texts(listView) == ["1", "2", "3"] }

        source.accept(notes(1...6))
        XCTAssertEqual(model.count, 6)
        XCTAssertEqual(model.element(at: 5)?.id, 6)
        XCTAssertEqual(model.elements.map(\.id), Array(1...6))

        source.accept(notes(1...8))
        chosen.accept(8)
        let selection = try XCTUnwrap(listView.model as? SingleSelection)
        XCTAssertEqual(selection.selected, 7, "the new array's row 8 is selected at once")

        source.accept(notes(1...9))
        XCTAssertEqual(listView.itemModel?.nItems, 9, "the view's itemModel applies it")
        source.accept(notes(1...10))
        XCTAssertEqual(listView.scrollTo(id: 10, of: Note.self), 9)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(model.listItemCount, 10)
        XCTAssertEqual(selection.selected, 7)
    }

    func testAChoiceByIDRightAfterAnAcceptSeesTheNewArray() async throws {
        let dropDown = DropDown(strings: [])
        let window = Window()
        window.child = dropDown
        window.present()
        defer { window.destroy() }
        let sizes = BehaviorRelay(value: notes(1...2))
        let chosen = PublishRelay<Int?>()
        let bag = DisposeBag()
        sizes.bind(
            to: dropDown.rx.items(makeRow: { Label("") }) { label, size, _ in
                label.text = size.text
            }
        ).disposed(by: bag)
        chosen.bind(to: dropDown.rx.selectedID(of: Note.self)).disposed(by: bag)
        GtkTest.pumpUntilIdle()
        sizes.accept(notes(1...5))
        chosen.accept(5)
        XCTAssertEqual(dropDown.selected, 4)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(dropDown.selected, 4)
        XCTAssertEqual(dropDown.model?.nItems, 5)
    }

    func testDisposingDropsAWaitingArray() async throws {
        let source = BehaviorRelay(value: notes(1...3))
        var bag = DisposeBag()
        let (listView, window, model) = try show(source, disposedBy: bag)
        defer { window.destroy() }
        try GtkTest.wait("the rows") { texts(listView) == ["1", "2", "3"] }
        source.accept(notes(1...5))
        bag = DisposeBag()
        GtkTest.pumpUntilIdle()
        XCTAssertNil(listView.model)
        XCTAssertEqual(model.listItemCount, 3)
        XCTAssertEqual(model.count, 3, "the waiting array went with the binding")
    }
}
