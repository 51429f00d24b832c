/// Writes the members of one class or interface: properties, methods, signal connectors and
/// (for classes) initializers, recording what it wrote and what it skipped, and why.
struct MemberWriter {
    /// What the members belong to.
    struct Owner {
        /// `Gtk.Label`.
        var qualifiedName: String
        /// `Label`.
        var swiftName: String
        var isInterface: Bool
        var isWidget: Bool
        var module: WrapperPlan.Module
        var properties: [GIRProperty]
        var methods: [GIRFunction]
        var signals: [GIRSignal]
        var constructors: [GIRFunction]
        var isAbstract: Bool
    }

    /// Names a type's members take, so that a subclass does not redeclare one (extension
    /// members cannot override).
    struct Declared {
        /// Properties, and methods without arguments.
        var names: Set<String> = []
        /// Methods with arguments, as `name(label:label:)`.
        var signatures: Set<String> = []
        /// Initializers, by their parameter list with types (`label: String`), mapped to that
        /// parameter list, for the unavailable shadows of subclasses.
        var initializers: [String: String] = [:]
    }

    let owner: Owner
    let mapper: TypeMapper
    let coverage: CoverageLog
    /// What ancestors (and, for interfaces, nothing) declared already.
    var inherited: Declared
    /// What this owner declares, growing as members are written.
    private(set) var declared = Declared()
    /// The enumerations used, by qualified name.
    private(set) var usedEnumerations: Set<String> = []
    /// What `.rx` gets: the properties and signals written, for ``RxEmitter``.
    private(set) var rxMembers: [RxMember] = []
    /// The signal connectors written, for ``TestEmitter``: connector, signal, argument count,
    /// return type.
    private(set) var connectors:
        [(connector: String, signal: String, arguments: Int, returns: MappedType)] = []
    /// C functions already covered (by a property using them as accessors).
    private var covered: Set<String> = []

    init(owner: Owner, mapper: TypeMapper, coverage: CoverageLog, inherited: Declared) {
        self.owner = owner
        self.mapper = mapper
        self.coverage = coverage
        self.inherited = inherited
    }

    // MARK: - Helpers

    private func record(
        _ kind: CoverageRecord.Kind, _ name: String, _ outcome: CoverageRecord.Outcome
    ) {
        coverage.record(
            kind, owner: owner.qualifiedName, name: name, outcome, isWidget: owner.isWidget)
    }

    private mutating func map(_ type: GIRTypeRef, nullable: Bool) throws(TypeMapper.Unsupported)
        -> MappedType
    {
        let mapped = try mapper.map(type, isNullable: nullable)
        if mapped.kind == .enumeration || mapped.kind == .flags, let name = type.name {
            usedEnumerations.insert(resolveAlias(name))
        }
        return mapped
    }

    /// An argument's type: optional only when GIR says it may be `NULL` (an abstract class's
    /// objects are optional as results only, where no stand-in can be made).
    private mutating func mapArgument(_ parameter: GIRParameter) throws(TypeMapper.Unsupported)
        -> MappedType
    {
        var mapped = try map(parameter.type, nullable: parameter.isNullable)
        switch mapped.kind {
        case .object, .interface, .variant, .variantType:
            mapped.isOptional = parameter.isNullable
        default:
            break
        }
        return mapped
    }

    private func resolveAlias(_ name: String) -> String {
        if case .alias(let target) = mapper.repository.kind(of: name), let targetName = target.name
        {
            return resolveAlias(targetName)
        }
        return name
    }

    /// Whether `name` is free for a property (or a method without arguments).
    private func isNameFree(_ name: String) -> Bool {
        !inherited.names.contains(name) && !declared.names.contains(name)
            && !inherited.signatures.contains { $0.hasPrefix(name + "(") && $0.hasSuffix("()") }
    }

    /// Whether the signature `name(labels:)` is free.
    private func isSignatureFree(_ signature: String) -> Bool {
        !inherited.signatures.contains(signature) && !declared.signatures.contains(signature)
    }

    private var context: String { owner.swiftName }

    private var selfPointer: String { "cPointer(self)" }

    private var setterKeyword: String { "set" }

