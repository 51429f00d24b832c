import Foundation

/// The template declarations of a Swift file, found by reading its text (no compiler): each
/// class, the name it registers with `WidgetSubclassType.make(name:…)`, the resource of its
/// `WidgetTemplate(resource:…)`, its `TemplateCallback("…")`s and its `@TemplateChild`s.
///
/// A declaration belongs to the class declared last before it in the file. A template given as
/// a string (`WidgetTemplate(string:)`) is not checked: only resources are files the build has.
public struct SwiftTemplateClass: Equatable, Sendable {
    /// A `@TemplateChild("id") var name: Type`.
    public struct Child: Equatable, Sendable {
        /// The id in the template.
        public let id: String
        /// The property's type as written (`SearchEntry`, `Adw.Window`).
        public let typeName: String
        /// The line of the declaration.
        public let line: Int
    }

    /// A `TemplateCallback("name", …)`.
    public struct Callback: Equatable, Sendable {
        /// The handler name.
        public let name: String
        /// The line of the declaration.
        public let line: Int
    }

    /// The file.
    public let file: String
    /// The Swift class's name.
    public let name: String
    /// The superclass as written (first type after the colon).
    public let superclass: String
    /// The line of `class Name`.
    public let line: Int
    /// The GLib type name it registers, when found.
    public var registeredName: String?
    /// The template resource path and its line, when the class has one.
    public var templateResource: (path: String, line: Int)?
    /// The callbacks.
    public var callbacks: [Callback] = []
    /// The children.
    public var children: [Child] = []

    /// Whether two scans found the same class with the same declarations.
    public static func == (left: SwiftTemplateClass, right: SwiftTemplateClass) -> Bool {
        left.file == right.file && left.name == right.name && left.superclass == right.superclass
            && left.line == right.line && left.registeredName == right.registeredName
            && left.templateResource?.path == right.templateResource?.path
            && left.templateResource?.line == right.templateResource?.line
            && left.callbacks == right.callbacks && left.children == right.children
    }

    /// The classes declared in `text`, the contents of `file`.
    public static func scan(_ text: String, file: String) -> [SwiftTemplateClass] {
        let source = SourceText(withoutComments(text))
        var found: [(index: String.Index, apply: (inout SwiftTemplateClass) -> Void)] = []
        var classes: [(index: String.Index, value: SwiftTemplateClass)] = []
        let identifier = "[A-Za-z_][A-Za-z0-9_]*"
        let qualified = "[A-Za-z_][A-Za-z0-9_.]*"

        for match in matches(#"\bclass\s+(\#(identifier))\s*:\s*(\#(qualified))"#, in: source.text)
        {
            classes.append(
                (
                    match.start,
                    SwiftTemplateClass(
                        file: file, name: match.groups[0], superclass: match.groups[1],
                        line: source.line(of: match.start))
                ))
        }
        for match in matches(#"WidgetSubclassType\.make\(\s*name:\s*"([^"\\]*)""#, in: source.text)
        {
            let name = match.groups[0]
            found.append((match.start, { $0.registeredName = name }))
        }
        for match in matches(#"WidgetTemplate\(\s*resource:\s*"([^"\\]*)""#, in: source.text) {
            let resource = (match.groups[0], source.line(of: match.start))
            found.append((match.start, { $0.templateResource = resource }))
        }
        // `TemplateCallback("save", …)`, and the stream-only `TemplateCallback(event: "save")`
        // (`TemplateCallback<NotesWindow>(event: "save")` where the type is not inferred).
        for match in matches(
            #"TemplateCallback(?:<[^>()]*>)?\(\s*(?:event:\s*)?"([^"\\]*)""#, in: source.text)
        {
            let callback = Callback(name: match.groups[0], line: source.line(of: match.start))
            found.append((match.start, { $0.callbacks.append(callback) }))
        }
        let modifiers =
            #"(?:(?:public|private|fileprivate|internal|package|open|final|nonisolated)(?:\(set\))?\s+)*"#
        for match in matches(
            #"@TemplateChild\(\s*"([^"\\]*)"\s*\)\s*\#(modifiers)var\s+\#(identifier)\s*:\s*(\#(qualified))"#,
            in: source.text)
        {
            let child = Child(
                id: match.groups[0], typeName: match.groups[1], line: source.line(of: match.start))
            found.append((match.start, { $0.children.append(child) }))
        }
        for (index, apply) in found.sorted(by: { $0.index < $1.index }) {
            guard let owner = classes.lastIndex(where: { $0.index < index }) else { continue }
            apply(&classes[owner].value)
        }
        return classes.map(\.value)
    }

    /// A match's start and its capture groups' text.
    private struct Match {
        let start: String.Index
        let groups: [String]
    }

    /// The matches of `pattern` in `text`.
    private static func matches(_ pattern: String, in text: String) -> [Match] {
        guard let regex = try? Regex(pattern) else { return [] }
        return text.matches(of: regex).map { match in
            Match(
                start: match.range.lowerBound,
                groups: (1..<match.output.count).map {
                    match.output[$0].substring.map(String.init) ?? ""
                })
        }
    }

    /// `text` with its `//` and `/* */` comments blanked (newlines kept, so lines stay
    /// numbered), string literals left alone.
    static func withoutComments(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var characters = text[...]
        var inString = false
        while let character = characters.first {
            if inString {
                result.append(character)
                characters.removeFirst()
                if character == "\\", let escaped = characters.first {
                    result.append(escaped)
                    characters.removeFirst()
                } else if character == "\"" || character == "\n" {
                    inString = false
                }
            } else if characters.hasPrefix("//") {
                let end = characters.firstIndex(of: "\n") ?? characters.endIndex
                result += String(repeating: " ", count: characters[..<end].count)
                characters = characters[end...]
            } else if characters.hasPrefix("/*") {
                let end = characters.range(of: "*/")?.upperBound ?? characters.endIndex
                result += characters[..<end].map { $0 == "\n" ? "\n" : " " }
                characters = characters[end...]
            } else {
                if character == "\"" { inString = true }
                result.append(character)
                characters.removeFirst()
            }
        }
        return result
    }
}
