import CGLib
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

private struct Person: Identifiable, Equatable {
    let id: Int
    var name: String
    var email: String
}

@MainActor
final class ColumnViewItemsTests: GtkTestCase {
    private func labels(in widget: Widget) -> [String] {
        if let label = widget as? Label { return [label.text ?? ""] }
        return widget.children.flatMap { labels(in: $0) }
    }

    func testEachColumnBindsItsOwnCells() async throws {
        let columnView = ColumnView(model: nil)
        let window = Window()
        window.setDefaultSize(width: 300, height: 200)
        window.child = columnView
        window.present()
        defer { window.destroy() }
        let people = BehaviorRelay(value: [
            Person(id: 1, name: "Ada", email: "ada@example.org"),
            Person(id: 2, name: "Grace", email: "grace@example.org"),
        ])
        var bag = DisposeBag()
        var liveCells = 0
        func track(_ cellBag: DisposeBag) {
            liveCells += 1
            Disposables.create { liveCells -= 1 }.disposed(by: cellBag)
        }
        people.bind(
            to: columnView.rx.items(columns: [
                ItemColumn("Name", makeCell: { Label("") }) { label, person, cellBag in
                    label.text = person.name
                    track(cellBag)
                },
                ItemColumn("E-mail", makeCell: { Label("") }) { label, person, cellBag in
                    label.text = person.email
                    track(cellBag)
                },
            ])
        ).disposed(by: bag)
        XCTAssertEqual(columnView.columns?.nItems, 2)
        try GtkTest.wait("the cells") {
            let shown = Set(labels(in: columnView))
            return shown.isSuperset(of: ["Name", "E-mail", "Ada", "grace@example.org"])
        }
        XCTAssertEqual(liveCells, 4)

        var changed = people.value
        changed[1].email = "hopper@example.org"
        people.accept(changed)
        try GtkTest.wait("the changed cell") {
            labels(in: columnView).contains("hopper@example.org")
        }
        XCTAssertEqual(liveCells, 4, "a re-bound cell's old bag was released")

        bag = DisposeBag()
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(columnView.columns?.nItems, 0)
        XCTAssertNil(columnView.model)
        XCTAssertEqual(liveCells, 0)
    }

    func testSelectionAndActivationEventsNameTheRowsAndTheirPeople() async throws {
        let columnView = ColumnView(model: nil)
        let people = BehaviorRelay(value: [
            Person(id: 1, name: "Ada", email: "ada@example.org"),
            Person(id: 2, name: "Grace", email: "grace@example.org"),
            Person(id: 3, name: "Hedy", email: "hedy@example.org"),
        ])
        let bag = DisposeBag()
        people.bind(
            to: columnView.rx.items(columns: [
                ItemColumn("Name", makeCell: { Label("") }) { label, person, _ in
                    label.text = person.name
                }
            ])
        ).disposed(by: bag)
        var selected: [Int] = []
        var selectedNames: [String] = []
        var selections: [[Int]] = []
        var activated: [Int] = []
        var activatedNames: [String] = []
        columnView.rx.itemSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
        columnView.rx.modelSelected(Person.self).subscribe(onNext: { selectedNames.append($0.name) }
        )
        .disposed(by: bag)
        columnView.rx.selection.subscribe(onNext: { selections.append($0) }).disposed(by: bag)
        columnView.rx.itemActivated.subscribe(onNext: { activated.append($0) }).disposed(by: bag)
        columnView.rx.modelActivated(Person.self)
            .subscribe(onNext: { activatedNames.append($0.name) }).disposed(by: bag)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(selections, [[]], "nothing is selected at first")

        let model = try XCTUnwrap(columnView.model)
        _ = model.selectItem(position: 1, unselectRest: true)
        XCTAssertEqual(selected, [1])
        XCTAssertEqual(selectedNames, ["Grace"])
        XCTAssertEqual(selections, [[], [1]])

        // Bound into the control property: selected, and not echoed.
        Observable.just([2]).bind(to: columnView.rx.selection).disposed(by: bag)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(model.selectedPositions, [2])
        XCTAssertEqual(selections, [[], [1]])

        cglib_signal_emit_by_name_int(columnView.objectPointer, "activate", 0)
        XCTAssertEqual(activated, [0])
        XCTAssertEqual(activatedNames, ["Ada"])
    }
}