    // MARK: - Properties

    mutating func writeProperties(into out: inout SourceBuilder) {
        for property in owner.properties {
            writeProperty(property, into: &out)
        }
    }

    /// The method called `name`, unless the overrides skip it (GTK 4.8's
    /// `gtk_aspect_frame_get_yalign` reads the x alignment, for one).
    private func method(named name: String?) -> GIRFunction? {
        guard let name else { return nil }
        return owner.methods.first {
            $0.name == name && Overrides.skippedMembers[$0.cIdentifier] == nil
        }
    }

    private mutating func writeProperty(_ property: GIRProperty, into out: inout SourceBuilder) {
        let key = "\(owner.qualifiedName):\(property.name)"
        if let swift = Overrides.handWritten[key] {
            record(.property, property.name, .handWritten(swift))
            markAccessorsCovered(property)
            return
        }
        if let reason = Overrides.skippedMembers[key] {
            record(.property, property.name, .skipped(reason))
            return
        }
        if property.deprecated {
            record(.property, property.name, .skipped("deprecated in GTK"))
            return
        }
        // The accessor functions GIR names, when their signatures are the plain ones.
        if [property.getter, property.setter].compactMap({ method(named: $0) }).contains(
            where: \.deprecated)
        {
            record(.property, property.name, .skipped("its accessor functions are deprecated"))
            return
        }
        let getter = method(named: property.getter).flatMap { function in
            function.parameters.isEmpty && function.returnType.name != "none" ? function : nil
        }
        let setter = method(named: property.setter).flatMap { function in
            function.parameters.count == 1 && function.parameters[0].direction == .in
                && function.returnType.name == "none" && !function.throwsError ? function : nil
        }
        let readable = property.isReadable
        let writable = property.isWritable && !property.isConstructOnly
        guard readable || writable else {
            record(.property, property.name, .skipped("settable at construction only"))
            return
        }
        let mapped: MappedType
        do {
            if let getter {
                mapped = try map(getter.returnType, nullable: getter.returnIsNullable)
            } else if let setter {
                mapped = try map(
                    setter.parameters[0].type, nullable: setter.parameters[0].isNullable)
            } else {
                let isPointerLike = ["utf8", "filename"].contains(property.type.name ?? "")
                mapped = try map(property.type, nullable: isPointerLike)
            }
        } catch {
            record(.property, property.name, .skipped("its type: \(error)"))
            return
        }
        if mapped.kind == .void || (mapped.kind == .stringArray && (getter == nil || setter == nil))
        {
            record(.property, property.name, .skipped("its type: \(mapped.base) without accessors"))
            return
        }
        let isBool = mapped.kind == .bool
        let swiftName =
            Overrides.propertyNames[key]
            ?? (isBool
                ? SwiftNames.booleanName(property.name) : SwiftNames.lowerCamel(property.name))
        guard isNameFree(swiftName) else {
            record(
                .property, property.name,
                .skipped("its Swift name \(swiftName) is taken by an inherited member"))
            markAccessorsCovered(property)
            return
        }
        let memberContext = "\(context).\(swiftName)"
        // How to read and write it: through its accessor functions, else through GValue.
        var getterBody: String?
        if readable {
            if let getter {
                getterBody = mapped.fromC(
                    "\(getter.cIdentifier)(\(selfPointer))", transfer: getter.returnTransfer,
                    context: memberContext)
            } else {
                getterBody = gValueRead(property, mapped, context: memberContext)
            }
        }
        var setterBody: String?
        if writable {
            if let setter {
                setterBody = call(
                    setter.cIdentifier, arguments: [(mapped, "newValue")], context: memberContext)
            } else {
                setterBody = gValueWrite(property, mapped)
            }
        }
        guard getterBody != nil || setterBody != nil else {
            record(
                .property, property.name,
                .skipped("no way to read or write \(mapped.base) through GValue"))
            return
        }
        let accessors = [getter?.cIdentifier, setter?.cIdentifier].compactMap { $0 }
        let through =
            accessors.isEmpty ? "GValue" : accessors.map { "`\($0)`" }.joined(separator: " and ")
        declared.names.insert(swiftName)
        markAccessorsCovered(property)
        let identifier = SwiftNames.identifier(swiftName)
        if let getterBody {
            out.doc(
                "The `\(property.name)` property of `\(owner.qualifiedName)`, through \(through).",
                indent: 4)
            if let setterBody {
                out.line(
                    """
                        public var \(identifier): \(mapped.swift) {
                            get { \(getterBody) }
                            \(setterKeyword) { \(setterBody) }
                        }

                    """)
            } else {
                out.line(
                    """
                        public var \(identifier): \(mapped.swift) {
                            \(getterBody)
                        }

                    """)
            }
        } else if let setterBody {
            // Swift has no write-only properties: a setter method.
            let setterName = "set" + SwiftNames.upperCamel(property.name)
            out.doc(
                "Sets the write-only `\(property.name)` property of `\(owner.qualifiedName)`, through \(through).",
                indent: 4)
            out.line(
                """
                    public func \(setterName)(_ newValue: \(mapped.swift)) {
                        \(setterBody)
                    }

                """)
            declared.signatures.insert("\(setterName)(_:)")
        }
        record(.property, property.name, .generated("\(owner.swiftName).\(swiftName)"))
        rxMembers.append(
            .property(
                swiftName: swiftName, gir: property.name, type: mapped,
                isReadable: getterBody != nil, isWritable: setterBody != nil))
    }

