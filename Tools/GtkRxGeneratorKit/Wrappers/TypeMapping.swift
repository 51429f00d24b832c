/// How one GIR type crosses between Swift and C in generated code: its Swift type, and the
/// expressions that convert a value each way (using the functions of
/// `Sources/GtkRxGLib/Objects/Marshalling.swift`).
struct MappedType {
    enum Kind: Equatable {
        case void
        case bool
        case integer
        case floating
        case character
        case string
        case enumeration
        case flags
        case object(isAbstract: Bool)
        case interface
        case stringArray
        /// A C array of bytes with its length in another argument, as `[UInt8]`.
        case bytes
        case gType
        /// `GVariant*`, as `Variant`.
        case variant
        /// `GVariantType*`, as `VariantType`.
        case variantType
        /// A `GList` (or, with `isSingly`, a `GSList`) of objects or strings, as a Swift array.
        case list(element: ListElement, isSingly: Bool)
        /// A plain C structure as a Swift value (``TypeMapper/valueStructures``): passed and
        /// returned through a pointer, or, when `byValue`, as the structure itself (a
        /// structure C passes by value, or one a caller-allocated out-parameter fills in).
        case structure(byValue: Bool)
        /// An opaque boxed structure, as its owned wrapper (a subclass of `Boxed`).
        case boxed
        /// A C callback as a Swift closure (the argument's ``ClosureRole`` says how).
        case closure
        /// GLib's `GBytes`, as `[UInt8]` (copied out of it, or into a new one for C to read).
        case gBytes
        /// `GtkTextIter`, as GtkRx's `TextIter` (a buffer and an offset, never stale): C reads
        /// a fresh iterator made from it; with `isInout`, C may move that iterator (GIR's
        /// non-const `GtkTextIter*`), and the Swift argument is `inout` and moves with it.
        case textIter(isInout: Bool)
        /// `GtkTreeIter`, as GtkRx's `TreeIter` (a model and a path, never dangling): C reads
        /// a fresh iterator made from it; with `isInout`, C moves that iterator
        /// (``Overrides`` names the functions that do), and the Swift argument moves with it.
        case treeIter(isInout: Bool)
        /// GLib's `GError`, as a `GLibError` (copied out of it, or into a new one for C).
        case gError
        /// A C array of other elements than bytes, as a Swift array: with its length in
        /// another argument (or, for a result, ended by a zero when `isZeroTerminated`).
        case array(element: ArrayElement, isZeroTerminated: Bool)
    }

    /// What a C array (``Kind/array(element:isZeroTerminated:)``) holds, and its Swift name.
    enum ArrayElement: Equatable {
        case integer
        /// An 8-bit element of an array ended by a zero (a line GIO read), as `UInt8`.
        case byte
        case floating
        case gType
        case enumeration(String)
        /// A plain structure C stores by value (``TypeMapper/valueStructures``).
        case structure(String)
        case object(String)
        case interface(String)
        case string

        var swift: String {
            switch self {
            case .integer: "Int"
            case .byte: "UInt8"
            case .floating: "Double"
            case .gType: "GType"
            case .enumeration(let name), .structure(let name), .object(let name): name
            case .interface(let name): "any \(name)"
            case .string: "String"
            }
        }

        /// The closure body converting one Swift element `$0` for C; `nil` for strings,
        /// objects and interfaces, which their scope functions (`withCStringArray`,
        /// `withCObjectArray`) lend as they are.
        func toC(context: String) -> String? {
            switch self {
            case .integer, .byte: "cInteger($0, \"\(context)\")"
            case .floating: "cFloat($0)"
            case .gType: "$0"
            case .enumeration: "$0.cValue"
            case .structure: "$0.cStructure"
            case .object, .interface, .string: nil
            }
        }

