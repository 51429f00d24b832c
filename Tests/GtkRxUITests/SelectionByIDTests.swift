import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

private struct Size: Identifiable, Equatable {
    let id: Int
    var name: String
}

/// Selection by identity beyond `rx.selectedID` on a single selection: the selected element,
/// the ids of a multiple selection, and a drop-down's choice by id with "none" as `nil`.
@MainActor
final class SelectionByIDTests: GtkTestCase {
    private let sizes = (1...5).map { Size(id: $0, name: "\($0)") }

    private func showSizes(
        _ source: BehaviorRelay<[Size]>, in listView: ListView, mode: ListSelectionMode = .single
    ) -> Disposable {
        source.bind(
            to: listView.rx.items(selectionMode: mode, makeRow: { Label("") }) { label, size, _ in
                label.text = size.name
            })
    }

    func testSelectedElementFollowsItsIDAndSelectsByID() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        var shown = sizes
        let source = BehaviorRelay(value: shown)
        let bag = DisposeBag()
        showSizes(source, in: listView).disposed(by: bag)
        var told: [Size?] = []
        listView.rx.selectedElement(of: Size.self).subscribe(onNext: { told.append($0) })
            .disposed(by: bag)
        let selection = try XCTUnwrap(listView.model as? SingleSelection)
        XCTAssertEqual(told, [nil])
        selection.selected = 2
        XCTAssertEqual(told, [nil, shown[2]])
        shown[2].name = "three"
        shown.swapAt(0, 2)
        source.accept(shown)
        // rx.items applies the array at the end of the turn.
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(told.count, 2, "an edit and a move of the selected element emit nothing")
        let elements = PublishRelay<Size?>()
        elements.bind(to: listView.rx.selectedElement(of: Size.self)).disposed(by: bag)
        elements.accept(Size(id: 5, name: "any name: the id counts"))
        XCTAssertEqual(selection.selected, 4)
        XCTAssertEqual(told.count, 2, "a bound element is not echoed")
        source.accept(shown.filter { $0.id != 5 })
        // rx.items applies the array at the end of the turn.
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(told.last, .some(nil), "the selected element went")
        XCTAssertNil(selection.selectedItem)
        elements.accept(shown[1])
        XCTAssertEqual(selection.selected, 1)
        elements.accept(nil)
        XCTAssertNil(selection.selectedItem, "nil clears the selection")
    }

    func testSelectedIDsOfAMultipleSelection() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        var shown = sizes
        let source = BehaviorRelay(value: shown)
        let bag = DisposeBag()
        showSizes(source, in: listView, mode: .multiple).disposed(by: bag)
        var told: [[Int]] = []
        listView.rx.selectedIDs(of: Size.self).subscribe(onNext: { told.append($0) })
            .disposed(by: bag)
        let selection = try XCTUnwrap(listView.model as? MultiSelection)
        XCTAssertEqual(told, [[]])
        _ = selection.selectItem(position: 1, unselectRest: false)
        _ = selection.selectItem(position: 3, unselectRest: false)
        XCTAssertEqual(told, [[], [2], [2, 4]])
        shown[1].name = "two"
        shown.reverse()
        source.accept(shown)
        // rx.items applies the array at the end of the turn.
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(told.last, [4, 2], "the ids in the order of their rows, after a move")
        let toldBeforeEdits = told.count
        shown[0].name = "five"
        source.accept(shown)
        // rx.items applies the array at the end of the turn.
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(told.count, toldBeforeEdits, "an edit of another element emits nothing")
        source.accept(shown.filter { $0.id != 4 })
        // rx.items applies the array at the end of the turn.
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(told.last, [2], "a selected element that went is left out")
        let ids = PublishRelay<[Int]>()
        ids.bind(to: listView.rx.selectedIDs(of: Size.self)).disposed(by: bag)
        let toldBeforeBinding = told.count
        ids.accept([1, 5, 42])
        XCTAssertEqual(selection.selectedPositions, [0, 3], "5 and 1 selected, 2 unselected")
        XCTAssertEqual(told.count, toldBeforeBinding, "bound ids are not echoed")
        ids.accept([])
        XCTAssertEqual(selection.selectedPositions, [])
    }

    func testDropDownMinusOneSelectsNone() async throws {
        let dropDown = DropDown(strings: ["a", "b"])
        var indices: [Int?] = []
        let bag = DisposeBag()
        dropDown.rx.selectedIndex.subscribe(onNext: { indices.append($0) }).disposed(by: bag)
        XCTAssertEqual(indices, [0])
        let report = try captureStandardError { dropDown.selected = -1 }
        XCTAssertNil(dropDown.selectedItem, "-1 selects none")
        XCTAssertEqual(indices, [0, nil])
        XCTAssertEqual(report, "", "-1 is GTK's none, not a bad value")
        dropDown.selected = 1
        Observable.just(-1).bind(to: dropDown.rx.selected).disposed(by: bag)
        XCTAssertNil(dropDown.selectedItem, "-1 through rx.selected selects none too")
    }

    /// Nothing selected reads `-1`, as it is set: not GTK_INVALID_LIST_POSITION (4294967295).
    func testDropDownReadsNoneAsMinusOne() async throws {
        let dropDown = DropDown(strings: [])
        XCTAssertEqual(dropDown.selected, -1, "an empty drop-down selects nothing")
        var told: [Int] = []
        let bag = DisposeBag()
        dropDown.rx.selected.subscribe(onNext: { told.append($0) }).disposed(by: bag)
        dropDown.model = StringList(strings: ["a", "b"])
        dropDown.selected = 1
        XCTAssertEqual(dropDown.selected, 1)
        dropDown.selected = -1
        XCTAssertEqual(dropDown.selected, -1)
        XCTAssertEqual(told.first, -1)
        XCTAssertEqual(told.last, -1, "rx.selected tells none as -1")
        XCTAssertTrue(told.contains(1))
        XCTAssertFalse(told.contains(Int(UInt32.max)), "\(told)")
    }

    func testDropDownSelectedIDAndElement() async throws {
        let dropDown = DropDown(strings: [])
        let window = Window()
        window.child = dropDown
        defer { window.destroy() }
        var choices = sizes
        let source = BehaviorRelay(value: choices)
        let bag = DisposeBag()
        var toldIDs: [Int?] = []
        var toldNames: [String?] = []
        dropDown.rx.selectedID(of: Size.self).subscribe(onNext: { toldIDs.append($0) })
            .disposed(by: bag)
        source.bind(
            to: dropDown.rx.items(makeRow: { Label("") }) { label, size, _ in
                label.text = size.name
            }
        ).disposed(by: bag)
        dropDown.rx.selectedElement(of: Size.self).subscribe(onNext: { toldNames.append($0?.name) })
            .disposed(by: bag)
        XCTAssertEqual(toldIDs, [nil, 1], "none before the choices, then GTK's first choice")
        XCTAssertEqual(toldNames, ["1"])
        dropDown.selected = 2
        XCTAssertEqual(toldIDs, [nil, 1, 3])
        choices[2].name = "three"
        choices.swapAt(0, 2)
        source.accept(choices)
        // rx.items applies the array at the end of the turn.
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(dropDown.selected, 0, "the choice follows its element")
        XCTAssertEqual(toldIDs, [nil, 1, 3], "an edit and a move of the choice emit nothing")
        let ids = PublishRelay<Int?>()
        ids.bind(to: dropDown.rx.selectedID(of: Size.self)).disposed(by: bag)
        ids.accept(4)
        XCTAssertEqual(dropDown.selected, 3)
        XCTAssertEqual(toldIDs, [nil, 1, 3], "a bound id is not echoed")
        XCTAssertEqual(toldNames, ["1", "3"], "nor told by its other properties")
        source.accept(choices.filter { $0.id != 4 })
        // rx.items applies the array at the end of the turn.
        GtkTest.pumpUntilIdle()
        XCTAssertNil(dropDown.selectedItem, "a removed choice leaves none, not a neighbour")
        XCTAssertEqual(toldIDs, [nil, 1, 3, nil])
        XCTAssertEqual(toldNames.last, .some(nil))
        ids.accept(2)
        XCTAssertEqual(
            (dropDown.selectedItem as? SwiftListItem)?.element(as: Size.self)?.id, 2)
        ids.accept(nil)
        XCTAssertNil(dropDown.selectedItem, "nil chooses none")
        ids.accept(42)
        XCTAssertNil(dropDown.selectedItem, "an unknown id chooses none")
    }
}
