import CGLib
import GtkRxGLib

/// An XML document read by GLib's markup parser
/// ([`GMarkupParseContext`](https://docs.gtk.org/glib/struct.MarkupParseContext.html)), the
/// subset of XML that AppStream files use, as a tree of elements and text.
struct MarkupElement {
    /// What an element holds, in order.
    enum Content {
        case text(String)
        case element(MarkupElement)
    }

    var name: String
    var attributes: [String: String]
    var contents: [Content] = []

    /// The child elements named `name`, in order.
    func children(named name: String) -> [MarkupElement] {
        contents.compactMap { content in
            guard case .element(let child) = content, child.name == name else { return nil }
            return child
        }
    }

    /// The text the element holds, its children's included, with its runs of white space
    /// (line breaks and indentation of the file) made single spaces and trimmed.
    var text: String {
        Self.collapsed(rawText)
    }

    private var rawText: String {
        contents.map { content in
            switch content {
            case .text(let text): text
            case .element(let child): child.rawText
            }
        }.joined()
    }

    /// The element's contents written back as markup (its own tags left out), white space
    /// collapsed as in ``text``.
    var innerMarkup: String {
        contents.map { content in
            switch content {
            // White space between elements is the file's layout.
            case .text(let text) where text.allSatisfy(\.isWhitespace): ""
            case .text(let text): Self.escaped(Self.collapsed(text, trimming: false))
            case .element(let child):
                "<\(child.name)>\(child.innerMarkup.trimmingSpaces)</\(child.name)>"
            }
        }.joined().trimmingSpaces
    }

    private static func collapsed(_ text: String, trimming: Bool = true) -> String {
        var result = ""
        var inSpace = false
        for character in text {
            if character.isWhitespace {
                inSpace = true
            } else {
                if inSpace { result.append(" ") }
                inSpace = false
                result.append(character)
            }
        }
        if inSpace { result.append(" ") }
        return trimming ? result.trimmingSpaces : result
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The root element of `markup`.
    ///
    /// - Throws: the parser's message (naming the line and character) when `markup` is not
    ///   well-formed, or is empty.
    static func parse(_ markup: String) throws(MarkupParseFailure) -> MarkupElement {
        let builder = MarkupTreeBuilder()
        let userData = Unmanaged.passUnretained(builder).toOpaque()
        var parser = GMarkupParser(
            start_element: { _, name, attributeNames, attributeValues, userData, _ in
                guard let name, let userData else { return }
                var attributes: [String: String] = [:]
                var index = 0
                while let attribute = attributeNames?[index], let value = attributeValues?[index] {
                    attributes[String(cString: attribute)] = String(cString: value)
                    index += 1
                }
                Unmanaged<MarkupTreeBuilder>.fromOpaque(userData).takeUnretainedValue()
                    .start(String(cString: name), attributes)
            },
            end_element: { _, _, userData, _ in
                guard let userData else { return }
                Unmanaged<MarkupTreeBuilder>.fromOpaque(userData).takeUnretainedValue().end()
            },
            text: { _, text, length, userData, _ in
                guard let text, let userData else { return }
                let bytes = UnsafeRawBufferPointer(start: text, count: Int(length))
                Unmanaged<MarkupTreeBuilder>.fromOpaque(userData).takeUnretainedValue()
                    .text(String(decoding: bytes, as: UTF8.self))
            },
            passthrough: nil, error: nil)
        // The builder outlives the context, which is freed before it returns.
        let context = g_markup_parse_context_new(
            &parser, G_MARKUP_PREFIX_ERROR_POSITION, userData, nil)
        defer { g_markup_parse_context_free(context) }
        var error: UnsafeMutablePointer<GError>?
        let parsed =
            markup.withCString { g_markup_parse_context_parse(context, $0, -1, &error) } != 0
            && g_markup_parse_context_end_parse(context, &error) != 0
        guard parsed else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "not markup"
            g_clear_error(&error)
            throw MarkupParseFailure(message: message)
        }
        guard let root = builder.root else {
            throw MarkupParseFailure(message: "the document has no element")
        }
        return root
    }
}

/// Why GLib's markup parser refused a document: its message.
struct MarkupParseFailure: Error {
    var message: String
}

/// Builds a ``MarkupElement`` tree from the parser's callbacks (on the parsing thread, within
/// one call of ``MarkupElement/parse(_:)``).
private final class MarkupTreeBuilder {
    private var open: [MarkupElement] = []
    private(set) var root: MarkupElement?

    func start(_ name: String, _ attributes: [String: String]) {
        open.append(MarkupElement(name: name, attributes: attributes))
    }

    func end() {
        guard let element = open.popLast() else { return }
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].contents.append(.element(element))
        }
    }

    func text(_ text: String) {
        guard !open.isEmpty else { return }
        open[open.count - 1].contents.append(.text(text))
    }
}

extension String {
    /// The string without the spaces at its start and end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
