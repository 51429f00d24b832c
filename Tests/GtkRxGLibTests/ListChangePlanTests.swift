import GtkRx
import XCTest

/// The `items-changed` signals planned for an update, without GTK (no display needed).
final class ListChangePlanTests: XCTestCase {
    private func plan(_ old: [Int], _ new: [Int]) -> ListChangePlan {
        let diff = IdentityDiff(from: old, to: new, oldIDsAreUnique: true) { $0 }
        return ListChangePlan(sources: diff.sources, isStaying: diff.isStaying, oldCount: old.count)
    }

    func testAMoveIsOneChangeFromWhereItLeavesToWhereItComes() {
        var new = Array(0..<10_000)
        new.insert(new.remove(at: 5_000), at: 5_010)
        let plan = plan(Array(0..<10_000), new)
        XCTAssertEqual(plan.changes, [ListChange(old: 5_000..<5_011, new: 5_000..<5_011)])
        XCTAssertFalse(plan.isWholeRange)
    }

    func testChangesApartStayApartAndAreInIncreasingOrder() {
        var new = Array(0..<10_000)
        new.remove(at: 9_000)
        new.insert(-1, at: 100)
        new.insert(new.remove(at: 5_000), at: 4_990)
        let plan = plan(Array(0..<10_000), new)
        XCTAssertEqual(
            plan.changes,
            [
                ListChange(old: 100..<100, new: 100..<101),
                ListChange(old: 4_989..<5_000, new: 4_990..<5_001),
                ListChange(old: 9_000..<9_001, new: 9_001..<9_001),
            ])
    }

    func testManyScatteredChangesAreOneWholeRangeChange() {
        let old = Array(0..<10_000)
        let plan = plan(old, old.filter { $0 % 2 == 0 })
        XCTAssertEqual(plan.changes, [ListChange(old: 0..<10_000, new: 0..<5_000)])
        XCTAssertTrue(plan.isWholeRange)
        let few = self.plan(old, old.filter { $0 % 2_000 != 1 })
        XCTAssertEqual(few.changes.count, 5, "five signals cost GTK less than one of 10,000")
    }

    func testTheSameIDsInOrderPlanNoChange() {
        XCTAssertEqual(plan(Array(0..<100), Array(0..<100)).changes, [])
    }
}
