/// One problem the check found, printed the way compilers print theirs, so that SwiftPM and
/// editors show it at its place: `file:line:column: error: message`.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    /// The file, as given to the check (absolute paths in a build).
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1, when known.
    public let column: Int?
    /// What is wrong, in one line.
    public let message: String

    /// A diagnostic at `file`'s `line` (and `column`).
    public init(file: String, line: Int, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message` (no column when it is unknown).
    public var description: String {
        "\(file):\(line):\(column.map { "\($0):" } ?? "") error: \(message)"
    }
}
