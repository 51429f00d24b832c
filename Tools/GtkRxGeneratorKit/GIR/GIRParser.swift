import Foundation
import FoundationXML

/// Reads `.gir` files into ``GIRNamespace``s.
///
/// A SAX reader: it keeps a stack of what it is inside (a class, a method, a parameter, an
/// array type) and fills the model as elements open and close. It skips what the generator
/// does not use: documentation, fields, virtual methods, top-level functions and constants.
final class GIRParser: NSObject, XMLParserDelegate {
    /// Why a `.gir` file could not be read.
    struct ParseError: Error, CustomStringConvertible {
        let path: String
        let message: String
        var description: String { "cannot read \(path): \(message)" }
    }

    /// The GIR fundamental type names, which are not qualified with a namespace.
    static let fundamentalTypes: Set<String> = [
        "none", "gboolean", "gchar", "guchar", "gint", "guint", "gshort", "gushort", "glong",
        "gulong", "gint8", "guint8", "gint16", "guint16", "gint32", "guint32", "gint64", "guint64",
        "gfloat", "gdouble", "gsize", "gssize", "goffset", "gintptr", "guintptr", "gunichar",
        "gunichar2", "gpointer", "gconstpointer", "utf8", "filename", "GType", "va_list",
        "long double", "gshort", "int", "long", "double", "float", "guint16", "time_t",
    ]

    /// The container types whose element type GIR gives as a nested `<type>`.
    static let containerTypes: Set<String> = ["GLib.List", "GLib.SList"]

    /// Parses the file at `path`.
    static func parse(path: String) throws -> GIRNamespace {
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else {
            throw ParseError(path: path, message: "the file cannot be opened")
        }
        let reader = GIRParser()
        parser.delegate = reader
        guard parser.parse(), let namespace = reader.namespace else {
            throw ParseError(
                path: path,
                message: parser.parserError.map { "\($0)" } ?? "no <namespace> element")
        }
        return namespace
    }

    // MARK: - State

    private var namespace: GIRNamespace?

    /// What an open element is, for the elements the reader follows.
    private enum Frame {
        case `class`(GIRClass)
        case interface(GIRInterface)
        case record(GIRRecord)
        case enumeration(GIREnumeration)
        case function(GIRFunction, kind: FunctionKind)
        case signal(GIRSignal)
        case property(GIRProperty)
        case parameter(GIRParameter, isInstance: Bool)
        case returnValue(type: GIRTypeRef?, transfer: GIRTransfer, isNullable: Bool)
        case array(GIRTypeRef)
        case type(GIRTypeRef)
        /// An element whose whole subtree is skipped.
        case skipped
        /// An element with no state of its own (`parameters`, `namespace`, …).
        case other
    }

    private enum FunctionKind {
        case constructor
        case method
        case function
        case callback
    }

    private var stack: [Frame] = []

    /// The depth of the stack inside `<namespace>`, where the namespace's types open.
    private var namespaceDepth = -1

    /// Whether some open element is being skipped.
    private var isSkipping: Bool {
        stack.contains { if case .skipped = $0 { true } else { false } }
    }

