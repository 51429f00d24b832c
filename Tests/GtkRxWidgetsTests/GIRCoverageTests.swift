import Foundation
import TestHelpers
import XCTest

/// The coverage the generated wrappers promise, read from the generator's own report
/// (`scripts/gir-coverage --json`): every GtkWidget subclass, at least 95% of their properties
/// and signals and 97% of their methods; every libadwaita 1.2 class not deprecated, at least
/// 95% of its properties and signals and 90% of its methods; and a reason for every member
/// left out; across every wrapped type (GTK, GDK, Pango and Gio), 92% of the methods and every
/// asynchronous call.
final class GIRCoverageTests: XCTestCase {
    private struct Report: Decodable {
        struct Row: Decodable {
            let kind: String
            let total: Int
            let generated: Int
            let hand_written: Int
            let skipped: Int
            var wrapped: Double { Double(generated + hand_written) / Double(total) }
        }
        struct Skip: Decodable {
            let kind: String
            let name: String
            let owner: String
            let reason: String
        }
        let widgets: [Row]
        let all: [Row]
        let adwaita: [Row]
        let skipped: [Skip]
    }

    private func report() throws -> Report {
        let generator = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("GtkRxGenerator").path
        let outcome = try runProcess(generator, ["--coverage", "--json"])
        XCTAssertEqual(outcome.status, 0, outcome.output)
        let json = outcome.output.drop { $0 != "{" }
        return try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    }

    func testEveryWidgetClassAndMostOfItsMembersAreWrapped() throws {
        checkCoverage(
            try report().widgets, classes: 100, "GTK 4.8 has 100 GtkWidget classes",
            methodFloor: 0.97)
    }

    func testMostMethodsOfEveryWrappedTypeAndEveryAsynchronousCallAreWrapped() throws {
        let report = try report()
        let methods = try XCTUnwrap(report.all.first { $0.kind == "method" })
        XCTAssertGreaterThanOrEqual(methods.wrapped, 0.92, "methods of GTK, GDK, Pango and Gio")
        let asynchronous = report.skipped.filter {
            $0.kind == "method" && ($0.name.hasSuffix("_async") || $0.name.hasSuffix("_finish"))
        }
        XCTAssertEqual(
            asynchronous.map(\.name), [], "every _async call in its callback, async and .rx forms")
    }

    func testEveryLibadwaitaClassAndMostOfItsMembersAreWrapped() throws {
        checkCoverage(
            try report().adwaita, classes: 52, "libadwaita 1.2 has 52 classes, none deprecated",
            methodFloor: 0.90)
    }

    /// Every one of `classes` classes wrapped, at least 95% of the properties and signals and
    /// `methodFloor` of the methods, and each row's counts adding up.
    private func checkCoverage(
        _ report: [Report.Row], classes: Int, _ why: String, methodFloor: Double,
        line: UInt = #line
    ) {
        let rows = Dictionary(uniqueKeysWithValues: report.map { ($0.kind, $0) })
        XCTAssertEqual(rows["class"]?.total, classes, why, line: line)
        XCTAssertEqual(rows["class"]?.wrapped, 1, line: line)
        XCTAssertGreaterThanOrEqual(rows["property"]?.wrapped ?? 0, 0.95, line: line)
        XCTAssertGreaterThanOrEqual(rows["signal"]?.wrapped ?? 0, 0.95, line: line)
        XCTAssertGreaterThanOrEqual(rows["method"]?.wrapped ?? 0, methodFloor, line: line)
        for row in rows.values {
            XCTAssertEqual(
                row.generated + row.hand_written + row.skipped, row.total, row.kind, line: line)
        }
    }

    func testEverySkippedMemberSaysWhy() throws {
        let report = try report()
        let skippedCount = (report.all + report.adwaita).map(\.skipped).reduce(0, +)
        XCTAssertEqual(report.skipped.count, skippedCount)
        for skip in report.skipped {
            XCTAssertFalse(skip.reason.isEmpty, "\(skip.owner) \(skip.name)")
        }
    }
}
