import Foundation
import GeneratedTestSupport
import GtkRx
import GtkRxTest
import XCTest

/// Generated members whose C form takes a callback: Swift passes a closure, which C calls on
/// the main thread with typed arguments, for the call only (GIR's `call` scope) or until C
/// drops it (`notified`, released then, once); `nil` unsets it.
@MainActor
final class CallbackClosureTests: GtkTestCase {
    /// Something a closure captures, to see when the closure is released.
    private final class Captured {}

    func testAListBoxFilterClosureDecidesWhichRowsShow() async {
        let (box, rows) = makeListBox(rowCount: 6)
        var asked: [Int] = []
        box.setFilterFunc { row in
            asked.append(row.index)
            return row.index % 2 == 0
        }
        XCTAssertEqual(Set(asked), Set(0..<6), "called with each row")
        XCTAssertEqual(rows.map(\.isChildVisible), [true, false, true, false, true, false])
        box.setFilterFunc(nil)
        XCTAssertEqual(rows.map(\.isChildVisible), Array(repeating: true, count: 6), "unset")
    }

    func testAListBoxSortClosureOrdersItsRows() async {
        let (box, rows) = makeListBox(rowCount: 4)
        let names = [
            ObjectIdentifier(rows[0]): "c", ObjectIdentifier(rows[1]): "a",
            ObjectIdentifier(rows[2]): "d", ObjectIdentifier(rows[3]): "b",
        ]
        box.setSortFunc { left, right in
            let (a, b) = (names[ObjectIdentifier(left)]!, names[ObjectIdentifier(right)]!)
            return a < b ? -1 : a == b ? 0 : 1
        }
        XCTAssertEqual(rows.map(\.index), [2, 0, 3, 1])
    }

    /// `selected_foreach` and `gtk_text_tag_table_foreach` call back during the call only.
    func testACallScopedClosureIsCalledDuringTheCall() async {
        let (box, rows) = makeListBox(rowCount: 5)
        box.selectionMode = .multiple
        box.selectRow(rows[4])
        box.selectRow(rows[1])
        var selected: [Int] = []
        box.selectedForeach { listBox, row in
            XCTAssertTrue(listBox === box)
            selected.append(row.index)
        }
        XCTAssertEqual(selected.sorted(), [1, 4])

        let table = TextTagTable()
        for name in ["bold", "italic", "code"] { XCTAssertTrue(table.add(TextTag(name: name))) }
        var names: [String] = []
        table.foreach { tag in names.append(tag.name ?? "?") }
        XCTAssertEqual(names.sorted(), ["bold", "code", "italic"])
    }

    /// A notified closure lives while C may call it: replaced, unset or with its widget gone,
    /// it is released, with what it captured.
    func testANotifiedClosureIsReleasedWhenCDropsIt() async {
        weak var first: Captured?
        weak var second: Captured?
        var (box, _): (ListBox?, [ListBoxRow]) = makeListBox(rowCount: 2)
        do {
            let captured = Captured()
            first = captured
            box?.setFilterFunc { _ in withExtendedLifetime(captured) { true } }
        }
        XCTAssertNotNil(first, "kept while the list box may call it")
        do {
            let captured = Captured()
            second = captured
            box?.setFilterFunc { _ in withExtendedLifetime(captured) { false } }
        }
        XCTAssertNil(first, "released when replaced")
        XCTAssertNotNil(second)
        box = nil
        GtkTest.pumpUntilIdle()
        XCTAssertNil(second, "released with the list box")
    }

    /// Closures set and dropped round after round leave nothing behind.
    func testClosuresLeaveNoWrapperOrObjectBehind() async throws {
        weak var lastCaptured: Captured?
        var round = 0
        try leakCycle { watch in
            round += 1
            let (box, rows) = makeListBox(rowCount: 3)
            rows.forEach { _ = watch($0) }
            let captured = Captured()
            lastCaptured = captured
            let hidden = round % 3
            watch(box).setFilterFunc { row in
                withExtendedLifetime(captured) { row.index != hidden }
            }
            box.setSortFunc { left, right in right.index - left.index }
            var count = 0
            box.selectedForeach { _, _ in count += 1 }
            return count == 0
        }
        XCTAssertNil(lastCaptured, "every closure released")
    }
}