        /// The closure body reading one C element `$0` (its reference taken over when
        /// `transfer` is full), `nil` for one that cannot be read.
        func fromC(transfer: GIRTransfer, context: String) -> String {
            let wrap = transfer == .full ? "adopted" : "borrowed"
            return switch self {
            case .integer: "Int(truncatingIfNeeded: $0)"
            case .byte: "UInt8(truncatingIfNeeded: $0)"
            case .floating: "Double($0)"
            case .gType: "$0"
            case .enumeration(let name): "\(name)(reporting: Int($0.rawValue), in: \"\(context)\")"
            case .structure(let name): "\(name)($0)"
            case .object(let name):
                "Object.\(wrap)($0.map { gObjectPointer($0) }, as: \(name).self, \"\(context)\")"
            case .interface(let name):
                "Object.\(wrap)($0.map { gObjectPointer($0) }, as: Object.self, \"\(context)\") as? any \(name)"
            case .string: "$0"
            }
        }
    }

    /// What a `GList` or `GSList` holds.
    enum ListElement: Equatable {
        /// Objects of a wrapped class, by its Swift name.
        case object(String)
        /// Objects implementing a wrapped interface, by its Swift name.
        case interface(String)
        /// UTF-8 strings (or file names).
        case string
        /// Opaque boxed structures, as their wrappers (a result only).
        case boxed(String)
        /// `GVariant`s (a result only).
        case variant
    }

    /// A list's ownership as the marshalling functions name it.
    private static func listTransfer(_ transfer: GIRTransfer) -> String {
        switch transfer {
        case .none, .floating: ".none"
        case .container: ".container"
        case .full: ".full"
        }
    }

    var kind: Kind
    /// The Swift type without optionality: `Int`, `String`, `Widget`, `any Editable`, …
    var base: String
    var isOptional: Bool

    /// Whether the value is an iterator C moves, passed `inout` (`&iter`).
    var isMovedIterator: Bool {
        kind == .textIter(isInout: true) || kind == .treeIter(isInout: true)
    }

    /// The Swift type as declared.
    var swift: String {
        guard isOptional else { return base }
        return base.hasPrefix("any ") ? "(\(base))?" : "\(base)?"
    }

    /// How two values compare, for the equality guard of a bound property: `==`, or `===` for
    /// objects.
    var equality: String {
        switch kind {
        case .object, .interface, .boxed: "==="
        default: "=="
        }
    }

    /// The expression passing the Swift value `expression` as a C argument; `nil` when the
    /// value needs a closure around the call (see ``needsScope``).
    func toC(_ expression: String, context: String) -> String {
        switch kind {
        case .void: expression
        case .bool: "cBool(\(expression))"
        case .integer: "cInteger(\(expression), \"\(context)\")"
        case .floating: "cFloat(\(expression))"
        case .character: "cUnichar(\(expression))"
        case .string: expression
        case .enumeration, .flags:
            isOptional ? "(\(expression))?.cValue" : "\(expression).cValue"
        case .object, .interface:
            isOptional ? "cPointerOrNull(\(expression))" : "cPointer(\(expression))"
        case .stringArray, .bytes, .list, .gBytes, .textIter, .treeIter, .gError, .array:
            "$scoped"
        case .structure(let byValue):
            byValue ? "\(expression).cStructure" : "$scoped"
        case .boxed:
            isOptional ? "cBoxedOrNull(\(expression))" : "cBoxed(\(expression))"
        case .gType, .closure: expression
        case .variant, .variantType:
            isOptional ? "(\(expression))?.raw" : "\(expression).raw"
        }
    }

    /// The expression passing the Swift value `expression` to a C argument that takes a
    /// reference of its own (transfer full): the wrapper keeps its own reference, and C gets
    /// a new one, which it releases when it is done. `nil` for values that are not objects.
    func toCTransferred(_ expression: String) -> String? {
        switch kind {
        case .object, .interface:
            isOptional
                ? "cTransferredPointerOrNull(\(expression))" : "cTransferredPointer(\(expression))"
        case .boxed where !isOptional: "cTransferredBoxed(\(expression))"
        case .gError where !isOptional: "cTransferredGError(\(expression))"
        default: nil
        }
    }

