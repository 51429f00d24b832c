import Foundation
import GeneratedTestSupport
import GtkRx
import GtkRxTest
import XCTest

/// Generated members whose C form takes or returns a `GList` or `GSList`: results are Swift
/// arrays in the list's order, with the list's ownership (GIR's "none", "container" or "full")
/// honoured.
@MainActor
final class ListMarshallingTests: GtkTestCase {
    /// `gtk_list_box_get_selected_rows` hands over the list, not the rows (transfer container).
    func testSelectedRowsOfAListBoxAreTheSelectedRowsInOrder() async {
        let (box, rows) = makeListBox(rowCount: 4)
        box.selectionMode = .multiple
        box.selectRow(rows[3])
        box.selectRow(rows[1])
        XCTAssertEqual(box.selectedRows.map { $0.index }, [1, 3])
        XCTAssertTrue(box.selectedRows[0] === rows[1], "the rows' own wrappers")
        box.unselectAll()
        XCTAssertEqual(box.selectedRows.count, 0)
    }

    /// `gtk_size_group_get_widgets` returns a `GSList` the group keeps (transfer none).
    func testWidgetsOfASizeGroupAreTheWidgetsAdded() async {
        let group = SizeGroup(mode: .horizontal)
        let labels = [Label("a"), Label("b"), Label("c")]
        labels.forEach(group.addWidget)
        XCTAssertEqual(
            Set(group.widgets.map(ObjectIdentifier.init)), Set(labels.map(ObjectIdentifier.init)))
        group.removeWidget(labels[1])
        XCTAssertEqual(group.widgets.count, 2)
        XCTAssertFalse(group.widgets.contains { $0 === labels[1] })
    }

    /// A list result taken round after round leaves no reference behind: the container is
    /// freed, and the elements it did not hand over are not released by Swift.
    func testListResultsLeaveNoReferenceBehind() async throws {
        try leakCycle { watch in
            let (box, rows) = makeListBox(rowCount: 3)
            watch(box).selectionMode = .multiple
            box.selectAll()
            let group = watch(SizeGroup(mode: .both))
            rows.forEach { group.addWidget(watch($0)) }
            return box.selectedRows.count == 3 && group.widgets.count == 3
                && rows[0].listMnemonicLabels().isEmpty
        }
    }
}
