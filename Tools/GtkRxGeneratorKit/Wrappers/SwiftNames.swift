/// Swift spellings of GIR's names.
enum SwiftNames {
    /// Swift's keywords, which need backquotes as identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any", "Type",
        "package", "some", "any", "await", "async", "consume", "copy", "discard", "each",
        "borrowing",
        "consuming",
    ]

    /// Words kept upper-case in Swift names (as Swift's API guidelines ask for acronyms).
    static let acronyms: [String: String] = [
        "css": "CSS", "uri": "URI", "url": "URL", "rgba": "RGBA", "gl": "GL", "id": "ID",
        "ui": "UI", "dbus": "DBus", "xml": "XML", "utf8": "UTF8",
    ]

    /// `snake_case` or `kebab-case` as `lowerCamelCase`: `max-width-chars` → `maxWidthChars`.
    static func lowerCamel(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let first = words.first else { return name }
        var result =
            first.lowercased() == first ? first : first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() {
            if let acronym = acronyms[word.lowercased()] {
                result += acronym
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if result.first?.isNumber == true {
            result = "_" + result
        }
        return result
    }

    /// `snake_case` as `UpperCamelCase`.
    static func upperCamel(_ name: String) -> String {
        let lower = lowerCamel(name)
        return lower.prefix(1).uppercased() + lower.dropFirst()
    }

    /// `name`, backquoted when it is a keyword.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name of a Boolean property as an assertion (`active` → `isActive`, `show-title` →
    /// `showsTitle`), as Swift's API guidelines ask, unless it reads as one already
    /// (`has-frame` → `hasFrame`).
    static func booleanName(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let first = words.first else { return name }
        let rest = words.dropFirst().joined(separator: "-")
        func joined(_ head: String) -> String {
            rest.isEmpty ? head : head + upperCamel(rest)
        }
        if let verb = thirdPersonVerbs[first] {
            return joined(verb)
        }
        if assertionWords.contains(first) {
            return lowerCamel(name)
        }
        return "is" + upperCamel(name)
    }

    /// A Boolean property's first word as the verb of an assertion: `show-…` → `shows…`.
    private static let thirdPersonVerbs: [String: String] = [
        "show": "shows", "use": "uses", "wrap": "wraps", "draw": "draws", "enable": "enables",
        "accept": "accepts", "allow": "allows", "reveal": "reveals", "propagate": "propagates",
        "overwrite": "overwrites", "handle": "handles", "hide": "hides", "invert": "inverts",
        "select": "selects", "truncate": "truncates", "ellipsize": "ellipsizes",
        "activate": "activates", "receive": "receives", "need": "needs", "close": "closes",
        "snap": "snaps", "climb": "climbs", "autohide": "autohides", "cascade": "cascades",
        "reorder": "reorders", "restrict": "restricts", "skip": "skips", "resize": "resizes",
        "shrink": "shrinks", "keep": "keeps", "follow": "follows", "ignore": "ignores",
        "match": "matches", "obey": "obeys", "pulse": "pulses", "limit": "limits",
    ]

    /// First words of Boolean property names that already read as assertions.
    private static let assertionWords: Set<String> = [
        "is", "has", "can", "should", "shows", "uses", "wraps", "draws", "activates", "accepts",
        "allows", "needs", "hexpand", "vexpand", "focusable", "focus", "single", "fixed",
        "case", "hides", "reveals", "propagates", "overwrites", "receives",
    ]
}
