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
    func testTheSelectionSurvivesEditsAndMoves() async throws {
        // Five notes change in one whole-range signal; of 3,000, a move is one signal from the
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
        source.bind(
            to: listView.rx.items(makeRow: { Label("") }) { label, note, _ in
                label.text = note.text
            }
        ).disposed(by: bag)
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
