import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A GResource manifest (`<domain>.gresource.xml`): the file behind each resource path.
public struct ResourceManifest: Equatable, Sendable {
    /// The file names (relative to `resources/`) by resource path (`prefix/alias-or-name`).
    public private(set) var files: [String: String] = [:]
    /// The `<gresource prefix="…">`s.
    public private(set) var prefixes: [String] = []

    /// The manifest in `data`, or `nil` when it does not parse (glib-compile-resources then
    /// says why).
    public static func parse(_ data: Data) -> ResourceManifest? {
        let parser = XMLParser(data: data)
        let reader = Reader()
        parser.delegate = reader
        return parser.parse() ? reader.manifest : nil
    }

    /// Collects the manifest as the parser reads it.
    private final class Reader: NSObject, XMLParserDelegate {
        var manifest = ResourceManifest()
        var prefix = ""
        var alias: String?
        var text: String?

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            if element == "gresource" {
                prefix = attributes["prefix"] ?? ""
                manifest.prefixes.append(prefix)
            } else if element == "file" {
                alias = attributes["alias"]
                text = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text? += string
        }

        func parser(
            _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            guard element == "file",
                let name = text?.trimmingCharacters(in: .whitespacesAndNewlines)
            else { return }
            let base = prefix.hasSuffix("/") ? prefix : prefix + "/"
            manifest.files[base + (alias ?? name)] = name
            text = nil
        }
    }
}