    private mutating func markAccessorsCovered(_ property: GIRProperty) {
        if let getter = method(named: property.getter) { covered.insert(getter.cIdentifier) }
        if let setter = method(named: property.setter) { covered.insert(setter.cIdentifier) }
    }

    /// Reading `property` through GValue.
    private func gValueRead(_ property: GIRProperty, _ mapped: MappedType, context: String)
        -> String?
    {
        let name = "\"\(property.name)\""
        switch mapped.kind {
        case .bool: return "propertyValue(\(name), or: false)"
        case .integer: return "propertyValue(\(name), or: 0)"
        case .floating: return "propertyValue(\(name), or: 0.0)"
        case .string:
            return mapped.isOptional
                ? "propertyValue(\(name), or: String?.none)" : "propertyValue(\(name), or: \"\")"
        case .enumeration:
            return "\(mapped.base)(reporting: propertyValue(\(name), or: 0), in: \"\(context)\")"
        case .flags:
            return "\(mapped.base)(rawValue: propertyValue(\(name), or: 0))"
        case .object:
            let read = "objectPropertyValue(\(name), as: \(mapped.base).self)"
            return mapped.isOptional
                ? read : "\(read) ?? Object.standIn(for: \(mapped.base).self, \"\(context)\")"
        case .interface:
            return "objectPropertyValue(\(name), as: Object.self) as? \(mapped.base)"
        case .gType:
            return "GType(truncatingIfNeeded: propertyValue(\(name), or: 0))"
        case .variant:
            return "propertyValue(\(name), or: Variant?.none)"
        case .void, .character, .stringArray, .variantType:
            return nil
        }
    }

    /// Writing `property` through GValue.
    private func gValueWrite(_ property: GIRProperty, _ mapped: MappedType) -> String? {
        let name = "\"\(property.name)\""
        switch mapped.kind {
        case .bool, .integer, .floating, .string: return "setPropertyValue(\(name), newValue)"
        case .enumeration, .flags: return "setPropertyValue(\(name), newValue.rawValue)"
        case .object, .interface: return "setObjectPropertyValue(\(name), newValue)"
        case .gType: return "setPropertyValue(\(name), Int(truncatingIfNeeded: newValue))"
        case .variant: return "setPropertyValue(\(name), newValue)"
        case .void, .character, .stringArray, .variantType: return nil
        }
    }

    // MARK: - Calls