    /// The value a method returns when it refuses an argument without calling C: the type's
    /// neutral value (a stand-in object where the result cannot be `nil`).
    func fallback(context: String) -> String {
        if isOptional { return "nil" }
        switch kind {
        case .bool: return "false"
        case .integer, .gType: return "0"
        case .floating: return "0"
        case .character: return "\"\\u{FFFD}\""
        case .string: return "\"\""
        case .stringArray: return "[]"
        case .enumeration: return "\(base)(reporting: 0, in: \"\(context)\")"
        case .flags: return "[]"
        case .object: return "Object.standIn(for: \(base).self, \"\(context)\")"
        case .bytes, .list, .gBytes, .array: return "[]"
        case .structure: return "\(base)()"
        case .textIter: return "TextIter(standingInFor: self, \"\(context)\")"
        case .treeIter: return "TreeIter(standingInFor: self, \"\(context)\")"
        case .void, .interface, .variant, .variantType, .boxed, .closure, .gError: return "nil"
        }
    }

    /// Whether a property of this kind can be read through GValue.
    static func canReadThroughGValue(_ kind: Kind) -> Bool {
        switch kind {
        case .void, .character, .stringArray, .variantType, .bytes, .list, .closure, .gBytes,
            .textIter, .treeIter, .gError, .array:
            false
        case .structure(let byValue): !byValue
        default: true
        }
    }

    /// Whether a property of this kind can be written through GValue.
    static func canWriteThroughGValue(_ kind: Kind) -> Bool { canReadThroughGValue(kind) }

    /// Whether passing a value needs the call wrapped in a closure (`withCStringArray`).
    var needsScope: Bool {
        switch kind {
        case .stringArray, .bytes, .list, .gBytes, .textIter, .treeIter, .gError, .array: true
        case .structure(let byValue): !byValue
        default: false
        }
    }

    /// Whether the value is a C array whose length is another argument (bytes, or other
    /// elements not ended by a zero).
    var isArrayWithLength: Bool {
        switch kind {
        case .bytes: true
        case .array(_, let isZeroTerminated): !isZeroTerminated
        default: false
        }
    }

    /// The arguments of the scope function (``scopeFunction``) lending the Swift value
    /// `expression` to C: the value, and for an array the conversion of each element.
    func scopeArguments(_ expression: String, context: String) -> String {
        guard case .array(let element, _) = kind, let convert = element.toC(context: context)
        else { return expression }
        return "\(expression), convert: { \(convert) }"
    }

    /// The expression reading the C array `expression` of `count` elements (`nil`: ended by
    /// a zero), handed over with `transfer`.
    func arrayFromC(
        _ expression: String, count: String?, transfer: GIRTransfer, context: String
    ) -> String {
        let ownership = Self.listTransfer(transfer)
        switch kind {
        case .bytes:
            // Qualified: a wrapper may have a method of the same name (`readBytes`).
            let function = transfer == .none ? "GtkRxGLib.readBytes" : "GtkRxGLib.takeBytes"
            return "\(function)(\(expression), count: \(count ?? "0"))"
        case .array(.string, _):
            return "readCStringArray(\(expression), count: \(count ?? "0"), transfer: \(ownership))"
        case .array(let element, _):
            let convert = element.fromC(transfer: transfer, context: context)
            guard let count else {
                let function =
                    isOptional ? "readOptionalZeroTerminatedCArray" : "readZeroTerminatedCArray"
                return "\(function)(\(expression), transfer: \(ownership)) { \(convert) }"
            }
            return
                "readCArray(\(expression), count: \(count), transfer: \(ownership)) { \(convert) }"
        default:
            return fromC(expression, transfer: transfer, context: context)
        }
    }

