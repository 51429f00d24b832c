import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

private struct Note: Identifiable, Equatable {
    let id: Int
    var text: String
}

/// What an identity-following `rx.items` keeps across edits, as a notes app meets it: the
/// selection, and the rows of elements that stay.
@MainActor
final class ListIdentityTests: GtkTestCase {
    /// Shows `source`'s notes in `listView`, a label per row showing the note's text.
    private func showNotes(_ source: BehaviorRelay<[Note]>, in listView: ListView) -> Disposable {
        source.bind(
            to: listView.rx.items(makeRow: { Label("") }) { label, note, _ in
                label.text = note.text
            })
    }

    func testTheSelectionSurvivesEditsAndMoves() async throws {
        // Five notes change in one signal spanning the changes; of 3,000, a move is one signal from the
        // place it leaves to the place it takes.
        try checkTheSelectionSurvivesEditsAndMoves(count: 5)
        try checkTheSelectionSurvivesEditsAndMoves(count: 3_000)
    }

    private func checkTheSelectionSurvivesEditsAndMoves(count: Int) throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView, height: 300)
        defer { window.destroy() }
        var notes = (1...count).map { Note(id: $0, text: "\($0)") }
        let source = BehaviorRelay(value: notes)
        let bag = DisposeBag()
        var selections: [[Int]] = []
        showNotes(source, in: listView).disposed(by: bag)
        /// Whether the rows shown show `notes` (GTK scrolls along with a moved selected row).
        func showsNotes() -> Bool {
            let shown = texts(listView)
            guard let first = shown.first, let start = notes.firstIndex(where: { $0.text == first })
            else { return false }
            return notes[start...].prefix(shown.count).map(\.text) == shown
        }
        try GtkTest.wait("the rows") { showsNotes() }
        let selection = try XCTUnwrap(listView.model as? SingleSelection)
        selection.selected = 1
        listView.rx.selection.subscribe(onNext: { selections.append($0) }).disposed(by: bag)
        func selectedID() -> Int? {
            (selection.selectedItem as? SwiftListItem)?.element(as: Note.self)?.id
        }
        func accept(_ new: [Note], _ what: String) throws {
            notes = new
            source.accept(notes)
            try GtkTest.wait(what) { showsNotes() }
            XCTAssertEqual((selection.model as? SwiftListModel<Note>)?.elements, notes, what)
            XCTAssertEqual(selectedID(), 2, what)
            XCTAssertEqual(selection.selected, notes.firstIndex { $0.id == 2 }, what)
        }
        XCTAssertEqual(selectedID(), 2)

        notes[1].text = "two, edited"
        try accept(notes, "the selected note edited")
        notes[1].text = "two, edited again"
        try accept(notes, "the selected note edited again")
        notes[3].text = "four, edited"
        try accept(notes, "another note edited")
        try accept(
            [notes[0]] + notes.dropFirst(2) + [notes[1]], "the selected note moved to the end")
        try accept(Array(notes.dropFirst()) + [notes[0]], "another note moved")
        try accept(notes.reversed(), "every note moved")
        notes[2].text = "edited and moved"
        try accept([notes[2]] + notes.prefix(2) + notes.suffix(2), "edited and moved")
        XCTAssertEqual(selections.first, [1])
        XCTAssertTrue(selections.allSatisfy { $0.count == 1 }, "never unselected: \(selections)")
    }

    /// When every element moves, GTK looks for the rows it tracks (the selected one, the first
    /// shown) among all the elements added, asking the model for each position's item and
    /// letting it go at once: the model reuses one item for those, so the update makes a few
    /// items rather than one per element, and the selection and the rows shown stay right.
    func testAShuffleOfTenThousandShownMakesFewItemsAndKeepsTheSelection() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView, height: 300)
        defer { window.destroy() }
        var notes = (0..<10_000).map { Note(id: $0, text: "\($0)") }
        let source = BehaviorRelay(value: notes)
        let bag = DisposeBag()
        showNotes(source, in: listView).disposed(by: bag)
        try GtkTest.wait("the first rows") { texts(listView).first == "0" }
        let selection = try XCTUnwrap(listView.model as? SingleSelection)
        let model = try XCTUnwrap(selection.model as? SwiftListModel<Note>)
        selection.selected = 3
        // Every note moves: 7,919 is prime to 10,000, so this is a permutation.
        notes = (0..<10_000).map { notes[($0 * 7_919 + 1) % 10_000] }
        source.accept(notes)
        XCTAssertEqual(model.elements, notes, "a read applies the waiting array")
        // GTK binds rows around the first shown and the selected one (about 200 in GTK 4.8);
        // without reuse its search would make one item per element besides.
        XCTAssertLessThan(model.lastUpdateItemsMade, 1_000, "not one item per element moved")
        XCTAssertEqual(
            (selection.selectedItem as? SwiftListItem)?.element(as: Note.self)?.id, 3)
        XCTAssertEqual(selection.selected, notes.firstIndex { $0.id == 3 })
        try GtkTest.wait("rows of the shuffled notes") {
            let shown = texts(listView)
            guard let first = shown.first, let start = notes.firstIndex(where: { $0.text == first })
            else { return false }
            return notes[start...].prefix(shown.count).map(\.text) == shown
        }
    }

    func testAnEditedElementIsSortedAndFilteredAgainAndStaysSelected() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        var notes = ["d", "b", "f", "x"].enumerated().map { Note(id: $0.offset, text: $0.element) }
        let source = BehaviorRelay(value: notes)
        let bag = DisposeBag()
        source.bind(
            to: listView.rx.items(
                filteredBy: Observable.just { (note: Note) in note.text != "gone" },
                sortedBy: Observable.just { (a: Note, b: Note) in a.text < b.text },
                makeRow: { Label("") }
            ) { label, note, _ in label.text = note.text }
        ).disposed(by: bag)
        try GtkTest.wait("the sorted rows") { texts(listView) == ["b", "d", "f", "x"] }
        let selection = try XCTUnwrap(listView.model as? SingleSelection)
        selection.selected = 1
        func selectedID() -> Int? {
            (selection.selectedItem as? SwiftListItem)?.element(as: Note.self)?.id
        }
        XCTAssertEqual(selectedID(), 0)
        notes[0].text = "z"
        source.accept(notes)
        try GtkTest.wait("the edited row sorted again") { texts(listView) == ["b", "f", "x", "z"] }
        XCTAssertEqual(selectedID(), 0, "the edited note stays selected")
        XCTAssertEqual(selection.selected, 3)
        notes[3].text = "gone"
        source.accept(notes)
        try GtkTest.wait("another edited row filtered out") { texts(listView) == ["b", "f", "z"] }
        XCTAssertEqual(selectedID(), 0)
        XCTAssertEqual(selection.selected, 2)
    }

    func testSelectedIDIsAControlPropertyThatFollowsTheElement() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        var notes = (1...5).map { Note(id: $0, text: "\($0)") }
        let source = BehaviorRelay(value: notes)
        let bag = DisposeBag()
        showNotes(source, in: listView).disposed(by: bag)
        var told: [Int?] = []
        listView.rx.selectedID(of: Note.self).subscribe(onNext: { told.append($0) })
            .disposed(by: bag)
        let selection = try XCTUnwrap(listView.model as? SingleSelection)
        XCTAssertEqual(told, [nil], "nothing is selected at first")
        selection.selected = 1
        XCTAssertEqual(told, [nil, 2])
        notes[1].text = "two"
        notes.swapAt(0, 1)
        source.accept(notes)
        // rx.items applies the array at the end of the turn.
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(told, [nil, 2], "an edit and a move of the selected note keep its id")
        let ids = PublishRelay<Int?>()
        ids.bind(to: listView.rx.selectedID(of: Note.self)).disposed(by: bag)
        ids.accept(4)
        XCTAssertEqual(selection.selected, 3)
        XCTAssertEqual(told, [nil, 2], "a bound id is not echoed")
        source.accept(notes.filter { $0.id != 4 })
        // rx.items applies the array at the end of the turn.
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(told, [nil, 2, nil], "the selected note went")
        ids.accept(5)
        XCTAssertEqual(selection.selected, 3)
        ids.accept(nil)
        XCTAssertNil(selection.selectedItem, "nil clears the selection")
        ids.accept(42)
        XCTAssertNil(selection.selectedItem, "an id no row shows clears it too")
        selection.selected = 0
        XCTAssertEqual(told, [nil, 2, nil, 2])
    }

    func testSeededRandomEditsKeepTheSelectionOnItsElement() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        // 3,000 notes: a few edits are a signal each (or one, for a move), not one whole-range.
        var notes = (0..<3_000).map { Note(id: $0, text: "\($0)") }
        let source = BehaviorRelay(value: notes)
        let bag = DisposeBag()
        showNotes(source, in: listView).disposed(by: bag)
        let selection = try XCTUnwrap(listView.model as? SingleSelection)
        func selectedID() -> Int? {
            (selection.selectedItem as? SwiftListItem)?.element(as: Note.self)?.id
        }
        // A linear congruential generator: the same edits every run.
        var state: UInt64 = 33
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        var nextID = 1_000
        for round in 0..<150 {
            if selectedID() == nil, !notes.isEmpty {
                selection.selected = random(notes.count)
            }
            let chosen = selectedID()
            for _ in 0..<(1 + random(5)) {
                let index = random(notes.count)
                switch random(4) {
                case 0:
                    notes.insert(Note(id: nextID, text: "\(nextID)"), at: index)
                    nextID += 1
                case 1 where notes.count > 1: notes.remove(at: index)
                case 2 where !notes.isEmpty: notes[index].text += "'"
                case _ where notes.count > 1:
                    notes.insert(notes.remove(at: index), at: random(notes.count))
                default: break
                }
            }
            source.accept(notes)
            GtkTest.pumpUntilIdle()
            XCTAssertEqual(selection.nItems, notes.count, "round \(round)")
            let expected = notes.contains { $0.id == chosen } ? chosen : nil
            XCTAssertEqual(selectedID(), expected, "round \(round)")
            if let expected {
                XCTAssertEqual(selection.selected, notes.firstIndex { $0.id == expected })
            }
        }
    }

    func testAnEditedElementKeepsItsRowWidget() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView, height: 300)
        defer { window.destroy() }
        var notes = (1...3).map { Note(id: $0, text: "\($0)") }
        let source = BehaviorRelay(value: notes)
        let bag = DisposeBag()
        var rowsMade = 0
        var bound: [String] = []
        source.bind(
            to: listView.rx.items(
                makeRow: { () -> Label in
                    rowsMade += 1
                    return Label("")
                }
            ) { label, note, _ in
                bound.append(note.text)
                label.text = note.text
            }
        ).disposed(by: bag)
        try GtkTest.wait("the rows") { texts(listView) == ["1", "2", "3"] }
        let rowLabels = labels(in: listView)
        let made = rowsMade
        bound = []
        notes[1].text = "two"
        source.accept(notes)
        try GtkTest.wait("the edit") { texts(listView) == ["1", "two", "3"] }
        XCTAssertEqual(bound, ["two"], "only the edited row is bound again")
        XCTAssertEqual(rowsMade, made)
        XCTAssertTrue(zip(rowLabels, labels(in: listView)).allSatisfy { $0 === $1 })
    }
}

