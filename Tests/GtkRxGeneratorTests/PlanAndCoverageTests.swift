import XCTest

@testable import GtkRxGeneratorKit

/// The plan says what happens to each member, and the coverage report is derived from it.
final class PlanAndCoverageTests: XCTestCase {
    func testEveryMemberIsGeneratedHandWrittenOrSkippedWithAReason() throws {
        let plan = try GeneratorFixture.plan(of: "Gtk.Label")
        guard case .handWritten(let symbol)? = plan.member("gtk_label_new")?.decision else {
            return XCTFail("gtk_label_new is not left to a hand-written initializer")
        }
        XCTAssertEqual(symbol, "Label.init(_:)")
        for member in plan.members {
            if case .skipped(let reason) = member.decision {
                XCTAssertFalse(reason.isEmpty, member.name)
            }
        }
        let widget = try GeneratorFixture.plan(of: "Gtk.Widget")
        guard case .skipped(let reason)? = widget.member("gtk_widget_init_template")?.decision
        else { return XCTFail("gtk_widget_init_template is not skipped") }
        XCTAssertEqual(reason, Overrides.skippedMembers["gtk_widget_init_template"])
    }

    func testAPropertysAccessorsAreCountedAsTheProperty() throws {
        let plan = try GeneratorFixture.plan(of: "Gtk.Label")
        guard case .generated(.accessor)? = plan.member("gtk_label_get_max_width_chars")?.decision
        else { return XCTFail("gtk_label_get_max_width_chars is not the property's accessor") }
    }

    func testTheCoverageRecordsAreThePlansMembers() throws {
        let plan = try GeneratorFixture.plan(of: "Gtk.Button")
        let records = plan.coverageRecords
        XCTAssertEqual(records.count, plan.members.count)
        XCTAssertEqual(records.map(\.name), plan.members.map(\.name))
        let generated = records.filter { if case .generated = $0.outcome { true } else { false } }
        XCTAssertEqual(
            generated.count, plan.members.filter { $0.spec != nil }.count)
    }

    func testTheWholeCoverageCountsEachMemberOnce() throws {
        let coverage = try GeneratorFixture.wrappers.get().coverage
        var seen = Set<String>()
        for record in coverage.records {
            let key = "\(record.kind) \(record.owner) \(record.name)"
            XCTAssertTrue(seen.insert(key).inserted, "counted twice: \(key)")
        }
        XCTAssertGreaterThan(seen.count, 5_000)
    }
}