    /// The function that gives a call the C form of a value needing a scope.
    var scopeFunction: String {
        switch kind {
        case .bytes: "withCBytes"
        case .list: "withCList"
        case .structure: "withCStructure"
        case .gBytes: "withCGBytes"
        case .textIter: "withCTextIter"
        case .treeIter: "withCTreeIter"
        case .gError: "withCGError"
        case .array(.string, _): "withCStringArray"
        case .array(.object, _), .array(.interface, _): "withCObjectArray"
        case .array: "withCArray"
        default: "withCStringArray"
        }
    }

    /// The expression reading the C value `expression` as Swift, for a value handed over with
    /// `transfer`, reporting bad values with `context`.
    func fromC(_ expression: String, transfer: GIRTransfer, context: String) -> String {
        switch kind {
        case .void, .closure:
            return expression
        case .bool:
            return "swiftBool(\(expression))"
        case .integer:
            return "Int(truncatingIfNeeded: \(expression))"
        case .floating:
            return "Double(\(expression))"
        case .character:
            return "swiftCharacter(\(expression))"
        case .string:
            switch (transfer, isOptional) {
            case (.full, false): return "takeString(\(expression), \"\(context)\")"
            case (.full, true): return "takeOptionalString(\(expression))"
            case (_, false): return "swiftString(\(expression), \"\(context)\")"
            case (_, true): return "swiftOptionalString(\(expression))"
            }
        case .enumeration:
            return "\(base)(reporting: Int(\(expression).rawValue), in: \"\(context)\")"
        case .flags:
            return "\(base)(rawValue: Int(\(expression).rawValue))"
        case .object:
            let wrap =
                transfer == .full
                ? "Object.adopted(\(pointerExpression(expression)), as: \(base).self, \"\(context)\")"
                : "Object.borrowed(\(pointerExpression(expression)), as: \(base).self, \"\(context)\")"
            return isOptional
                ? wrap : "\(wrap) ?? Object.standIn(for: \(base).self, \"\(context)\")"
        case .interface:
            let wrap =
                transfer == .full
                ? "Object.adopted(\(pointerExpression(expression)), as: Object.self, \"\(context)\")"
                : "Object.borrowed(\(pointerExpression(expression)), as: Object.self, \"\(context)\")"
            return "(\(wrap) as? \(base))"
        case .stringArray:
            return transfer == .none
                ? "readStringArray(UnsafePointer(OpaquePointer(\(expression))))"
                : "takeStringArray(\(expression))"
        case .bytes:
            // Read with its length by the caller (``MemberRendering``); never alone.
            return expression
        case .array(_, let isZeroTerminated):
            // Read with its length by the caller (``MemberRendering``), or up to its zero.
            return isZeroTerminated
                ? arrayFromC(expression, count: nil, transfer: transfer, context: context)
                : expression
        case .gType:
            return expression
        case .variant:
            return transfer == .full
                ? "Variant(adopting: \(expression))" : "Variant(retaining: \(expression))"
        case .variantType:
            return transfer == .full
                ? "VariantType(adopting: \(expression))" : "VariantType(copying: \(expression))"
        case .list(let element, _):
            let ownership = Self.listTransfer(transfer)
            switch element {
            case .object(let swift):
                return
                    "readCList(\(expression), transfer: \(ownership), as: \(swift).self, \"\(context)\")"
            case .interface(let swift):
                return
                    "readCList(\(expression), transfer: \(ownership), as: Object.self, \"\(context)\").compactMap { $0 as? any \(swift) }"
            case .string:
                return "readCStringList(\(expression), transfer: \(ownership))"
            case .boxed(let swift):
                return "readCBoxedList(\(expression), transfer: \(ownership), as: \(swift).self)"
            case .variant:
                return "readCVariantList(\(expression), transfer: \(ownership))"
            }
        case .gBytes:
            return transfer == .full ? "takeGBytes(\(expression))" : "readGBytes(\(expression))"
        case .gError:
            return transfer == .full
                ? "\(expression).map { GLibError(consuming: $0) }"
                : "\(expression).map { GLibError(copying: $0) }"
        case .treeIter:
            // An iterator C filled in (an out-parameter), of the model `self` is (or shows).
            return "TreeIter(filledIn: \(expression), of: self, \"\(context)\")"
        case .textIter:
            // An iterator C filled in (an out-parameter), in the buffer of `self` (a text
            // buffer, or a text view's buffer).
            return "TextIter(filledIn: \(expression), of: self, \"\(context)\")"
        case .boxed:
            return transfer == .full
                ? "Boxed.adopted(UnsafeMutableRawPointer(\(expression)), as: \(base).self)"
                : "Boxed.copied(UnsafeRawPointer(\(expression)), as: \(base).self)"
        case .structure(let byValue):
            if byValue { return "\(base)(\(expression))" }
            let ownership = Self.listTransfer(transfer)
            return isOptional
                ? "\(base).read(\(expression), transfer: \(ownership))"
                : "\(base).readRequired(\(expression), transfer: \(ownership), or: \(base)(), \"\(context)\")"
        }
    }