    /// A call of C function `function` on `self` with `arguments` (mapped type and Swift
    /// expression each), wrapped in the closures arguments need.
    private func call(
        _ function: String, arguments: [(MappedType, String)], context: String,
        errorArgument: Bool = false, isMethod: Bool = true
    ) -> String {
        var cArguments = isMethod ? [selfPointer] : []
        var scopes: [String] = []
        for (mapped, expression) in arguments {
            if mapped.needsScope {
                scopes.append(expression)
                cArguments.append("$\(scopes.count - 1)strings")
            } else {
                cArguments.append(mapped.toC(expression, context: context))
            }
        }
        if errorArgument {
            cArguments.append("&error")
        }
        var text = "\(function)(\(cArguments.joined(separator: ", ")))"
        // Inner-most scope last: withCStringArray(a) { s0 in withCStringArray(b) { s1 in call } }
        for (index, expression) in scopes.enumerated().reversed() {
            text = text.replacingOccurrences(of: "$\(index)strings", with: "strings\(index)")
            text = "withCStringArray(\(expression)) { strings\(index) in \(text) }"
        }
        return text
    }

    // MARK: - Methods

    mutating func writeMethods(into out: inout SourceBuilder) {
        // Setters that pair with a getter into a settable property: `set_x(value)` beside
        // `get_x()` (or `is_x()`), when GIR names no property for them.
        for getter in owner.methods
        where getter.parameters.isEmpty && !covered.contains(getter.cIdentifier) {
            let stem: Substring
            if getter.name.hasPrefix("get_") {
                stem = getter.name.dropFirst(4)
            } else if getter.name.hasPrefix("is_") {
                stem = getter.name.dropFirst(3)
            } else {
                continue
            }
            guard
                let setter = owner.methods.first(where: {
                    $0.name == "set_\(stem)" && $0.parameters.count == 1
                        && $0.parameters[0].direction == .in && $0.returnType.name == "none"
                        && !$0.throwsError && !covered.contains($0.cIdentifier)
                }),
                Overrides.handWritten[setter.cIdentifier] == nil,
                Overrides.handWritten[getter.cIdentifier] == nil,
                unsupportedReason(setter) == nil,
                let getterType = try? mapper.map(
                    getter.returnType, isNullable: getter.returnIsNullable),
                let setterType = try? mapper.map(
                    setter.parameters[0].type, isNullable: setter.parameters[0].isNullable),
                getterType.base == setterType.base,
                !getterType.isOptional || setterType.isOptional
            else { continue }
            pairedSetters[getter.cIdentifier] = setter
        }
        for function in owner.methods {
            writeMethod(function, into: &out)
        }
    }

    /// Setters paired with getters into settable properties, by the getter's C identifier.
    private var pairedSetters: [String: GIRFunction] = [:]

    /// Why `function`'s signature cannot be wrapped, or `nil`.
    private func unsupportedReason(_ function: GIRFunction) -> String? {
        if !function.isIntrospectable { return "not introspectable" }
        if function.deprecated { return "deprecated in GTK" }
        if function.isVariadic { return "C variadic arguments" }
        if function.shadowedBy != nil { return "shadowed by \(function.shadowedBy!)" }
        for parameter in function.parameters {
            if parameter.direction != .in { return "an out parameter (\(parameter.name))" }
            if parameter.type.name.map({ mapper.repository.kind(of: $0) }).flatMap({
                kind -> Bool? in
                if case .callback = kind { return true }
                return nil
            }) == true {
                return "a callback parameter (\(parameter.name))"
            }
            if parameter.type.name == "gpointer" {
                return "an untyped pointer parameter (\(parameter.name))"
            }
            if let cType = parameter.type.cType,
                ["utf8", "filename"].contains(parameter.type.name ?? ""),
                !cType.contains("const"), cType.hasSuffix("*")
            {
                return "a mutable C string parameter (\(parameter.name))"
            }
        }
        return nil
    }

