import CGLib
import GeneratedTestSupport
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// GTK's tree stores from Swift: made from column types, filled with typed values, and their
/// rows named by `TreeIter` values (a model and a path) that never dangle.
@MainActor
final class TreeIterTests: GtkTestCase {
    private let string = cglib_type_string()
    private let integer = cglib_type_int()

    /// A list store of names (column 0) and ages (column 1).
    private func people(_ rows: [(String, Int)]) throws -> GTK.ListStore {
        let store = try GTK.ListStore(columnTypes: [string, integer])
        for (name, age) in rows {
            let row = store.append()
            XCTAssertTrue(store.set(name, row: row, column: 0))
            XCTAssertTrue(store.set(age, row: row, column: 1))
        }
        return store
    }

    private func names(_ store: GTK.ListStore) -> [String] {
        guard var row = store.iterFirst else { return [] }
        var names: [String] = []
        repeat {
            names.append(store.value(row, column: 0, as: String.self) ?? "?")
        } while store.iterNext(iter: &row)
        return names
    }

    func testAListStoreIsMadeFilledAndWalked() async throws {
        let store = try people([("Ada", 36), ("Grace", 85), ("Alan", 41)])
        XCTAssertEqual(names(store), ["Ada", "Grace", "Alan"])
        let grace = try XCTUnwrap(store.iterNthChild(parent: nil, n: 1))
        XCTAssertEqual(grace.indices, [1])
        XCTAssertEqual(store.value(grace, column: 1, as: Int.self), 85)
        XCTAssertEqual(store.stringFromIter(grace), "1")
        XCTAssertEqual(store.iterFromString(pathString: "2")?.indices, [2])
        XCTAssertEqual(store.iterNChildren(iter: nil), 3)

        let first = store.prepend()
        store.set("Barbara", row: first, column: 0)
        XCTAssertEqual(names(store), ["Barbara", "Ada", "Grace", "Alan"])
        store.swap(store.iterFirst!, b: store.iterNthChild(parent: nil, n: 3)!)
        XCTAssertEqual(names(store), ["Alan", "Ada", "Grace", "Barbara"])
        var last = try XCTUnwrap(store.iterNthChild(parent: nil, n: 3))
        XCTAssertTrue(store.iterPrevious(iter: &last))
        XCTAssertEqual(last.indices, [2], "moved back a row")
    }

    func testRemovingMovesTheIteratorToTheNextRow() async throws {
        let store = try people([("Ada", 1), ("Grace", 2), ("Alan", 3)])
        var row = try XCTUnwrap(store.iterFirst)
        XCTAssertTrue(store.remove(&row))
        XCTAssertEqual(store.value(row, column: 0, as: String.self), "Grace", "the next row")
        var last = try XCTUnwrap(store.iterNthChild(parent: nil, n: 1))
        XCTAssertFalse(store.remove(&last), "no row after the last one")
        XCTAssertEqual(last.indices, [1], "left as it was")
        XCTAssertFalse(last.exists, "its row is gone")
        XCTAssertEqual(names(store), ["Grace"])
    }

    /// Removing every other row of 1,000 with a kept iterator, as an app deleting a
    /// selection would: nothing dangles, nothing is read from a freed row.
    func testRemovingEveryOtherRowWithTheSameIterator() async throws {
        let store = try people((0..<1_000).map { ("\($0)", $0) })
        var row = try XCTUnwrap(store.iterFirst)
        var removed = 0
        let warnings = GLibLog.recordingWarnings {
            while store.remove(&row) {
                removed += 1
                guard store.iterNext(iter: &row) else { break }
            }
        }
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(removed, 500)
        XCTAssertEqual(store.iterNChildren(iter: nil), 500)
        XCTAssertEqual(names(store).prefix(3), ["1", "3", "5"])
    }