    /// The C object pointer `expression` (typed, opaque or raw, optional) as a `GObject`
    /// pointer.
    private func pointerExpression(_ expression: String) -> String {
        "\(expression).map { gObjectPointer($0) }"
    }

    /// The expression reading signal argument `index` of `arguments` as this type; `nil` when
    /// signals cannot carry it.
    func signalArgument(_ index: Int, context: String) -> String? {
        switch kind {
        case .bool: return "arguments.value(at: \(index), as: Bool.self) ?? false"
        case .integer: return "arguments.value(at: \(index), as: Int.self) ?? 0"
        case .floating: return "arguments.value(at: \(index), as: Double.self) ?? 0"
        case .character:
            return
                "swiftCharacter(gunichar(truncatingIfNeeded: arguments.value(at: \(index), as: Int.self) ?? 0))"
        case .string:
            return isOptional
                ? "arguments.value(at: \(index), as: String?.self) ?? nil"
                : "arguments.value(at: \(index), as: String.self) ?? \"\""
        case .enumeration:
            return
                "\(base)(reporting: arguments.value(at: \(index), as: Int.self) ?? 0, in: \"\(context)\")"
        case .flags:
            return "\(base)(rawValue: arguments.value(at: \(index), as: Int.self) ?? 0)"
        case .object:
            let read =
                base == "Object"
                ? "arguments.object(at: \(index))" : "arguments.object(at: \(index)) as? \(base)"
            return isOptional
                ? read : "(\(read)) ?? Object.standIn(for: \(base).self, \"\(context)\")"
        case .interface:
            return isOptional ? "arguments.object(at: \(index)) as? \(base)" : nil
        case .gType:
            return "GType(truncatingIfNeeded: arguments.value(at: \(index), as: Int.self) ?? 0)"
        case .variant:
            return "arguments.value(at: \(index), as: Variant.self)"
        case .textIter:
            return "TextIter(signalArgument: arguments.pointer(at: \(index)), \"\(context)\")"
        case .gError:
            return "arguments.pointer(at: \(index)).map { GLibError(copyingSignalArgument: $0) }"
        case .void, .stringArray, .variantType, .bytes, .list, .structure, .boxed, .closure,
            .gBytes, .treeIter, .array:
            return nil
        }
    }

    /// Whether a signal handler can return this type (through `setReturnValue` or
    /// `setReturnObject`).
    var canBeSignalReturn: Bool {
        switch kind {
        case .bool, .integer, .floating, .enumeration, .flags, .gType: !isOptional
        case .string, .object: true
        default: false
        }
    }

    /// The statement giving a signal handler's result `expression` back to GLib.
    func signalReturn(_ expression: String) -> String {
        switch kind {
        case .enumeration, .flags: "arguments.setReturnValue((\(expression)).rawValue)"
        case .object: "arguments.setReturnObject(\(expression))"
        case .gType: "arguments.setReturnValue(Int(truncatingIfNeeded: \(expression)))"
        default: "arguments.setReturnValue(\(expression))"
        }
    }

