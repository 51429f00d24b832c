import Foundation
import TestHelpers
import XCTest

/// The coverage the generated wrappers promise, read from the generator's own report
/// (`scripts/gir-coverage --json`): every GtkWidget subclass, at least 95% of their properties
/// and signals and 80% of their methods, and a reason for every member left out.
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
        let rows = Dictionary(uniqueKeysWithValues: try report().widgets.map { ($0.kind, $0) })
        XCTAssertEqual(rows["class"]?.total, 100, "GTK 4.8 has 100 GtkWidget classes")
        XCTAssertEqual(rows["class"]?.wrapped, 1)
        XCTAssertGreaterThanOrEqual(rows["property"]?.wrapped ?? 0, 0.95)
        XCTAssertGreaterThanOrEqual(rows["signal"]?.wrapped ?? 0, 0.95)
        XCTAssertGreaterThanOrEqual(rows["method"]?.wrapped ?? 0, 0.95)
        for row in rows.values {
            XCTAssertEqual(row.generated + row.hand_written + row.skipped, row.total, row.kind)
        }
    }

    func testEverySkippedMemberSaysWhy() throws {
        let report = try report()
        let skippedCount = report.all.map(\.skipped).reduce(0, +)
        XCTAssertEqual(report.skipped.count, skippedCount)
        for skip in report.skipped {
            XCTAssertFalse(skip.reason.isEmpty, "\(skip.owner) \(skip.name)")
        }
    }
}
