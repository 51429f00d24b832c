import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

private struct Fruit: Identifiable, Equatable {
    let id: Int
    var name: String
}

@MainActor
final class ListViewFilterSortTests: GtkTestCase {
    private func texts(_ widget: Widget) -> [String] {
        if let label = widget as? Label { return [label.text ?? ""] }
        return widget.children.flatMap { texts($0) }
    }

    func testFilterAndOrderFromObservables() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = GtkTest.window(scrolling: listView, height: 300)
        defer { window.destroy() }

        let fruits = BehaviorRelay(
            value: ["fig", "apple", "kiwi", "banana", "cherry"].enumerated()
                .map { Fruit(id: $0.offset, name: $0.element) })
        let search = BehaviorRelay(value: "")
        let ascending = BehaviorRelay(value: true)
        let bag = DisposeBag()
        fruits.bind(
            to: listView.rx.items(
                filteredBy: search.map { text in
                    { (fruit: Fruit) in text.isEmpty || fruit.name.contains(text) }
                },
                sortedBy: ascending.map { up in
                    { (a: Fruit, b: Fruit) in up ? a.name < b.name : a.name > b.name }
                },
                makeRow: { Label("") }
            ) { label, fruit, _ in label.text = fruit.name }
        ).disposed(by: bag)
        try GtkTest.wait("sorted rows") {
            texts(listView) == ["apple", "banana", "cherry", "fig", "kiwi"]
        }
        search.accept("an")
        try GtkTest.wait("filtered rows") { texts(listView) == ["banana"] }
        search.accept("i")
        ascending.accept(false)
        try GtkTest.wait("re-sorted rows") { texts(listView) == ["kiwi", "fig"] }
        XCTAssertEqual(listView.model?.nItems, 2)

        var selected: [String] = []
        listView.rx.modelSelected(Fruit.self).subscribe(onNext: { selected.append($0.name) })
            .disposed(by: bag)
        _ = listView.model?.selectItem(position: 1, unselectRest: true)
        XCTAssertEqual(selected, ["fig"], "positions are those of the filtered, sorted rows")

        // New elements go through the same filter and order.
        fruits.accept(fruits.value + [Fruit(id: 9, name: "lime")])
        try GtkTest.wait("the new row in place") { texts(listView) == ["lime", "kiwi", "fig"] }
    }
}
