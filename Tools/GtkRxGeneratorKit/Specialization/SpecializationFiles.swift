import Foundation

/// The hand-written sources whose `@_specialize` attributes come from ``SpecializedTypes``:
/// each is read from the package, and its attributes below every marker line are replaced by
/// the site's list.
///
/// A marker is a comment line `// specialized types: <site> (...)`; the `@_specialize` lines
/// below it (after the declaration's documentation comment, if the marker precedes one) are
/// the site's, and nothing else of the file changes.
enum SpecializationFiles {
    /// What went wrong reading the markers.
    struct MarkerError: Error, CustomStringConvertible {
        let description: String
    }

    /// The folder whose sources are searched, `Sources`, found from this file's place in the
    /// package (as ``GIRRepository/pinnedFolder`` is).
    static let sourcesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    static let markerPrefix = "// specialized types: "

    /// Every hand-written source with a marker, rewritten; throws for a marker naming no site,
    /// and for a site no marker names.
    static func all(sources: URL = sourcesFolder) throws -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var used: Set<String> = []
        let root = sources.deletingLastPathComponent().path
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        var paths: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift"), !relative.contains("Generated/") {
                paths.append(relative)
            }
        }
        for relative in paths.sorted() {
            let url = sources.appendingPathComponent(relative)
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.contains(markerPrefix) else { continue }
            let (rewritten, sites) = try rewrite(text, file: relative)
            used.formUnion(sites)
            files.append(
                GeneratedFile(
                    path: String(url.path.dropFirst(root.count + 1)), contents: rewritten,
                    source: "", writesHeader: false))
        }
        let unused = Set(SpecializedTypes.sites.keys).subtracting(used)
        guard unused.isEmpty else {
            throw MarkerError(
                description: "no marker names the specialization sites \(unused.sorted())")
        }
        return files
    }

    /// `text` with the attributes below each marker replaced, and the sites it names.
    static func rewrite(_ text: String, file: String) throws -> (String, Set<String>) {
        var output: [Substring] = []
        var sites: Set<String> = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            output.append(line)
            index += 1
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(markerPrefix) else { continue }
            let name = trimmed.dropFirst(markerPrefix.count).prefix { $0.isLetter }
            guard let site = SpecializedTypes.sites[String(name)] else {
                throw MarkerError(
                    description: "\(file):\(index): the marker names no specialization site"
                        + " ('\(name)'; the sites are in SpecializedTypes.swift)")
            }
            sites.insert(String(name))
            let indent = line.prefix { $0 == " " }
            // A documentation comment stays between the marker and the attributes.
            while index < lines.count, lines[index].drop(while: { $0 == " " }).hasPrefix("///") {
                output.append(lines[index])
                index += 1
            }
            while index < lines.count,
                lines[index].drop(while: { $0 == " " }).hasPrefix("@_specialize(")
            {
                index += 1
            }
            output += site.attributes.map { Substring(indent + $0) }
        }
        return (output.joined(separator: "\n"), sites)
    }
}