    // MARK: - Elements

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        if isSkipping {
            stack.append(.skipped)
            return
        }
        let a = attributes
        let deprecated = a["deprecated"] == "1"
        switch elementName {
        case "namespace":
            namespace = GIRNamespace(
                name: a["name"] ?? "", version: a["version"] ?? "",
                symbolPrefix: a["c:symbol-prefixes"] ?? "")
            stack.append(.other)
            namespaceDepth = stack.count
        case "class" where stack.count == namespaceDepth:
            stack.append(
                .class(
                    GIRClass(
                        name: a["name"] ?? "", namespace: ns, cType: a["c:type"] ?? "",
                        parent: a["parent"].map(qualify), isAbstract: a["abstract"] == "1",
                        getType: a["glib:get-type"], deprecated: deprecated,
                        version: a["version"])))
        case "interface" where stack.count == namespaceDepth:
            stack.append(
                .interface(
                    GIRInterface(
                        name: a["name"] ?? "", namespace: ns, cType: a["c:type"] ?? "",
                        getType: a["glib:get-type"], deprecated: deprecated)))
        case "record" where stack.count == namespaceDepth,
            "union" where stack.count == namespaceDepth:
            stack.append(
                .record(
                    GIRRecord(
                        name: a["name"] ?? "", namespace: ns, cType: a["c:type"] ?? "",
                        getType: a["glib:get-type"],
                        isClassStructFor: a["glib:is-gtype-struct-for"].map(qualify),
                        isDisguised: a["disguised"] == "1")))
        case "enumeration" where stack.count == namespaceDepth,
            "bitfield" where stack.count == namespaceDepth:
            stack.append(
                .enumeration(
                    GIREnumeration(
                        name: a["name"] ?? "", namespace: ns, cType: a["c:type"] ?? "",
                        isFlags: elementName == "bitfield", getType: a["glib:get-type"],
                        deprecated: deprecated)))
        case "member":
            if case .enumeration(var enumeration) = stack.last {
                enumeration.members.append(
                    .init(
                        name: a["name"] ?? "", cIdentifier: a["c:identifier"] ?? "",
                        value: Int(a["value"] ?? "") ?? 0, deprecated: deprecated))
                stack[stack.count - 1] = .enumeration(enumeration)
            }
            stack.append(.skipped)
        case "callback" where stack.count == namespaceDepth:
            namespace?.callbacks.insert(a["name"] ?? "")
            var signature = GIRFunction(name: a["name"] ?? "", cIdentifier: a["c:type"] ?? "")
            signature.isIntrospectable = a["introspectable"] != "0"
            signature.throwsError = a["throws"] == "1"
            stack.append(.function(signature, kind: .callback))
        case "alias" where stack.count == namespaceDepth:
            stack.append(.type(GIRTypeRef(name: a["name"].map(qualify))))
        case "implements":
            if case .class(var cls) = stack.last, let name = a["name"] {
                cls.implements.append(qualify(name))
                stack[stack.count - 1] = .class(cls)
            }
            stack.append(.other)
        case "prerequisite":
            if case .interface(var interface) = stack.last, let name = a["name"] {
                interface.prerequisites.append(qualify(name))
                stack[stack.count - 1] = .interface(interface)
            }
            stack.append(.other)
        case "constructor", "method", "function":
            guard isInsideType else {
                stack.append(.skipped)
                return
            }
            let kind: FunctionKind =
                elementName == "constructor"
                ? .constructor : elementName == "method" ? .method : .function
            var function = GIRFunction(name: a["name"] ?? "", cIdentifier: a["c:identifier"] ?? "")
            function.throwsError = a["throws"] == "1"
            function.isIntrospectable = a["introspectable"] != "0"
            function.deprecated = deprecated
            function.deprecatedVersion = a["deprecated-version"]
            function.version = a["version"]
            function.setsProperty = a["glib:set-property"]
            function.getsProperty = a["glib:get-property"]
            function.shadows = a["shadows"]
            function.shadowedBy = a["shadowed-by"]
            stack.append(.function(function, kind: kind))
        case "glib:signal":
            var signal = GIRSignal(name: a["name"] ?? "")
            signal.isDetailed = a["detailed"] == "1"
            signal.isAction = a["action"] == "1"
            signal.deprecated = deprecated
            signal.version = a["version"]
            stack.append(.signal(signal))
        case "property":
            guard isInsideType else {
                stack.append(.skipped)
                return
            }
            var property = GIRProperty(name: a["name"] ?? "", type: GIRTypeRef(name: nil))
            property.isReadable = a["readable"] != "0"
            property.isWritable = a["writable"] == "1"
            property.isConstructOnly = a["construct-only"] == "1"
            property.transfer = GIRTransfer(rawValue: a["transfer-ownership"] ?? "") ?? .none
            property.getter = a["getter"]
            property.setter = a["setter"]
            property.deprecated = deprecated
            property.version = a["version"]
            stack.append(.property(property))
        case "parameter", "instance-parameter":
            var parameter = GIRParameter(name: a["name"] ?? "", type: GIRTypeRef(name: nil))
            parameter.direction = GIRParameter.Direction(rawValue: a["direction"] ?? "") ?? .in
            parameter.isNullable = a["nullable"] == "1" || a["allow-none"] == "1"
            parameter.isOptional = a["optional"] == "1"
            parameter.transfer = GIRTransfer(rawValue: a["transfer-ownership"] ?? "") ?? .none
            parameter.callerAllocates = a["caller-allocates"] == "1"
            parameter.closure = a["closure"].flatMap { Int($0) }
            parameter.destroy = a["destroy"].flatMap { Int($0) }
            parameter.scope = a["scope"]
            stack.append(.parameter(parameter, isInstance: elementName == "instance-parameter"))
        case "return-value":
            stack.append(
                .returnValue(
                    type: nil,
                    transfer: GIRTransfer(rawValue: a["transfer-ownership"] ?? "") ?? .none,
                    isNullable: a["nullable"] == "1" || a["allow-none"] == "1"))
        case "array":
            var array = GIRTypeRef(name: a["name"].map(qualify), cType: a["c:type"])
            array.isArray = true
            array.isZeroTerminated = a["zero-terminated"] != "0" && a["length"] == nil
            array.lengthParameter = a["length"].flatMap { Int($0) }
            array.fixedSize = a["fixed-size"].flatMap { Int($0) }
            stack.append(.array(array))
        case "type":
            stack.append(.type(GIRTypeRef(name: a["name"].map(qualify), cType: a["c:type"])))
        case "varargs":
            var type = GIRTypeRef(name: nil)
            type.isVarargs = true
            stack.append(.type(type))
        case "doc", "doc-deprecated", "doc-stability", "doc-version", "source-position", "field",
            "virtual-method", "constant", "attribute", "docsection", "function-macro",
            "glib:boxed", "include", "c:include", "package":
            stack.append(.skipped)
        default:
            stack.append(.other)
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        guard let frame = stack.popLast() else { return }
        switch frame {
        case .class(let cls):
            namespace?.classes[cls.name] = cls
        case .interface(let interface):
            namespace?.interfaces[interface.name] = interface
        case .record(let record):
            if elementName == "record" || elementName == "union" {
                namespace?.records[record.name] = record
            }
        case .enumeration(let enumeration):
            namespace?.enumerations[enumeration.name] = enumeration
        case .function(let function, let kind):
            if kind == .callback, stack.count == namespaceDepth {
                namespace?.callbackSignatures[function.name] = function
            } else {
                attach(function, kind: kind)
            }
        case .signal(let signal):
            modifyType { cls in
                cls.signals.append(signal)
            } interface: {
                $0.signals.append(signal)
            }
        case .property(let property):
            modifyType { cls in
                cls.properties.append(property)
            } interface: {
                $0.properties.append(property)
            }
        case .parameter(let parameter, let isInstance):
            attach(parameter, isInstance: isInstance)
        case .returnValue(let type, let transfer, let isNullable):
            switch stack.last {
            case .function(var function, let kind):
                function.returnType = type ?? GIRTypeRef(name: "none")
                function.returnTransfer = transfer
                function.returnIsNullable = isNullable
                stack[stack.count - 1] = .function(function, kind: kind)
            case .signal(var signal):
                signal.returnType = type ?? GIRTypeRef(name: "none")
                signal.returnIsNullable = isNullable
                stack[stack.count - 1] = .signal(signal)
            default:
                break
            }
        case .array(let type), .type(let type):
            if elementName == "alias", stack.count == namespaceDepth, let name = type.name {
                // An alias: its frame holds the alias's own name; the target came as a child.
                _ = name
                return
            }
            attachType(type)
        case .skipped, .other:
            break
        }
    }

