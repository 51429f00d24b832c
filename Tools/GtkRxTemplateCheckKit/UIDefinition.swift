import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What the check needs of a GtkBuilder `.ui` definition: its `<template>`, its objects by id
/// with their classes, and its `<signal>` handlers, each with its line.
public struct UIDefinition: Equatable, Sendable {
    /// An `<object>` with an `id`.
    public struct Object: Equatable, Sendable {
        /// Its `class`.
        public let className: String
        /// The line of its start tag.
        public let line: Int
    }

    /// A `<signal>`'s handler.
    public struct Handler: Equatable, Sendable {
        /// The signal's `name`.
        public let signal: String
        /// Its `handler`.
        public let name: String
        /// The line of the `<signal>` tag.
        public let line: Int
    }

    /// A `<template>`.
    public struct Template: Equatable, Sendable {
        /// Its `class`: the type it defines.
        public let className: String
        /// The line of its start tag.
        public let line: Int
    }

    /// The `<template>`, when there is one.
    public private(set) var template: Template?
    /// The objects with an id, by id.
    public private(set) var objects: [String: Object] = [:]
    /// The handlers, in document order.
    public private(set) var handlers: [Handler] = []

    /// Why a definition does not parse, and where.
    public struct ParseError: Error, Equatable, Sendable {
        /// The line, from 1.
        public let line: Int
        /// The column, from 1.
        public let column: Int
        /// The XML parser's reason.
        public let reason: String
    }

    /// The definition in `data`, or where and why it does not parse.
    public static func parse(_ data: Data) -> Result<UIDefinition, ParseError> {
        let parser = XMLParser(data: data)
        let reader = Reader()
        parser.delegate = reader
        reader.parser = parser
        let parsed = parser.parse()
        if let mismatch = reader.mismatch {
            return .failure(mismatch)
        }
        guard parsed, reader.open.isEmpty else {
            let code = reader.errorCode ?? (parser.parserError as NSError?)?.code
            return .failure(
                ParseError(
                    line: max(reader.errorLine ?? parser.lineNumber, 1),
                    column: max(reader.errorColumn ?? parser.columnNumber, 1),
                    reason: parsed ? reason(85) : reason(code)))
        }
        return .success(reader.definition)
    }

    /// A reason for the XML parser's error `code` (libxml2's numbers, as `XMLParser.ErrorCode`).
    static func reason(_ code: Int?) -> String {
        let reasons: [Int: String] = [
            4: "the document is empty", 5: "the document ends before its elements are closed",
            9: "an invalid character", 23: "an entity reference without its ';'",
            26: "an undeclared entity", 38: "a '<' in an attribute value",
            39: "an attribute value without its quotes", 40: "an attribute is not closed",
            41: "an attribute without a value", 42: "an attribute is not closed",
            64: "the XML declaration is not at the start",
            68: "a name was expected", 73: "a '>' was expected",
            76: "a closing tag does not match the element it closes",
            85: "the document ends before its elements are closed",
        ]
        guard let code else { return "not well-formed XML" }
        return reasons[code] ?? "not well-formed XML (libxml2 error \(code))"
    }

    /// Collects the definition as the parser reads it.
    private final class Reader: NSObject, XMLParserDelegate {
        weak var parser: XMLParser?
        var definition = UIDefinition()
        /// Where the parser stopped, as it reported the error.
        var errorLine: Int?
        var errorColumn: Int?
        var errorCode: Int?
        /// The elements open, innermost last: Foundation's parser lets a closing tag of an outer
        /// element close inner ones on Linux, which GtkBuilder refuses.
        var open: [String] = []
        /// A closing tag that does not close the innermost element.
        var mismatch: ParseError?

        func parser(
            _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            guard open.last == element else {
                if mismatch == nil {
                    mismatch = ParseError(
                        line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                        reason:
                            "</\(element)> closes <\(open.last ?? element)>; "
                            + UIDefinition.reason(76))
                }
                parser.abortParsing()
                return
            }
            open.removeLast()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard errorLine == nil else { return }
            errorLine = parser.lineNumber
            errorColumn = parser.columnNumber
            errorCode = (parseError as NSError).code
        }

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let line = parser.lineNumber
            open.append(element)
            switch element {
            case "template":
                definition.template = Template(className: attributes["class"] ?? "", line: line)
            case "object":
                if let id = attributes["id"], definition.objects[id] == nil {
                    definition.objects[id] = Object(
                        className: attributes["class"] ?? "", line: line)
                }
            case "signal":
                if let handler = attributes["handler"] {
                    definition.handlers.append(
                        Handler(signal: attributes["name"] ?? "", name: handler, line: line))
                }
            default:
                break
            }
        }
    }
}