    /// Whether ``toC(_:context:)`` needs the value to be read as GValue for a property without
    /// accessor functions.
    var gValueType: String? {
        switch kind {
        case .bool: "Bool"
        case .integer: "Int"
        case .floating: "Double"
        case .string: isOptional ? "String?" : "String"
        case .enumeration, .flags: "Int"
        case .variant: "Variant?"
        default: nil
        }
    }
}

/// Maps GIR types to ``MappedType``s, or says why one cannot be.
struct TypeMapper {
    let repository: GIRRepository
    /// The Swift name of each wrapped class, interface, enumeration and flags type, by
    /// qualified GIR name.
    let swiftNames: [String: String]
    /// The classes that are abstract, by qualified name (their wrappers cannot stand in).
    let abstractClasses: Set<String>
    /// The interfaces wrapped as classes (``WrapperPlan/classInterfaces``): mapped as abstract
    /// classes, optional whatever GIR says, since no stand-in can be made for them.
    let classInterfaces: Set<String>

    /// Why a type cannot be mapped.
    struct Unsupported: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// The plain C structures generated code passes as Swift values, by qualified GIR name:
    /// each Swift type is written by hand (in `Sources/GtkRxWidgets/Structures/`), conforms to
    /// `CValueStructure` and converts its fields both ways. Other structures are not mapped
    /// yet.
    static let valueStructures: [String: String] = [
        "Gdk.RGBA": "RGBA",
        "Gdk.Rectangle": "Rectangle",
        "Gtk.Border": "Border",
        "Gtk.Requisition": "Requisition",
        "Graphene.Point": "Graphene.Point",
        "Graphene.Size": "Graphene.Size",
        "Graphene.Rect": "Graphene.Rect",
    ]

    /// Plain C structures that C functions pass only as arrays, each a Swift value written by
    /// hand (in `Sources/GtkRxWidgets/Structures/ArrayElementStructures.swift`) that converts its
    /// fields both ways; unlike ``valueStructures`` they have no boxed type.
    static let arrayElementStructures: [String: String] = [
        "Gtk.PageRange": "PageRange",
        "Gsk.ColorStop": "ColorStop",
        "Gsk.Shadow": "Shadow",
        "Gdk.KeymapKey": "KeymapKey",
    ]

    static let integerTypes: Set<String> = [
        "gint", "guint", "gint8", "guint8", "gint16", "guint16", "gint32", "guint32", "gint64",
        "guint64", "glong", "gulong", "gshort", "gushort", "gsize", "gssize", "goffset", "gchar",
        "guchar", "int",
    ]

    /// What an element of a C array is, when GtkRx reads and writes arrays of it.
    private func arrayElement(_ element: GIRTypeRef) throws(Unsupported) -> MappedType.ArrayElement
    {
        if let name = element.name,
            let swift = Self.valueStructures[name] ?? Self.arrayElementStructures[name]
        {
            return .structure(swift)
        }
        if ["guint8", "gint8", "guchar", "gchar"].contains(element.name ?? "") {
            return .byte
        }
        let mapped = try map(element, isNullable: false)
        switch mapped.kind {
        case .integer: return .integer
        case .floating: return .floating
        case .gType: return .gType
        case .enumeration: return .enumeration(mapped.base)
        case .object: return .object(mapped.base)
        case .interface: return .interface(String(mapped.base.dropFirst("any ".count)))
        case .string: return .string
        default: throw Unsupported(reason: "array of \(mapped.base)")
        }
    }

