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
        XCTAssertFalse(plan.isMerged)
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

    func testManyScatteredChangesAreOneChangeFromTheFirstToTheLast() {
        let old = Array(0..<10_000)
        let plan = plan(old, old.filter { $0 % 2 == 0 })
        // Element 0 stays in front, out of the signal; the last one removed is 9,999.
        XCTAssertEqual(plan.changes, [ListChange(old: 1..<10_000, new: 1..<5_000)])
        XCTAssertTrue(plan.isMerged)
        let inner = self.plan(old, old.filter { $0 < 100 || $0 >= 9_900 || $0 % 2 == 0 })
        XCTAssertEqual(
            inner.changes, [ListChange(old: 101..<9_900, new: 101..<5_000)],
            "the elements before the first change and after the last stay out of it")
        let few = self.plan(old, old.filter { $0 % 2_000 != 1 })
        XCTAssertEqual(few.changes.count, 5, "five signals cost GTK less than one of 10,000")
    }

    func testTheSameIDsInOrderPlanNoChange() {
        XCTAssertEqual(plan(Array(0..<100), Array(0..<100)).changes, [])
    }
}