    // MARK: - Helpers

    private var ns: String { namespace?.name ?? "" }

    /// `name` qualified with the current namespace, unless it is qualified or fundamental.
    private func qualify(_ name: String) -> String {
        if name.contains(".") || GIRParser.fundamentalTypes.contains(name) {
            return name
        }
        return "\(ns).\(name)"
    }

    /// Whether the element being opened is a member of a class, interface or record.
    private var isInsideType: Bool {
        switch stack.last {
        case .class, .interface, .record: true
        default: false
        }
    }

    /// Applies `body` to the innermost class or interface being read.
    private func modifyType(
        class body: (inout GIRClass) -> Void, interface interfaceBody: (inout GIRInterface) -> Void
    ) {
        switch stack.last {
        case .class(var cls):
            body(&cls)
            stack[stack.count - 1] = .class(cls)
        case .interface(var interface):
            interfaceBody(&interface)
            stack[stack.count - 1] = .interface(interface)
        default:
            break
        }
    }

    private func attach(_ function: GIRFunction, kind: FunctionKind) {
        switch stack.last {
        case .class(var cls):
            switch kind {
            case .constructor: cls.constructors.append(function)
            case .method: cls.methods.append(function)
            case .function, .callback: cls.functions.append(function)
            }
            stack[stack.count - 1] = .class(cls)
        case .interface(var interface):
            if kind == .method {
                interface.methods.append(function)
            }
            stack[stack.count - 1] = .interface(interface)
        case .record(var record):
            switch kind {
            case .constructor: record.constructors.append(function)
            case .method: record.methods.append(function)
            case .function, .callback: break
            }
            stack[stack.count - 1] = .record(record)
        default:
            break
        }
    }

    /// Gives `parameter` to the function or signal whose `<parameters>` element is open.
    private func attach(_ parameter: GIRParameter, isInstance: Bool) {
        // The stack ends with the function or signal, then `<parameters>` (an `.other` frame).
        let index = stack.count - 2
        guard index >= 0 else { return }
        switch stack[index] {
        case .function(var function, let kind):
            if isInstance {
                function.instanceParameter = parameter
            } else {
                function.parameters.append(parameter)
            }
            stack[index] = .function(function, kind: kind)
        case .signal(var signal):
            signal.parameters.append(parameter)
            stack[index] = .signal(signal)
        default:
            break
        }
    }

    /// Gives `type` to the element it describes: a parameter, a return value, a property, an
    /// array (as its element type) or an alias (as its target).
    private func attachType(_ type: GIRTypeRef) {
        guard let index = stack.indices.last else { return }
        switch stack[index] {
        case .parameter(var parameter, let isInstance):
            parameter.type = type
            stack[index] = .parameter(parameter, isInstance: isInstance)
        case .returnValue(_, let transfer, let isNullable):
            stack[index] = .returnValue(type: type, transfer: transfer, isNullable: isNullable)
        case .property(var property):
            property.type = type
            stack[index] = .property(property)
        case .array(var array):
            array.element = Box(type)
            stack[index] = .array(array)
        case .type(let alias) where stack.count == namespaceDepth + 1:
            if let name = alias.name {
                namespace?.aliases[String(name.split(separator: ".").last ?? "")] = type
            }
        case .type(var container) where GIRParser.containerTypes.contains(container.name ?? ""):
            // `<type name="GLib.List"><type name="Gtk.Widget"/></type>`: the list's element.
            container.element = Box(type)
            stack[index] = .type(container)
        default:
            break
        }
    }
}
