import Foundation

/// The coverage report: for classes, properties, signals, methods and constructors, how many GIR
/// lists, how many are wrapped (generated or written by hand) and how many are skipped, each skip
/// with its reason; for GTK's widget classes (the issue's measure), for every wrapped type of
/// GTK, GDK, Pango and Gio, and apart for libadwaita's (its own product, GtkRxAdwaita).
enum CoverageReport {
    struct Row: Codable {
        var kind: String
        var total = 0
        var generated = 0
        var handWritten = 0
        var skipped = 0
        var percentWrapped: Double {
            total == 0 ? 100 : Double(generated + handWritten) * 100 / Double(total)
        }

        enum CodingKeys: String, CodingKey {
            case kind, total, generated, handWritten = "hand_written", skipped
        }
    }

    struct Skip: Codable {
        var kind: String
        var owner: String
        var name: String
        var reason: String
    }

    struct Report: Codable {
        var widgets: [Row]
        var all: [Row]
        /// libadwaita's types, which `widgets` and `all` leave out.
        var adwaita: [Row]
        var skipped: [Skip]
    }

    /// Whether a record is of a libadwaita type.
    private static func isAdwaita(_ record: CoverageRecord) -> Bool {
        record.owner.hasPrefix("Adw.")
    }

    static func make(_ log: CoverageLog) -> Report {
        func rows(_ records: [CoverageRecord]) -> [Row] {
            CoverageRecord.Kind.allCases.map { kind in
                var row = Row(kind: kind.rawValue)
                for record in records where record.kind == kind {
                    row.total += 1
                    switch record.outcome {
                    case .generated: row.generated += 1
                    case .handWritten: row.handWritten += 1
                    case .skipped: row.skipped += 1
                    }
                }
                return row
            }
        }
        let skipped = log.records.compactMap { record -> Skip? in
            guard case .skipped(let reason) = record.outcome else { return nil }
            return Skip(
                kind: record.kind.rawValue, owner: record.owner, name: record.name, reason: reason)
        }
        let (adwaita, others) = (
            log.records.filter(isAdwaita), log.records.filter { !isAdwaita($0) }
        )
        return Report(
            widgets: rows(others.filter(\.isWidget)), all: rows(others), adwaita: rows(adwaita),
            skipped: skipped)
    }

    static func json(_ report: Report) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }

    static func table(_ report: Report) -> String {
        var lines: [String] = []
        func section(_ title: String, _ rows: [Row]) {
            lines.append(title)
            lines.append(
                "kind".padding(toLength: 14, withPad: " ", startingAt: 0)
                    + "  total  generated  by hand  skipped  wrapped")
            for row in rows {
                lines.append(
                    row.kind.padding(toLength: 14, withPad: " ", startingAt: 0)
                        + String(
                            format: "  %5d  %9d  %7d  %7d  %6.1f%%", row.total, row.generated,
                            row.handWritten, row.skipped, row.percentWrapped))
            }
            lines.append("")
        }
        section("GtkWidget and its 99 subclasses (GTK 4.8):", report.widgets)
        section("Every wrapped type (GTK, GDK, Pango and all of Gio):", report.all)
        section(
            "libadwaita 1.2 (GtkRxAdwaita; every class it has not deprecated):", report.adwaita)
        var reasons: [String: Int] = [:]
        for skip in report.skipped {
            reasons[generalized(skip.reason), default: 0] += 1
        }
        lines.append("Why members were skipped (every wrapped type; --json lists each one):")
        for (reason, count) in reasons.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            lines.append(String(format: "%6d  ", count) + reason)
        }
        lines.append("")
        lines.append("Why libadwaita's members were skipped (each one):")
        for skip in report.skipped where skip.owner.hasPrefix("Adw.") {
            lines.append("  \(skip.kind) \(skip.owner) \(skip.name): \(skip.reason)")
        }
        return lines.joined(separator: "\n")
    }

    /// A reason without the names that differ from one skip to the next, for counting.
    private static func generalized(_ reason: String) -> String {
        var text = reason
        for (pattern, replacement) in [
            (#"\([a-z_0-9]+\)"#, "(…)"), (#"[A-Z][A-Za-z]+\.[A-Za-z]+"#, "X"),
            (#"argument [a-z_0-9]+"#, "an argument"),
        ] {
            text = text.replacingOccurrences(
                of: pattern, with: replacement, options: .regularExpression)
        }
        return text
    }
}