    /// The Swift type of `type`; `isNullable` makes it optional (objects of abstract classes are
    /// optional whatever GIR says: no stand-in can be made for them).
    func map(_ type: GIRTypeRef, isNullable: Bool) throws(Unsupported) -> MappedType {
        if type.isVarargs {
            throw Unsupported(reason: "C variadic arguments")
        }
        if type.isArray {
            if type.element?.value.name == "utf8" || type.element?.value.name == "filename",
                type.isZeroTerminated
            {
                return MappedType(kind: .stringArray, base: "[String]", isOptional: false)
            }
            if ["guint8", "gint8", "guchar", "gchar"].contains(type.element?.value.name ?? ""),
                type.lengthParameter != nil
            {
                return MappedType(kind: .bytes, base: "[UInt8]", isOptional: false)
            }
            if let element = type.element?.value, type.name == nil, type.fixedSize == nil,
                let arrayElement = try? self.arrayElement(element),
                type.lengthParameter != nil
                    || (type.isZeroTerminated && [.integer, .byte].contains(arrayElement))
            {
                // An array ended by a zero may be `NULL` (no line at the end of a stream), which
                // is not an empty one.
                return MappedType(
                    kind: .array(
                        element: arrayElement, isZeroTerminated: type.lengthParameter == nil),
                    base: "[\(arrayElement.swift)]",
                    isOptional: type.lengthParameter == nil && isNullable)
            }
            throw Unsupported(reason: "array of \(type.element?.value.name ?? "unknown")")
        }
        guard let name = type.name else {
            throw Unsupported(reason: "a type without a name")
        }
        switch name {
        case "none":
            return MappedType(kind: .void, base: "Void", isOptional: false)
        case "gboolean":
            return MappedType(kind: .bool, base: "Bool", isOptional: false)
        case _ where TypeMapper.integerTypes.contains(name):
            return MappedType(kind: .integer, base: "Int", isOptional: false)
        case "gfloat", "gdouble", "double", "float":
            return MappedType(kind: .floating, base: "Double", isOptional: false)
        case "gunichar":
            return MappedType(kind: .character, base: "Character", isOptional: false)
        case "utf8", "filename":
            if let cType = type.cType, !cType.contains("const"), cType.contains("char"),
                cType.hasSuffix("*") == false || cType == "gchar*" || cType == "char*"
            {
                // Checked by the caller for parameters (a non-const in-argument), fine for
                // returns and properties.
            }
            return MappedType(kind: .string, base: "String", isOptional: isNullable)
        case "GType":
            return MappedType(kind: .gType, base: "GType", isOptional: false)
        case "GLib.Variant":
            // Results and signal arguments are optional whatever GIR says: GIO leaves many
            // without a `nullable` annotation.
            return MappedType(kind: .variant, base: "Variant", isOptional: true)
        case "GLib.VariantType":
            return MappedType(kind: .variantType, base: "VariantType", isOptional: true)
        case "GObject.Object", "GObject.InitiallyUnowned":
            return MappedType(
                kind: .object(isAbstract: false), base: "Object", isOptional: isNullable)
        case "GLib.Bytes":
            return MappedType(kind: .gBytes, base: "[UInt8]", isOptional: false)
        case "GLib.Error":
            // Optional whatever GIR says: a callback's or signal's error is often `NULL` for
            // success without a `nullable` annotation (arguments follow GIR, see
            // `MemberAnalysis.mapArgument`).
            return MappedType(kind: .gError, base: "GLibError", isOptional: true)
        case "GLib.List", "GLib.SList":
            return try mapList(type, isSingly: name == "GLib.SList")
        default:
            break
        }
        switch repository.kind(of: name) {
        case .class(let cls):
            guard let swift = swiftNames[cls.qualifiedName] else {
                throw Unsupported(reason: "class \(name) is not wrapped")
            }
            let isAbstract = abstractClasses.contains(cls.qualifiedName)
            return MappedType(
                kind: .object(isAbstract: isAbstract), base: swift,
                isOptional: isNullable || isAbstract)
        case .interface(let interface):
            guard let swift = swiftNames[interface.qualifiedName] else {
                throw Unsupported(reason: "interface \(name) is not wrapped")
            }
            if classInterfaces.contains(interface.qualifiedName) {
                return MappedType(kind: .object(isAbstract: true), base: swift, isOptional: true)
            }
            return MappedType(kind: .interface, base: "any \(swift)", isOptional: true)
        case .enumeration(let enumeration):
            guard let swift = swiftNames[enumeration.qualifiedName] else {
                throw Unsupported(reason: "enumeration \(name) is not wrapped")
            }
            return MappedType(
                kind: enumeration.isFlags ? .flags : .enumeration, base: swift,
                isOptional: false)
        case .record(let record) where record.qualifiedName == "Gtk.TextIter":
            // C moves an iterator it takes as non-const (`gtk_text_buffer_insert` leaves it
            // after the inserted text); one that may be `NULL` is only read.
            let isInout = !(type.cType?.contains("const") ?? true) && !isNullable
            return MappedType(
                kind: .textIter(isInout: isInout), base: "TextIter", isOptional: isNullable)
        case .record(let record) where record.qualifiedName == "Gtk.TreeIter":
            // Read by value: GIR declares most tree iterators non-const, moved or not; the
            // functions that move one are named in ``Overrides`` (see `MemberAnalysis`).
            return MappedType(
                kind: .treeIter(isInout: false), base: "TreeIter", isOptional: isNullable)
        case .record(let record) where swiftNames[record.qualifiedName] != nil:
            // Results are optional whatever GIR says: no stand-in can be made for a structure.
            return MappedType(
                kind: .boxed, base: swiftNames[record.qualifiedName]!, isOptional: true)
        case .record(let record):
            guard let swift = Self.valueStructures[record.qualifiedName] else {
                throw Unsupported(reason: "structure \(name)")
            }
            let byValue = type.cType.map { !$0.hasSuffix("*") } ?? false
            return MappedType(
                kind: .structure(byValue: byValue), base: swift, isOptional: isNullable)
        case .callback:
            throw Unsupported(reason: "callback \(name)")
        case .alias(var target):
            // The C type as written where the alias is used (`const GtkAllocation *`) says
            // whether a structure is passed by pointer; the alias's own target does not.
            target.cType = type.cType ?? target.cType
            return try map(target, isNullable: isNullable)
        case nil:
            throw Unsupported(reason: "type \(name)")
        }
    }

