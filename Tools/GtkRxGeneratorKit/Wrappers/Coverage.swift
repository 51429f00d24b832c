/// What the generator did with each member GIR lists: generated, written by hand, or skipped
/// with a reason. The coverage report is made from these.
struct CoverageRecord {
    enum Kind: String, CaseIterable {
        case `class`
        case property
        case signal
        case method
        case constructor
    }

    enum Outcome {
        case generated(String)
        case handWritten(String)
        case skipped(String)

        var isWrapped: Bool {
            if case .skipped = self { return false }
            return true
        }
    }

    let kind: Kind
    /// `Gtk.Label`.
    let owner: String
    /// The property's or signal's GIR name, or the function's C identifier.
    let name: String
    let outcome: Outcome
    /// Whether the owner is a widget (derives from `Gtk.Widget`).
    let isWidget: Bool
}

/// Collects ``CoverageRecord``s while the wrappers are written.
final class CoverageLog {
    var records: [CoverageRecord] = []

    func record(
        _ kind: CoverageRecord.Kind, owner: String, name: String, _ outcome: CoverageRecord.Outcome,
        isWidget: Bool
    ) {
        records.append(
            CoverageRecord(
                kind: kind, owner: owner, name: name, outcome: outcome, isWidget: isWidget))
    }
}
