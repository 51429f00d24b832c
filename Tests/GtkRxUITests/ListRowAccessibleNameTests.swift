import Foundation
import GtkRx
import GtkRxTest
import XCTest

private struct Chore: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// Rows named for assistive technologies by `rx.items`' `bind` (`setAccessibleLabel`), as
/// AT-SPI reports this process's accessibility tree, read by `scripts/atspi-tree.py` (Debian's
/// python3-pyatspi) while the test runs the loop that answers it.
@MainActor
final class ListRowAccessibleNameTests: GtkTestCase {
    func testEachRowHasTheNameItsBindGaveForItsElement() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = GtkTest.window(scrolling: listView)
        defer { window.destroy() }
        let chores = BehaviorRelay(value: [
            Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Bins"),
        ])
        let bag = DisposeBag()
        chores.bind(
            to: listView.rx.items(makeRow: { Label("") }) { label, chore, _ in
                label.text = chore.title
                label.setAccessibleLabel("Chore \(chore.id): \(chore.title)")
            }
        ).disposed(by: bag)
        try GtkTest.wait("the rows") { listView.children.count == 2 }

        var tree = try accessibilityTree()
        XCTAssertTrue(tree.contains("label\tChore 1: Dishes"), tree.joined(separator: "\n"))
        XCTAssertTrue(tree.contains("label\tChore 2: Bins"), tree.joined(separator: "\n"))
        XCTAssertFalse(tree.contains("label\tDishes"), "the text is not the name any more")

        // A changed element re-binds its row, which renames it.
        chores.accept([Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Recycling")])
        GtkTest.pumpUntilIdle()
        tree = try accessibilityTree()
        XCTAssertTrue(tree.contains("label\tChore 2: Recycling"), tree.joined(separator: "\n"))
    }
}