    private mutating func writeMethod(_ function: GIRFunction, into out: inout SourceBuilder) {
        let name = function.cIdentifier
        if covered.contains(name)
            || pairedSetters.values.contains(where: { $0.cIdentifier == name })
        {
            record(.method, name, .generated("a property accessor"))
            return
        }
        if let swift = Overrides.handWritten[name] {
            record(.method, name, .handWritten(swift))
            return
        }
        if let reason = Overrides.skippedMembers[name] {
            record(.method, name, .skipped(reason))
            return
        }
        if let reason = unsupportedReason(function) {
            record(.method, name, .skipped(reason))
            return
        }
        // Map every parameter and the return type.
        var parameters: [(GIRParameter, MappedType)] = []
        let returnType: MappedType
        do {
            for parameter in function.parameters {
                parameters.append(
                    (parameter, try mapArgument(parameter)))
            }
            returnType = try map(function.returnType, nullable: function.returnIsNullable)
        } catch {
            record(.method, name, .skipped("a type: \(error)"))
            return
        }
        // `get_x()`, `is_x()`, `has_x()` without arguments read as properties.
        let words = function.name
        var swiftName: String
        var isProperty = false
        if parameters.isEmpty, returnType.kind != .void, !function.throwsError {
            if words.hasPrefix("get_") {
                swiftName = SwiftNames.lowerCamel(String(words.dropFirst(4)))
                if returnType.kind == .bool, !swiftName.hasPrefix("is"), !swiftName.hasPrefix("has")
                {
                    swiftName = SwiftNames.booleanName(String(words.dropFirst(4)))
                }
                isProperty = true
            } else if words.hasPrefix("is_") || words.hasPrefix("has_") || words.hasPrefix("can_")
                || words.hasPrefix("should_")
            {
                swiftName = SwiftNames.lowerCamel(words)
                isProperty = true
            } else {
                swiftName = SwiftNames.lowerCamel(words)
            }
        } else if let subject = Self.indexedSubject(function) {
            // `get_row_at_index(index)` reads as `row(at:)`.
            swiftName = SwiftNames.lowerCamel(subject)
        } else if words.hasPrefix("get_"), !parameters.isEmpty {
            // `get_item_for_id(id)` reads as `itemForId(_:)`.
            swiftName = SwiftNames.lowerCamel(String(words.dropFirst(4)))
        } else {
            swiftName = SwiftNames.lowerCamel(words)
        }
        // A string's byte count (`insert_at_cursor(text, len)`) is not asked for: Swift passes
        // -1, "up to the NUL".
        let lengths = Self.stringLengthParameters(parameters)
        let allParameters = parameters
        parameters = parameters.enumerated().filter { !lengths.contains($0.offset) }.map(\.element)
        let labels = argumentLabels(function, parameters.map(\.0))
        let signature = "\(swiftName)(\(labels.map { "\($0):" }.joined()))"
        if isProperty {
            guard isNameFree(swiftName), !declared.signatures.contains(signature) else {
                record(.method, name, .skipped("its Swift name \(swiftName) is taken"))
                return
            }
            declared.names.insert(swiftName)
        } else {
            guard isSignatureFree(signature),
                parameters.isEmpty ? isNameFree(swiftName) : true
            else {
                record(.method, name, .skipped("its Swift signature \(signature) is taken"))
                return
            }
            declared.signatures.insert(signature)
            if parameters.isEmpty { declared.names.insert(swiftName) }
        }
        let memberContext = "\(context).\(swiftName)"
        let callText = call(
            name,
            arguments: allParameters.enumerated().map { index, pair in
                (
                    pair.1,
                    lengths.contains(index) ? "-1" : SwiftNames.identifier(parameterName(pair.0))
                )
            },
            context: memberContext, errorArgument: function.throwsError)
        let throwsClause = function.throwsError ? " throws(GLibError)" : ""
        var body: [String] = []
        if function.throwsError {
            body.append("var error: UnsafeMutablePointer<GError>?")
            if returnType.kind == .void {
                body.append(callText)
                body.append("if let error { throw GLibError(consuming: error) }")
            } else {
                body.append("let result = \(callText)")
                body.append("if let error { throw GLibError(consuming: error) }")
                body.append(
                    "return "
                        + returnType.fromC(
                            "result", transfer: function.returnTransfer, context: memberContext))
            }
        } else if returnType.kind == .void {
            body.append(callText)
        } else {
            body.append(
                returnType.fromC(
                    callText, transfer: function.returnTransfer, context: memberContext))
        }
        if isProperty, let setter = pairedSetters[name] {
            let setterText = call(
                setter.cIdentifier, arguments: [(returnType, "newValue")], context: memberContext)
            out.doc("Wraps `\(name)` and `\(setter.cIdentifier)`.", indent: 4)
            out.line(
                """
                    public var \(SwiftNames.identifier(swiftName)): \(returnType.swift) {
                        get { \(body.joined(separator: "; ")) }
                        \(setterKeyword) { \(setterText) }
                    }

                """)
            record(.method, name, .generated("\(owner.swiftName).\(swiftName)"))
            return
        }
        out.doc("Wraps `\(name)`.", indent: 4)
        if isProperty {
            out.line("    public var \(SwiftNames.identifier(swiftName)): \(returnType.swift) {")
            out.line("        " + body.joined(separator: "\n        "))
            out.line("    }")
        } else {
            let parameterList = zip(labels, parameters).map { label, pair in
                let local = SwiftNames.identifier(parameterName(pair.0))
                let head =
                    label == "_" ? "_ \(local)" : (label == local ? label : "\(label) \(local)")
                return "\(head): \(pair.1.swift)"
            }.joined(separator: ", ")
            let result = returnType.kind == .void ? "" : " -> \(returnType.swift)"
            if returnType.kind == .bool
                || (returnType.kind != .void && !function.name.hasPrefix("get_"))
            {
                out.line("    @discardableResult")
            }
            out.line(
                "    public func \(SwiftNames.identifier(swiftName))(\(parameterList))\(throwsClause)\(result) {"
            )
            out.line("        " + body.joined(separator: "\n        "))
            out.line("    }")
        }
        out.line()
        record(.method, name, .generated("\(owner.swiftName).\(signature)"))
    }