    func testATreeStoreNestsRows() async throws {
        let tree = try TreeStore(columnTypes: [string])
        let parent = tree.append(nil)
        tree.set("Mathematicians", row: parent, column: 0)
        let child = tree.append(parent)
        tree.set("Emmy", row: child, column: 0)
        XCTAssertEqual(child.indices, [0, 0])
        XCTAssertEqual(tree.iterDepth(iter: child), 1)
        XCTAssertTrue(tree.iterHasChild(iter: parent))
        XCTAssertEqual(tree.iterChildren(parent: parent), child)
        XCTAssertEqual(tree.iterParent(child: child), parent)
        XCTAssertTrue(tree.isAncestor(iter: parent, descendant: child))
        XCTAssertEqual(tree.value(child, column: 0, as: String.self), "Emmy")
    }

    func testAComboBoxAndASelectionTakeRowsOfTheirModel() async throws {
        let store = try people([("Ada", 1), ("Grace", 2)])
        let combo = ComboBox(model: store)
        XCTAssertNil(combo.activeIter, "nothing active")
        combo.setActiveIter(store.iterNthChild(parent: nil, n: 1))
        XCTAssertEqual(combo.activeIter?.indices, [1])
        XCTAssertEqual(combo.active, 1)

        let view = TreeView(model: store)
        let selection = view.selection
        selection.selectIter(store.iterFirst!)
        XCTAssertTrue(selection.iterIsSelected(iter: store.iterFirst!))
        selection.unselectIter(store.iterFirst!)
        XCTAssertFalse(selection.iterIsSelected(iter: store.iterFirst!))
    }

    func testBadRowsColumnsAndTypesAreRefusedAndChangeNothing() async throws {
        let store = try people([("Ada", 1)])
        let other = try people([("Grace", 2), ("Alan", 3)])
        let gone = TreeIter(model: store, indices: [5])
        var results: [Bool] = []
        var report = ""
        let warnings = try GLibLog.recordingWarnings {
            report = try captureStandardError {
                results.append(store.set("x", row: other.iterFirst!, column: 0))
                results.append(store.set("x", row: gone, column: 0))
                results.append(store.set("x", row: store.iterFirst!, column: 7))
                results.append(store.set("forty", row: store.iterFirst!, column: 1))
                results.append(store.set(1, row: TreeIter(model: store, indices: [-1]), column: 1))
                results.append(store.set(1, row: TreeIter(model: store, indices: []), column: 1))
                XCTAssertNil(store.value(store.iterFirst!, column: 1, as: String.self))
                store.swap(store.iterFirst!, b: gone)
                XCTAssertEqual(store.iterNChildren(iter: gone), 0)
            }
        }
        XCTAssertEqual(warnings, [], "refused before GTK saw them")
        XCTAssertEqual(results, [false, false, false, false, false, false])
        XCTAssertEqual(names(store), ["Ada"])
        XCTAssertEqual(store.value(store.iterFirst!, column: 1, as: Int.self), 1)
        XCTAssertTrue(report.contains("a row of another model"), report)
        XCTAssertTrue(report.contains("no row at path [5]"), report)
        XCTAssertTrue(report.contains("no column 7 (the model has 2)"), report)
        XCTAssertTrue(report.contains("column 1 holds gint, not String"), report)

        XCTAssertThrowsError(try GTK.ListStore(columnTypes: []))
        XCTAssertThrowsError(try GTK.ListStore(columnTypes: [0]), "G_TYPE_INVALID")
        XCTAssertThrowsError(
            try TreeStore(columnTypes: [string, g_list_model_get_type()]), "an interface")
    }

    func testStoresAndTheirRowsLeaveNothingBehind() async throws {
        try leakCycle { watch in
            let store = watch(try people([("Ada", 1), ("Grace", 2)]))
            let combo = watch(ComboBox(model: store))
            combo.setActiveIter(store.iterFirst)
            var row = store.iterFirst!
            _ = store.remove(&row)
            return combo.activeIter == nil
                && store.value(row, column: 0, as: String.self) == "Grace"
        }
    }
}
