import Foundation
import GeneratedTestSupport
import GtkRx
import GtkRxTest
import XCTest

private struct Pick: Identifiable, Equatable {
    let id: Int
    var name: String
}

/// The lists' bindings by identity, bound, used and disposed round after round in a shown
/// window: after the rounds the views, their models and the rows' widgets are finalized, the
/// live wrappers are back where they were, and GLib warned of nothing (see `leakCycle`).
@MainActor
final class ListSelectionLeakCycleTests: GtkTestCase {
    private let picks = (1...4).map { Pick(id: $0, name: "\($0)") }

    func testSelectedElementAndSelectedIDsOfAListView() async throws {
        let window = try shownWindow()
        defer { close(window) }
        try leakCycle { watch in
            let view = watch(ListView(model: nil, factory: nil))
            let bag = DisposeBag()
            Observable.just(picks).bind(
                to: view.rx.items(selectionMode: .multiple, makeRow: { watch(Label("")) }) {
                    label, pick, _ in label.text = pick.name
                }
            ).disposed(by: bag)
            var ids: [Int] = []
            var element: Pick?
            view.rx.selectedIDs(of: Pick.self).subscribe(onNext: { ids = $0 }).disposed(by: bag)
            view.rx.selectedElement(of: Pick.self).subscribe(onNext: { element = $0 })
                .disposed(by: bag)
            window.child = view
            GtkTest.pumpUntilIdle()
            if let model = view.model { _ = watch(model) }
            _ = view.model?.selectItem(position: 1, unselectRest: false)
            _ = view.model?.selectItem(position: 2, unselectRest: false)
            Observable.just([4]).bind(to: view.rx.selectedIDs(of: Pick.self)).disposed(by: bag)
            let worked =
                ids == [2, 3] && element?.id == 2 && view.model?.isSelected(position: 3) == true
            window.child = nil
            return worked
        }
    }

    func testSelectedIDOfADropDown() async throws {
        let window = try shownWindow()
        defer { close(window) }
        try leakCycle { watch in
            let dropDown = watch(DropDown(strings: []))
            let bag = DisposeBag()
            let source = BehaviorRelay(value: picks)
            source.bind(
                to: dropDown.rx.items(makeRow: { watch(Label("")) }) { label, pick, _ in
                    label.text = pick.name
                }
            ).disposed(by: bag)
            var told: [Int?] = []
            dropDown.rx.selectedID(of: Pick.self).subscribe(onNext: { told.append($0) })
                .disposed(by: bag)
            window.child = dropDown
            GtkTest.pumpUntilIdle()
            if let model = dropDown.model { _ = watch(model) }
            Observable.just(3).bind(to: dropDown.rx.selectedID(of: Pick.self)).disposed(by: bag)
            source.accept(picks.filter { $0.id != 3 })
            // rx.items applies the array at the end of the turn.
            GtkTest.pumpUntilIdle()
            let worked = told == [1, nil] && dropDown.selectedItem == nil
            window.child = nil
            return worked
        }
    }

    func testSortableColumnsOfAColumnView() async throws {
        let window = try shownWindow()
        defer { close(window) }
        try leakCycle { watch in
            let view = watch(ColumnView(model: nil))
            let bag = DisposeBag()
            Observable.just(picks).bind(
                to: view.rx.items(columns: [
                    ItemColumn(
                        "Name", sortedBy: { $0.name > $1.name }, makeCell: { watch(Label("")) }
                    ) {
                        label, pick, _ in label.text = pick.name
                    }
                ])
            ).disposed(by: bag)
            window.child = view
            let column = view.columns?.object(position: 0) as? ColumnViewColumn
            view.sortByColumn(column, direction: .ascending)
            GtkTest.pumpUntilIdle()
            if let model = view.model { _ = watch(model) }
            let first = (view.model?.object(position: 0) as? SwiftListItem)?.element(as: Pick.self)
            window.child = nil
            return first?.id == 4
        }
    }

    func testSectionsOfAListView() async throws {
        let window = try shownWindow()
        defer { close(window) }
        try leakCycle { watch in
            let view = watch(ListView(model: nil, factory: nil))
            let bag = DisposeBag()
            let source = BehaviorRelay(value: [
                ItemSection(header: Pick(id: 0, name: "A"), items: Array(picks[0..<2])),
                ItemSection(header: Pick(id: 1, name: "B"), items: Array(picks[2...])),
            ])
            source.bind(
                to: view.rx.sections(
                    makeHeader: { watch(Label("")) },
                    bindHeader: { label, header, _ in label.text = header.name },
                    makeRow: { watch(Label("")) },
                    bind: { label, pick, _ in label.text = pick.name })
            ).disposed(by: bag)
            var told: [Int?] = []
            view.rx.selectedID(of: Pick.self).subscribe(onNext: { told.append($0) })
                .disposed(by: bag)
            window.child = view
            GtkTest.pumpUntilIdle()
            if let model = view.model { _ = watch(model) }
            (view.model as? SingleSelection)?.selected = 4
            // Pick 3 moves to A's section, B's going, and stays selected.
            source.accept([ItemSection(header: Pick(id: 0, name: "A"), items: picks)])
            // rx.items applies the array at the end of the turn.
            GtkTest.pumpUntilIdle()
            let worked = told == [nil, 3] && view.model?.selectedPositions == [3]
            window.child = nil
            return worked
        }
    }

    /// A window, presented and mapped.
    private func shownWindow() throws -> Window {
        let window = Window()
        window.setDefaultSize(width: 200, height: 200)
        window.present()
        try GtkTest.wait("the window to map") { window.isMapped }
        return window
    }

    /// Destroys `window`, and runs the main loop until GTK has let it go.
    private func close(_ window: Window) {
        window.destroy()
        GtkTest.pumpUntilIdle()
    }
}
