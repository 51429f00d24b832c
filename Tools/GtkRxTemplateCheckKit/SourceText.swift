/// A file's text with its line starts, to turn an index into a line number.
struct SourceText {
    let text: String
    private let lineStarts: [String.Index]

    init(_ text: String) {
        self.text = text
        var starts = [text.startIndex]
        var index = text.startIndex
        while let newline = text[index...].firstIndex(of: "\n") {
            index = text.index(after: newline)
            starts.append(index)
        }
        lineStarts = starts
    }

    /// The line, from 1, holding `index`.
    func line(of index: String.Index) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The lines, numbered from 1.
    var lines: [(number: Int, text: Substring)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            ($0.offset + 1, $0.element)
        }
    }
}