    /// The indices of integer parameters that give the byte count of the string parameter just
    /// before them (`text, len`; `buffer, length`; `str, str_len`), which Swift fills in.
    private static func stringLengthParameters(_ parameters: [(GIRParameter, MappedType)]) -> Set<
        Int
    > {
        var indices: Set<Int> = []
        for index in parameters.indices.dropFirst() {
            let (parameter, mapped) = parameters[index]
            let (previous, previousMapped) = parameters[index - 1]
            let name = cName(parameter)
            guard mapped.kind == .integer, previousMapped.kind == .string,
                ["len", "length", "\(cName(previous))_len", "\(cName(previous))_length"]
                    .contains(name)
            else { continue }
            indices.insert(index)
        }
        return indices
    }

    /// A parameter's C name as written in the header: GIR appends `_` to names that clash with
    /// C library functions (`index_`).
    private static func cName(_ parameter: GIRParameter) -> String {
        parameter.name.hasSuffix("_") ? String(parameter.name.dropLast()) : parameter.name
    }

    /// For a getter by position whose one parameter names the position (`get_row_at_index(index)`,
    /// `get_item_at_pos(pos)`), what it gets (`row`, `item`): such methods read as `row(at:)`.
    private static func indexedSubject(_ function: GIRFunction) -> String? {
        guard function.parameters.count == 1 else { return nil }
        let position = cName(function.parameters[0])
        guard ["index", "idx", "position", "pos"].contains(position) else { return nil }
        var words = function.name
        if words.hasPrefix("get_") { words.removeFirst(4) }
        guard
            let suffix = ["_at_index", "_at_position", "_at_pos"].first(where: words.hasSuffix),
            words.count > suffix.count
        else { return nil }
        return String(words.dropLast(suffix.count))
    }

    /// The Swift name of a C parameter.
    private func parameterName(_ parameter: GIRParameter) -> String {
        SwiftNames.lowerCamel(parameter.name)
    }

    /// Argument labels: every parameter's name, but the first is unlabelled when the method's
    /// name says what it is: a one-word name (`append(_ child:)`, `remove(_ widget:)`), a name
    /// ending in the parameter's (`add_controller(controller)` → `addController(_:)`), or a
    /// `pack_` method (`packEnd(_ child:)`).
    private func argumentLabels(_ function: GIRFunction, _ parameters: [GIRParameter]) -> [String] {
        parameters.enumerated().map { index, parameter in
            if index == 0, Self.indexedSubject(function) != nil {
                return "at"
            }
            // `lookup_action(action_name)` reads as `lookupAction(named:)`.
            if index == 0, Self.cName(parameter).hasSuffix("_name"),
                function.name.hasSuffix("_" + Self.cName(parameter).dropLast(5))
            {
                return "named"
            }
            if index == 0,
                !function.name.contains("_")
                    || function.name.hasSuffix("_\(Self.cName(parameter))")
                    || function.name.hasPrefix("pack_")
            {
                return "_"
            }
            return SwiftNames.identifier(parameterName(parameter))
        }
    }