/// Arrays that reach `rx.items` while GTK binds rows (a row's `bind` feeding the list's own
/// source), which GTK must not be told of then: they are applied after GTK is done, the
/// latest of them.
@MainActor
final class ListUpdateDuringBindTests: GtkTestCase {
    func testUpdatesFromARowsBindAreAppliedAfterItInOrder() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        let source = BehaviorRelay(value: (1...2_000).map { Note(id: $0, text: "\($0)") })
        let bag = DisposeBag()
        var emitted: [[Note]] = []
        source.subscribe(onNext: { emitted.append($0) }).disposed(by: bag)
        var fed: [Int] = []
        source.bind(
            to: listView.rx.items(makeRow: { Label("") }) { label, note, _ in
                label.text = note.text
                // The rows GTK binds as the list scrolls to its end each feed the source twice,
                // once: a marker, then their own note edited in place of it. Applied out of
                // order, a marker would stay.
                guard note.id > 1_500, note.id <= 2_000, !fed.contains(note.id) else { return }
                fed.append(note.id)
                source.accept(source.value + [Note(id: 10_000 + note.id, text: "marker")])
                var notes = source.value.filter { $0.id != 10_000 + note.id }
                notes[note.id - 1].text = "\(note.id) fed"
                source.accept(notes)
            }
        ).disposed(by: bag)
        let model = try XCTUnwrap(
            (listView.model as? SingleSelection)?.model as? SwiftListModel<Note>)
        var applied: [[Int]] = []
        model.onItemsChanged { _, _, _ in applied.append(model.elements.map(\.id)) }
        try GtkTest.wait("the first rows") { texts(listView).first == "1" }
        XCTAssertEqual(fed, [], "no row past 1,500 is bound at first")
        let adjustment = try XCTUnwrap(listView.parent as? ScrolledWindow).vadjustment
        for step in 1...10 {
            adjustment.value = adjustment.upper * Double(step) / 10
            GtkTest.pumpUntilIdle()
        }
        try GtkTest.wait("the fed rows") { texts(listView).contains("2000 fed") }
        XCTAssertFalse(fed.isEmpty)
        XCTAssertEqual(model.elements, source.value, "the last array is shown")
        XCTAssertFalse(model.elements.contains { $0.id > 10_000 }, "no marker is left")
        XCTAssertEqual(
            fed.map { model.elements[$0 - 1].text }, fed.map { "\($0) fed" }, "none is lost")
        // What the model showed (markers in and out), in the order the source emitted it.
        let emittedIDs = emitted.map { $0.map(\.id) }
        var next = emittedIDs.startIndex
        for state in applied {
            let found = emittedIDs[next...].firstIndex(of: state)
            XCTAssertNotNil(found, "shown out of order")
            next = found ?? next
        }
        // Each array is a whole state: those of one turn are applied once, as the latest (a
        // row's marker and its edit arrive together, so no marker is applied), never more
        // than one update per array.
        XCTAssertLessThanOrEqual(applied.count, 2 * fed.count)
    }
}