    /// A `GList` or `GSList` of objects or strings, by its element type.
    private func mapList(_ type: GIRTypeRef, isSingly: Bool) throws(Unsupported) -> MappedType {
        let listName = isSingly ? "GSList" : "GList"
        guard let elementType = type.element?.value else {
            throw Unsupported(reason: "a \(listName) without an element type")
        }
        if elementType.name == "utf8" || elementType.name == "filename" {
            return MappedType(
                kind: .list(element: .string, isSingly: isSingly), base: "[String]",
                isOptional: false)
        }
        let element: MappedType
        do {
            element = try map(elementType, isNullable: false)
        } catch {
            throw Unsupported(reason: "a \(listName) of \(error.reason)")
        }
        switch element.kind {
        case .object:
            let swift = element.base
            return MappedType(
                kind: .list(element: .object(swift), isSingly: isSingly), base: "[\(swift)]",
                isOptional: false)
        case .interface:
            let swift = String(element.base.dropFirst("any ".count))
            return MappedType(
                kind: .list(element: .interface(swift), isSingly: isSingly),
                base: "[any \(swift)]", isOptional: false)
        case .boxed where !isSingly:
            return MappedType(
                kind: .list(element: .boxed(element.base), isSingly: false),
                base: "[\(element.base)]", isOptional: false)
        case .variant where !isSingly:
            return MappedType(
                kind: .list(element: .variant, isSingly: false), base: "[Variant]",
                isOptional: false)
        default:
            throw Unsupported(reason: "a \(listName) of \(elementType.name ?? "unknown")")
        }
    }
}
