import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

private struct Node: Identifiable, Equatable {
    let id: String
    var children: [Node] = []
}

@MainActor
final class ListViewTreeItemsTests: GtkTestCase {
    private func texts(_ widget: Widget) -> [String] {
        if let label = widget as? Label { return [label.text ?? ""] }
        return widget.children.flatMap { texts($0) }
    }

    func testChildrenAppearWhenARowIsExpanded() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = Window()
        window.setDefaultSize(width: 200, height: 300)
        window.child = listView
        window.present()
        defer { window.destroy() }
        let nodes = BehaviorRelay(value: [
            Node(id: "A", children: [Node(id: "a1"), Node(id: "a2")]), Node(id: "B"),
        ])
        let bag = DisposeBag()
        var childrenAsked: [String] = []
        nodes.bind(
            to: listView.rx.treeItems(
                children: { node in
                    childrenAsked.append(node.id)
                    return node.children
                },
                makeRow: { Label("") }
            ) { label, node, _ in label.text = node.id }
        ).disposed(by: bag)
        try GtkTest.wait("the top level") { texts(listView) == ["A", "B"] }

        let first = try XCTUnwrap(listView.model?.object(position: 0) as? TreeListRow)
        XCTAssertTrue(first.isExpandable)
        first.isExpanded = true
        try GtkTest.wait("the children") { texts(listView) == ["A", "a1", "a2", "B"] }
        XCTAssertTrue(childrenAsked.contains("A"))

        var selected: [String] = []
        listView.rx.modelSelected(Node.self).subscribe(onNext: { selected.append($0.id) })
            .disposed(by: bag)
        _ = listView.model?.selectItem(position: 2, unselectRest: true)
        XCTAssertEqual(selected, ["a2"])

        nodes.accept(nodes.value + [Node(id: "C")])
        try GtkTest.wait("a new top-level row") { texts(listView) == ["A", "a1", "a2", "B", "C"] }
    }
}