    // MARK: - Signals

    mutating func writeSignals(into out: inout SourceBuilder) {
        for signal in owner.signals {
            writeSignal(signal, into: &out)
        }
    }

    private mutating func writeSignal(_ signal: GIRSignal, into out: inout SourceBuilder) {
        let key = "\(owner.qualifiedName)::\(signal.name)"
        if let swift = Overrides.handWritten[key] {
            record(.signal, signal.name, .handWritten(swift))
            return
        }
        if let reason = Overrides.skippedMembers[key] {
            record(.signal, signal.name, .skipped(reason))
            return
        }
        if signal.deprecated {
            record(.signal, signal.name, .skipped("deprecated in GTK"))
            return
        }
        let connector = "on" + SwiftNames.upperCamel(signal.name)
        let memberContext = "\(context).\(connector)"
        var argumentTypes: [String] = []
        var argumentReads: [String] = []
        for (index, parameter) in signal.parameters.enumerated() {
            guard let mapped = try? map(parameter.type, nullable: parameter.isNullable),
                let read = mapped.signalArgument(index, context: memberContext)
            else {
                record(
                    .signal, signal.name,
                    .skipped("argument \(parameter.name) of type \(parameter.type.name ?? "?")"))
                return
            }
            argumentTypes.append(mapped.swift)
            argumentReads.append(read)
        }
        let returnType: MappedType
        do {
            returnType = try map(signal.returnType, nullable: signal.returnIsNullable)
        } catch {
            record(.signal, signal.name, .skipped("its return type: \(error)"))
            return
        }
        guard returnType.kind == .void || returnType.canBeSignalReturn else {
            record(.signal, signal.name, .skipped("its return type \(returnType.swift)"))
            return
        }
        let signature = "\(connector)(_:)"
        guard isSignatureFree(signature) else {
            record(.signal, signal.name, .skipped("its connector \(connector) is taken"))
            return
        }
        declared.signatures.insert(signature)
        let handlerType =
            "@escaping @MainActor (\(argumentTypes.joined(separator: ", "))) -> \(returnType.kind == .void ? "Void" : returnType.swift)"
        let invocation = "handler(\(argumentReads.joined(separator: ", ")))"
        let body: String
        if returnType.kind == .void {
            body =
                argumentReads.isEmpty
                ? "connect(\"\(signal.name)\", after: after) { handler() }"
                : "connect(\"\(signal.name)\", after: after) { arguments in \(invocation) }"
        } else {
            body =
                "connect(\"\(signal.name)\", after: after) { arguments in \(returnType.signalReturn(invocation)) }"
        }
        out.doc(
            """
            Runs `handler` on each emission of `\(owner.qualifiedName)::\(signal.name)`, before the \
            default handler (after it when `after`), until the returned connection is \
            disconnected or the object goes.
            """, indent: 4)
        out.line(
            """
                @discardableResult
                public func \(connector)(after: Bool = false, _ handler: \(handlerType)) -> SignalConnection {
                    \(body)
                }

            """)
        record(.signal, signal.name, .generated("\(owner.swiftName).\(connector)"))
        connectors.append((connector, signal.name, argumentTypes.count, returnType))
        if returnType.kind == .void {
            rxMembers.append(
                .signal(
                    swiftName: SwiftNames.lowerCamel(signal.name), gir: signal.name,
                    types: argumentTypes, reads: argumentReads))
        }
    }

    // MARK: - Initializers

