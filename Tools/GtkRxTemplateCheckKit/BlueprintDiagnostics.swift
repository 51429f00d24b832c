import Foundation

/// blueprint-compiler's error report turned into diagnostics at their place. Version 0.6 prints
/// each error as `error: <message>` then `at <file> line <line> column <column>:` (coloured
/// with terminal escapes), then the line quoted.
public enum BlueprintDiagnostics {
    /// The errors in `output`, blueprint-compiler's, for the Blueprint file `path`; `nil` when
    /// the output holds none in that form.
    public static func parse(_ output: String, path: String) -> [Diagnostic]? {
        let lines = withoutEscapes(output).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let place = try? Regex(#"^at .* line (\d+) column (\d+):?$"#) else { return nil }
        var diagnostics: [Diagnostic] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("error: ") {
            let message = String(line.dropFirst("error: ".count))
            guard index + 1 < lines.count, let match = lines[index + 1].firstMatch(of: place),
                let lineNumber = match.output[1].substring.flatMap({ Int($0) }),
                let column = match.output[2].substring.flatMap({ Int($0) })
            else {
                diagnostics.append(Diagnostic(file: path, line: 1, message: message))
                continue
            }
            diagnostics.append(
                Diagnostic(file: path, line: lineNumber, column: column, message: message))
        }
        return diagnostics.isEmpty ? nil : diagnostics
    }

    /// `text` without terminal escape sequences (`ESC [ … letter`).
    static func withoutEscapes(_ text: String) -> String {
        var result = ""
        var characters = text[...]
        while let character = characters.first {
            characters.removeFirst()
            guard character == "\u{1B}" else {
                result.append(character)
                continue
            }
            if characters.first == "[" {
                characters.removeFirst()
                while let next = characters.first {
                    characters.removeFirst()
                    if next.isLetter { break }
                }
            }
        }
        return result
    }
}