    mutating func writeInitializers(into out: inout SourceBuilder, handWritten: [String: String]) {
        for (key, parameters) in handWritten {
            declared.initializers[key] = parameters
        }
        for constructor in owner.constructors {
            writeConstructor(constructor, into: &out)
        }
        // Shadow each inherited initializer this class does not have: it would make the
        // ancestor's type, not this one.
        for (key, parameters) in inherited.initializers.sorted(by: { $0.key < $1.key })
        where declared.initializers[key] == nil {
            out.line(
                """
                    /// Not available: it makes a different type of object. Use one of
                    /// \(owner.swiftName)'s own initializers.
                    @available(*, unavailable, message: "it makes a different type of object than \(owner.swiftName)")
                    public convenience init(\(parameters)) {
                        fatalError("unavailable")
                    }

                """)
            declared.initializers[key] = parameters
        }
    }

    private mutating func writeConstructor(
        _ constructor: GIRFunction, into out: inout SourceBuilder
    ) {
        let name = constructor.cIdentifier
        if let swift = Overrides.handWritten[name] {
            record(.constructor, name, .handWritten(swift))
            return
        }
        if let reason = Overrides.skippedMembers[name] {
            record(.constructor, name, .skipped(reason))
            return
        }
        if owner.isAbstract {
            record(.constructor, name, .skipped("the class is abstract"))
            return
        }
        if let reason = unsupportedReason(constructor) {
            record(.constructor, name, .skipped(reason))
            return
        }
        var parameters: [(GIRParameter, MappedType)] = []
        do {
            for parameter in constructor.parameters {
                parameters.append(
                    (parameter, try mapArgument(parameter)))
            }
        } catch {
            record(.constructor, name, .skipped("a type: \(error)"))
            return
        }
        if constructor.throwsError {
            record(
                .constructor, name,
                .skipped("it can fail (a throwing initializer is written by hand)"))
            return
        }
        // Labels: `new_with_label(label)` → `init(label:)`; `new_from_icon_name(icon_name)` →
        // `init(iconName:)`; `new_with_mnemonic(label)` → `init(mnemonic:)`.
        let suffix = constructor.name.split(separator: "_").dropFirst().drop {
            $0 == "with" || $0 == "from" || $0 == "for"
        }
        .joined(separator: "_")
        var labels = parameters.map { SwiftNames.lowerCamel($0.0.name) }
        if !suffix.isEmpty, parameters.count == 1 {
            labels[0] = SwiftNames.lowerCamel(suffix)
        }
        let declaration = zip(labels, parameters).map { label, pair in
            let local = SwiftNames.lowerCamel(pair.0.name)
            let head =
                label == local
                ? "\(SwiftNames.identifier(label)): \(pair.1.swift)"
                : "\(SwiftNames.identifier(label)) \(SwiftNames.identifier(local)): \(pair.1.swift)"
            let defaultValue = Overrides.parameterDefaults["\(name):\(pair.0.name)"]
            return defaultValue.map { "\(head) = \($0)" } ?? head
        }.joined(separator: ", ")
        let key = zip(labels, parameters).map { "\($0): \($1.1.swift)" }.joined(separator: ", ")
        guard declared.initializers[key] == nil else {
            record(
                .constructor, name,
                .skipped("another constructor has the Swift signature init(\(key))"))
            return
        }
        let memberContext = "\(context).init"
        let callText = call(
            name,
            arguments: parameters.map {
                ($0.1, SwiftNames.identifier(SwiftNames.lowerCamel($0.0.name)))
            },
            context: memberContext, isMethod: false)
        // A constructor that hands over its reference (transfer full) is adopted; one that does
        // not (a floating widget, or a window GTK's list of toplevels owns) is retained, which
        // sinks a floating reference.
        let delegate = constructor.returnTransfer == .full ? "adopting" : "retaining"
        let registration = owner.module == .widgets ? "        WidgetClasses.register()\n" : ""
        out.doc("Creates a `\(owner.qualifiedName)` with `\(name)`.", indent: 4)
        out.line(
            """
                public convenience init(\(declaration)) {
            \(registration)        self.init(\(delegate): gObjectPointer(\(callText)))
                }

            """)
        declared.initializers[key] = WrapperFiles.stripDefaults(declaration)
        record(
            .constructor, name,
            .generated("\(owner.swiftName).init(\(labels.map { "\($0):" }.joined()))"))
    }
}
