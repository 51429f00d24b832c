/// The writing pass: Swift source for the members of a ``TypePlan``. Every function here is a
/// pure function of its spec (no GIR look-ups, no decisions beyond spelling): what to generate
/// was decided by ``MemberAnalysis``.
enum MemberRendering {
    /// Whether argument checks and ownership transfer are written (the analysis always plans
    /// them). Off only to compare the output with a generator that had neither.
    nonisolated(unsafe) static var writesChecksAndTransfers = true
    // nonisolated(unsafe): the generator is a single-threaded command; the tests that turn it
    // off do so on one thread, around one generation.

    // MARK: - Whole plans

    /// The initializers of a class, for its body: a subclass may declare one with the same
    /// signature (its own, or an unavailable shadow) only of an initializer declared there.
    static func initializers(_ plan: TypePlan) -> String {
        var out = SourceBuilder()
        for member in plan.constructors {
            if case .constructor(let spec)? = member.spec {
                constructor(spec, into: &out)
            }
        }
        for parameters in plan.shadowedInitializers {
            out.line(
                """
                    /// Not available: it makes a different type of object. Use one of
                    /// \(plan.owner.swiftName)'s own initializers.
                    @available(*, unavailable, message: "it makes a different type of object than \(plan.owner.swiftName)")
                    public convenience init(\(parameters)) {
                        fatalError("unavailable")
                    }

                """)
        }
        return out.text
    }

    /// The properties, methods and signal connectors, for an extension of the type.
    static func members(_ plan: TypePlan) -> String {
        var out = SourceBuilder()
        for member in plan.properties {
            if case .property(let spec)? = member.spec { property(spec, into: &out) }
        }
        for member in plan.methods {
            switch member.spec {
            case .method(let spec)?: method(spec, into: &out)
            case .asynchronous(let spec)?: asynchronous(spec, into: &out)
            default: break
            }
        }
        for member in plan.signals {
            if case .signal(let spec)? = member.spec { signal(spec, into: &out) }
        }
        return out.text
    }

    // MARK: - Arguments

    /// A Swift parameter list: `label local: Type = default, …` (the label alone when it is the
    /// local name).
    static func parameterList(_ arguments: [ArgumentSpec], withDefaults: Bool) -> String {
        arguments.compactMap { argument -> String? in
            guard argument.isSwiftParameter, let label = argument.label else { return nil }
            let head = label == argument.local ? label : "\(label) \(argument.local)"
            let escaping = argument.type.kind == .closure && !argument.type.isOptional
            let modifier =
                escaping
                ? "@escaping " : argument.type.isMovedIterator ? "inout " : ""
            let declaration = "\(head): \(modifier)\(argument.type.swift)"
            guard withDefaults, let value = argument.defaultValue else { return declaration }
            return "\(declaration) = \(value)"
        }.joined(separator: ", ")
    }

    /// The C expression of an argument: converted, with a reference of C's own when the
    /// callee takes one (transfer full), clamped to a property's range when one bounds it,
    /// or replaced after a report when a constructor's argument fails its check.
    private static func cExpression(
        _ argument: ArgumentSpec, _ expression: String, context: String, inConstructor: Bool
    ) -> String {
        let type = argument.type
        if argument.isPassedAsIs { return expression }
        guard writesChecksAndTransfers else { return type.toC(expression, context: context) }
        if inConstructor, let check = argument.check,
            let replacement = replacement(check, type, expression, context: context)
        {
            return type.toC(replacement, context: context)
        }
        if argument.transfer == .full, let transferred = type.toCTransferred(expression) {
            return transferred
        }
        if type.kind == .integer, let property = argument.boundingProperty {
            return
                "cIntegerForProperty(\(expression), of: self, property: \"\(property)\", \"\(context)\")"
        }
        return type.toC(expression, context: context)
    }

    /// For a constructor's argument (a constructor cannot return early), the expression that
    /// stands in for a value failing its check; `nil` when the check cannot be replaced.
    private static func replacement(
        _ check: ArgumentCheck, _ type: MappedType, _ expression: String, context: String
    ) -> String? {
        switch check {
        case .noNUL:
            "cAccepted(\(expression), \"\(context)\")"
        case .finite: "cAcceptedFinite(\(expression), \"\(context)\")"
        case .detailedAction: "cAcceptedDetailedAction(\(expression), \"\(context)\")"
        case .noNULInArray, .settingsKey, .settingsSchema, .dbusName, .textPartOfOwner,
            .treeIterOfOwner, .treeIterRow:
            nil
        }
    }

    /// The condition under which a method may call C with `argument` (each failure reported),
    /// or `nil` when it needs no check.
    private static func guardCondition(_ argument: ArgumentSpec, context: String) -> String? {
        guard writesChecksAndTransfers, let check = argument.check else { return nil }
        let value = argument.local
        switch check {
        case .noNUL, .noNULInArray: return "cAccepts(\(value), \"\(context)\")"
        case .finite: return "cAcceptsFinite(\(value), \"\(context)\")"
        case .detailedAction: return "cAcceptsDetailedAction(\(value), \"\(context)\")"
        case .settingsKey(let type):
            let typeArgument = type.map { "\"\($0)\"" } ?? "nil"
            return "cAcceptsSettingsKey(self, \(value), type: \(typeArgument), \"\(context)\")"
        case .settingsSchema: return nil
        case .dbusName(let kind): return "cAcceptsDBusName(\(value), .\(kind), \"\(context)\")"
        case .textPartOfOwner: return "cAccepts(\(value), of: self, \"\(context)\")"
        case .treeIterOfOwner: return "cAccepts(\(value), ofModel: self, \"\(context)\")"
        case .treeIterRow: return "cAcceptsRow(\(value), \"\(context)\")"
        }
    }

    /// `guard a, b else { return fallback }`, or nothing when no argument needs a check.
    private static func guardStatement(
        _ arguments: [ArgumentSpec], context: String, fallback: String?, throwing: Bool = false,
        exit explicitExit: String? = nil
    ) -> String? {
        let conditions = arguments.filter(\.isSwiftParameter).compactMap {
            guardCondition($0, context: context)
        }
        guard !conditions.isEmpty else { return nil }
        let exit =
            explicitExit
            ?? (throwing
                ? "throw GLibError.refusedArgument(\"\(context)\")"
                : fallback.map { "return \($0)" } ?? "return")
        return "guard \(conditions.joined(separator: ", ")) else { \(exit) }"
    }

    /// The statement throwing for a constructor's argument that leaves nothing to make.
    private static func throwingChecks(_ spec: ConstructorSpec) -> [String] {
        guard writesChecksAndTransfers else { return [] }
        return spec.arguments.compactMap { argument in
            guard case .settingsSchema(let pathArgument) = argument.check else { return nil }
            let path =
                pathArgument.flatMap { name in
                    spec.arguments.first { $0.girName == name }?.local
                } ?? "nil"
            return
                "try cRequireSettingsSchema(\(argument.local), path: \(path), \"\(spec.context)\")"
        }
    }

    /// A call of C function `function` with `arguments` (each with the Swift expression
    /// passed), on `self` when `isMethod` (with a reference of its own for C when
    /// `consumesSelf`), wrapped in the closures arguments need.
    static func call(
        _ function: String, arguments: [(ArgumentSpec, String)], context: String,
        errorArgument: Bool = false, isMethod: Bool = true, inConstructor: Bool = false,
        keepsCopies: Bool = false, consumesSelf: Bool = false
    ) -> String {
        let instance =
            consumesSelf && writesChecksAndTransfers
            ? "cTransferredPointer(self)" : "cPointer(self)"
        var cArguments = isMethod ? [instance] : []
        var scopes: [(function: String, expression: String)] = []
        var copies = 0
        var outputs = 0
        // A closure's user data is the scope its callback opened; an optional closure that is
        // `nil` passes `NULL` for the callback, its user data and its destroy notify.
        var closureScope: [Int: Int] = [:]
        var optionalClosure: String?
        var withoutClosure: [String] = cArguments
        for (position, (argument, expression)) in arguments.enumerated() {
            if let role = argument.closureRole {
                switch role {
                case .callback(let closure):
                    scopes.append(
                        (
                            closure.scope == .call ? "withCallCallback" : "withNotifiedCallback",
                            expression
                        ))
                    closureScope[position] = scopes.count - 1
                    cArguments.append(trampoline(closure, context: context))
                    if argument.type.isOptional { optionalClosure = expression }
                case .userData(let callback):
                    cArguments.append("$\(closureScope[callback]!)scoped")
                case .destroyNotify:
                    cArguments.append("releaseCallbackBox")
                }
                withoutClosure.append("nil")
                continue
            }
            defer { withoutClosure.append(cArguments.last!) }
            if let role = argument.asyncRole {
                switch role {
                case .cancellable: cArguments.append("cancellable")
                case .callback: cArguments.append("callback")
                case .userData: cArguments.append("data")
                }
            } else if argument.direction == .out {
                cArguments.append("out\(outputs)")
                outputs += 1
            } else if let array = argument.lengthOf {
                // The length of an array Swift passes: its count.
                let local = arguments[array].1
                cArguments.append("cInteger(\(local).count, \"\(context)\")")
            } else if argument.type.kind == .gError, argument.transfer == .full {
                // C takes the error over: a new one of its own, not one freed after the call.
                cArguments.append(
                    cExpression(
                        argument, expression, context: context, inConstructor: inConstructor))
            } else if argument.type.needsScope && keepsCopies && argument.type.kind != .gBytes {
                // An asynchronous call: C may read the array until it calls back, so it reads
                // a copy the call keeps (see ``asynchronous(_:into:)``). A `GBytes` needs none:
                // it is a reference-counted copy already, which GIO references for as long as
                // it reads it (GIR's transfer none, GLib's rule for `GBytes` arguments).
                cArguments.append("copy\(copies).pointer()")
                copies += 1
            } else if argument.type.needsScope {
                // An iterator C moves is lent to the call (`withCTextIter(&iter)`), which moves
                // the Swift one with it.
                let lent = argument.type.isMovedIterator ? "&" : ""
                scopes.append(
                    (
                        argument.type.scopeFunction,
                        argument.type.scopeArguments(lent + expression, context: context)
                    ))
                cArguments.append("$\(scopes.count - 1)scoped")
            } else {
                cArguments.append(
                    cExpression(
                        argument, expression, context: context, inConstructor: inConstructor))
            }
        }
        if errorArgument {
            cArguments.append("&error")
            withoutClosure.append("&error")
        }
        var text = "\(function)(\(cArguments.joined(separator: ", ")))"
        var textWithout = "\(function)(\(withoutClosure.joined(separator: ", ")))"
        // Inner-most scope last: withCStringArray(a) { s0 in withCStringArray(b) { s1 in call } }
        for (index, scope) in scopes.enumerated().reversed() {
            text = text.replacingOccurrences(of: "$\(index)scoped", with: "scoped\(index)")
            text = "\(scope.function)(\(scope.expression)) { scoped\(index) in \(text) }"
            if !closureScope.values.contains(index) {
                textWithout = textWithout.replacingOccurrences(
                    of: "$\(index)scoped", with: "scoped\(index)")
                textWithout =
                    "\(scope.function)(\(scope.expression)) { scoped\(index) in \(textWithout) }"
            }
        }
        if let optionalClosure {
            // `closure.map { closure in call with it } ?? call without it`
            text = "\(optionalClosure).map { \(optionalClosure) in \(text) } ?? \(textWithout)"
        }
        // Out-parameters outermost: withCOut { out0 in withCOut { out1 in call } } gives
        // ((call, out1), out0); see ``outputPath(_:of:)``.
        for index in (0..<outputs).reversed() {
            text = "withCOut { out\(index) in \(text) }"
        }
        return text
    }

    /// A closure literal capturing nothing (so that Swift passes it as the C callback): it reads
    /// the Swift closure from its user data and calls it on the main actor (GTK calls back on
    /// the main thread), converting each C argument and the result.
    static func trampoline(_ closure: ClosureSpec, context: String) -> String {
        var names: [String] = []
        var swiftArguments: [String] = []
        for (index, parameter) in closure.parameters.enumerated() {
            guard let parameter else {
                names.append("data")
                continue
            }
            names.append("a\(index)")
            swiftArguments.append(
                parameter.type.fromC("a\(index)", transfer: parameter.transfer, context: context))
        }
        let box = "CallbackBox<\(closure.swiftType)>.closure(from: data)"
        let call = "$0(\(swiftArguments.joined(separator: ", ")))"
        let head = "{ \(names.joined(separator: ", ")) in"
        if closure.returnType.kind == .void {
            return "\(head) MainActor.assumeIsolated { \(box).map { \(call) } } }"
        }
        if closure.returnTransfer == .full {
            // C takes the result over; with no closure left (never, while C holds it), `NULL`.
            let owned =
                closure.returnType.kind == .string
                ? "g_strdup(result)" : "cTransferredPointerOrNull(result)"
            return
                "\(head) let result = MainActor.assumeIsolated { \(box).flatMap { \(call) } }; return \(owned) }"
        }
        let fallback = closure.returnType.fallback(context: context)
        let result = closure.returnType.toC("result", context: context)
        return
            "\(head) let result = MainActor.assumeIsolated { \(box).map { \(call) } ?? \(fallback) }; return \(result) }"
    }

    /// Where, in the nested result of ``call(_:arguments:context:errorArgument:isMethod:inConstructor:)``
    /// with `count` out-parameters, out-parameter `index` is (`nil`: the C return value).
    static func outputPath(_ index: Int?, of count: Int) -> String {
        guard let index else { return String(repeating: ".0", count: count) }
        return String(repeating: ".0", count: index) + ".1"
    }

    // MARK: - Properties

    static func property(_ spec: PropertySpec, into out: inout SourceBuilder) {
        let type = spec.type
        let context = spec.context
        var getterBody: String?
        switch spec.getter {
        case .function(let name, _, let transfer)?:
            getterBody = type.fromC("\(name)(cPointer(self))", transfer: transfer, context: context)
        case .gValue?:
            getterBody = gValueRead(spec.girName, type, context: context)
        case nil:
            break
        }
        var setterBody: String?
        switch spec.setter {
        case .function(let name, let argument?, _)?:
            let call = call(name, arguments: [(argument, "newValue")], context: context)
            setterBody =
                guardStatement([argument], context: context, fallback: nil).map {
                    "\($0)\n\(call)"
                } ?? call
        case .gValue?:
            setterBody = gValueWrite(spec.girName, type)
        case .function(_, nil, _)?, nil:
            break
        }
        let accessors = [spec.getter, spec.setter].compactMap { access -> String? in
            if case .function(let name, _, _)? = access { return "`\(name)`" }
            return nil
        }
        let through = accessors.isEmpty ? "GValue" : accessors.joined(separator: " and ")
        let identifier = SwiftNames.identifier(spec.swiftName)
        if let getterBody {
            out.doc(
                "The `\(spec.girName)` property of `\(spec.ownerQualifiedName)`, through \(through).",
                indent: 4)
            if let setterBody {
                out.line(
                    """
                        public var \(identifier): \(type.swift) {
                            get { \(getterBody) }
                            set { \(setterBody) }
                        }

                    """)
            } else {
                out.line(
                    """
                        public var \(identifier): \(type.swift) {
                            \(getterBody)
                        }

                    """)
            }
        } else if let setterBody {
            // Swift has no write-only properties: a setter method.
            let setterName = "set" + SwiftNames.upperCamel(spec.girName)
            out.doc(
                "Sets the write-only `\(spec.girName)` property of `\(spec.ownerQualifiedName)`, through \(through).",
                indent: 4)
            out.line(
                """
                    public func \(setterName)(_ newValue: \(type.swift)) {
                        \(setterBody)
                    }

                """)
        }
    }

    /// Reading property `name` through GValue.
    static func gValueRead(_ name: String, _ mapped: MappedType, context: String) -> String? {
        let name = "\"\(name)\""
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
        case .boxed:
            return "boxedPropertyValue(\(name), as: \(mapped.base).self)"
        case .structure:
            let read = "structurePropertyValue(\(name), as: \(mapped.base).self)"
            return mapped.isOptional ? read : "\(read) ?? \(mapped.base)()"
        case .void, .character, .stringArray, .variantType, .bytes, .list, .closure, .gBytes,
            .textIter, .treeIter, .gError, .array:
            return nil
        }
    }

    /// Writing property `name` through GValue.
    static func gValueWrite(_ name: String, _ mapped: MappedType) -> String? {
        let name = "\"\(name)\""
        switch mapped.kind {
        case .bool, .integer, .floating, .string: return "setPropertyValue(\(name), newValue)"
        case .enumeration, .flags: return "setPropertyValue(\(name), newValue.rawValue)"
        case .object, .interface: return "setObjectPropertyValue(\(name), newValue)"
        case .gType: return "setPropertyValue(\(name), Int(truncatingIfNeeded: newValue))"
        case .variant: return "setPropertyValue(\(name), newValue)"
        case .structure: return "setStructurePropertyValue(\(name), newValue)"
        case .boxed: return "setBoxedPropertyValue(\(name), newValue)"
        case .void, .character, .stringArray, .variantType, .bytes, .list, .closure, .gBytes,
            .textIter, .treeIter, .gError, .array:
            return nil
        }
    }

    // MARK: - Methods

    /// The Swift result of a method with out-parameters, from the nested value `value` (see
    /// ``call(_:arguments:context:errorArgument:isMethod:inConstructor:)``).
    private static func outputsResult(_ spec: MethodSpec, value: String) -> [String] {
        guard case .outputs(let includesReturn, let nilWhenFalse) = spec.resultShape else {
            return []
        }
        let context = spec.context
        let outputs = spec.arguments.enumerated().filter { $0.element.direction == .out }
        let count = outputs.count
        /// The out-parameter that is argument `index`, as a position among the out-parameters.
        func position(_ index: Int) -> Int { outputs.firstIndex { $0.offset == index }! }
        var parts: [String] = []
        if includesReturn, let length = spec.returnLength {
            // An array C returns, with its length in an out-parameter.
            parts.append(
                spec.returnType.arrayFromC(
                    "\(value)\(outputPath(nil, of: count))",
                    count: "\(value)\(outputPath(position(length), of: count))",
                    transfer: spec.returnTransfer, context: context))
        } else if includesReturn {
            parts.append(
                spec.returnType.fromC(
                    "\(value)\(outputPath(nil, of: count))", transfer: spec.returnTransfer,
                    context: context))
        }
        for (offset, argument) in outputs where argument.isSwiftResult {
            let path = "\(value)\(outputPath(position(offset), of: count))"
            if argument.type.isArrayWithLength,
                let length = spec.arguments.firstIndex(where: { $0.lengthOf == offset })
            {
                let lengthPath = "\(value)\(outputPath(position(length), of: count))"
                parts.append(
                    argument.type.arrayFromC(
                        path, count: lengthPath, transfer: argument.transfer, context: context))
            } else {
                parts.append(
                    argument.type.fromC(path, transfer: argument.transfer, context: context))
            }
        }
        var lines: [String] = []
        if nilWhenFalse {
            lines.append(
                "guard swiftBool(\(value)\(outputPath(nil, of: count))) else { return nil }")
        }
        let labels = spec.resultComponents.map(\.label)
        let tuple =
            parts.count == 1
            ? parts[0]
            : "(" + zip(labels, parts).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
        lines.append("return \(tuple)")
        return lines
    }

    /// The value a method returns when it refuses an argument.
    private static func fallback(_ spec: MethodSpec) -> String? {
        switch spec.resultShape {
        case .returnValue:
            return spec.returnType.kind == .void
                ? nil : spec.returnType.fallback(context: spec.context)
        case .outputs(_, let nilWhenFalse):
            let components = spec.resultComponents
            if nilWhenFalse { return "nil" }
            if components.isEmpty { return nil }
            let values = components.map { $0.type.fallback(context: spec.context) }
            return values.count == 1
                ? values[0]
                : "("
                    + zip(components, values).map { "\($0.label): \($1)" }.joined(
                        separator: ", ") + ")"
        }
    }

    /// The statements of a method's body (also a `…_finish` run in an asynchronous call).
    static func methodBody(_ spec: MethodSpec) -> [String] {
        let context = spec.context
        let returnType = spec.returnType
        let callText = call(
            spec.cIdentifier,
            arguments: spec.arguments.map {
                ($0, $0.isSwiftParameter || $0.isPassedAsIs ? $0.local : "-1")
            },
            context: context, errorArgument: spec.throwsError, consumesSelf: spec.consumesSelf)
        var body: [String] = []
        if let check = guardStatement(
            spec.arguments, context: context, fallback: fallback(spec),
            throwing: spec.throwsError)
        {
            body.append(check)
        }
        if case .outputs = spec.resultShape {
            if spec.throwsError {
                body.append("var error: UnsafeMutablePointer<GError>?")
                body.append("let value = \(callText)")
                body.append("if let error { throw GLibError(consuming: error) }")
            } else {
                body.append("let value = \(callText)")
            }
            body += outputsResult(spec, value: "value")
        } else if spec.throwsError {
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
                            "result", transfer: spec.returnTransfer, context: context))
            }
        } else if returnType.kind == .void {
            body.append(callText)
        } else {
            // After a guard the result needs its `return`.
            let result = returnType.fromC(
                callText, transfer: spec.returnTransfer, context: context)
            body.append(body.isEmpty ? result : "return \(result)")
        }
        return body
    }

    static func method(_ spec: MethodSpec, into out: inout SourceBuilder) {
        let context = spec.context
        let body = methodBody(spec)
        let identifier = SwiftNames.identifier(spec.swiftName)
        let resultType = spec.swiftResultType
        if spec.isProperty, let (setter, argument) = spec.pairedSetter {
            let setterCall = call(setter, arguments: [(argument, "newValue")], context: context)
            let setterText =
                guardStatement([argument], context: context, fallback: nil).map {
                    "\($0)\n\(setterCall)"
                } ?? setterCall
            out.doc("Wraps `\(spec.cIdentifier)` and `\(setter)`.", indent: 4)
            out.line(
                """
                \(deprecatedAttribute(spec.deprecation))    public var \(identifier): \(resultType) {
                        get { \(body.joined(separator: "; ")) }
                        set { \(setterText) }
                    }

                """)
            return
        }
        out.doc("Wraps `\(spec.cIdentifier)`.", indent: 4)
        if let message = spec.deprecation {
            out.line("    @available(*, deprecated, message: \"\(message)\")")
        }
        if spec.isProperty {
            out.line("    public var \(identifier): \(resultType) {")
            out.line("        " + body.joined(separator: "\n        "))
            out.line("    }")
        } else {
            let parameters = parameterList(spec.arguments, withDefaults: true)
            let result = resultType == "Void" ? "" : " -> \(resultType)"
            let throwsClause = spec.throwsError ? " throws(GLibError)" : ""
            if resultType == "Bool" || (resultType != "Void" && !spec.girName.hasPrefix("get_")) {
                out.line("    @discardableResult")
            }
            out.line(
                "    public func \(identifier)(\(parameters))\(throwsClause)\(result) {")
            out.line("        " + body.joined(separator: "\n        "))
            out.line("    }")
        }
        out.line()
    }

    /// An argument label as a call writes it: a keyword other than `inout`, `var` and `let`
    /// needs no backticks there (Swift warns about them).
    static func callLabel(_ label: String) -> String {
        let bare = label.replacingOccurrences(of: "`", with: "")
        return ["inout", "var", "let"].contains(bare) ? label : bare
    }

    /// The attribute line (indented, with its newline) marking a member whose C function its
    /// library has deprecated, or nothing.
    static func deprecatedAttribute(_ message: String?) -> String {
        guard let message else { return "" }
        return "    @available(*, deprecated, message: \"\(message)\")\n"
    }

    // MARK: - Asynchronous calls

    /// The callback form and the `async` form of an asynchronous call.
    static func asynchronous(_ spec: AsyncSpec, into out: inout SourceBuilder) {
        let context = spec.context
        let result = spec.finish.swiftResultType
        let parameters = parameterList(spec.arguments, withDefaults: true)
        let separator = parameters.isEmpty ? "" : ", "
        let identifier = SwiftNames.identifier(spec.swiftName)
        let start = call(
            spec.cIdentifier, arguments: spec.arguments.map { ($0, $0.local) }, context: context,
            keepsCopies: true)
        // Arrays go to C as copies that live until GIO calls back: GIO may read them until then
        // (`g_file_replace_contents_async` documents that it does not copy its contents), and
        // the finish closure, which holds them, is let go only then.
        let copied = spec.arguments.filter {
            $0.asyncRole == nil && $0.type.needsScope && $0.type.kind != .gBytes
        }
        let copies = copied.enumerated().map { index, argument in
            let label = if case .list = argument.type.kind { "list: " } else { "" }
            return "        let copy\(index) = CArgumentCopy(\(label)\(argument.local))\n"
        }.joined()
        let keptAlive = copied.indices.map { "            withExtendedLifetime(copy\($0)) {}\n" }
            .joined()
        let finish = methodBody(spec.finish).map { "            \($0)" }.joined(separator: "\n")
        let refusal =
            guardStatement(
                spec.arguments, context: context, fallback: nil,
                exit:
                    "return AsyncCall(refused: GLibError.refusedArgument(\"\(context)\"), completion)"
            ).map { "        \($0)\n" } ?? ""
        out.doc(
            """
            Starts `\(spec.cIdentifier)`; `completion` gets what `\(spec.finish.cIdentifier)` \
            then reads, on the main thread. Disposing of the returned call cancels it: \
            `completion` is then not called.
            """, indent: 4)
        out.line(
            """
            \(deprecatedAttribute(spec.deprecation))    @discardableResult
                public func \(identifier)(\(parameters)\(separator)completion: @escaping @MainActor (Result<\(result), GLibError>) -> Void) -> AsyncCall {
            \(refusal)\(copies)        return AsyncCall(
                        start: { cancellable, callback, data in \(start) },
                        finished: { asyncResult in
            \(keptAlive)                completion(Result { () throws(GLibError) -> \(result) in
            \(finish)
                            })
                        })
                }

            """)
        let forwarded = spec.arguments.filter(\.isSwiftParameter).map { argument in
            argument.label == "_"
                ? argument.local : "\(callLabel(argument.label!)): \(argument.local)"
        }
        out.doc(
            """
            Runs `\(spec.cIdentifier)` and `\(spec.finish.cIdentifier)`. Cancelling the \
            calling `Task` cancels the call, which then throws `CancellationError`; GIO's \
            errors are thrown as `GLibError`.
            """, indent: 4)
        out.line(
            """
            \(deprecatedAttribute(spec.deprecation))    public func \(identifier)(\(parameters)) async throws -> \(result) {
                    try await awaitAsyncCall { completion in
                        \(identifier)(\((forwarded + ["completion: completion"]).joined(separator: ", ")))
                    }
                }

            """)
    }

    /// The `Reactive` extension of a type's asynchronous calls, or `nil` when it has none.
    /// A call without arguments whose name is an `.rx` property's elsewhere (`close`) has no
    /// `.rx` form (its completion-handler and `async` forms remain).
    static func reactiveAsynchronousFile(_ plan: TypePlan, avoiding rxNames: Set<String> = [])
        -> String?
    {
        var out = SourceBuilder()
        for member in plan.methods {
            if case .asynchronous(let spec)? = member.spec,
                spec.arguments.contains(where: \.isSwiftParameter)
                    || !rxNames.contains(spec.swiftName)
            {
                reactiveAsynchronous(spec, into: &out)
            }
        }
        guard !out.text.isEmpty else { return nil }
        var file = SourceBuilder()
        file.line("import GtkRxCore\nimport GtkRxGLib\nimport GtkRxWidgets\n")
        file.line("extension Reactive where Base: \(plan.owner.swiftName) {")
        file.line(out.text)
        file.line("}")
        return file.text
    }

    /// The `.rx` form of an asynchronous call, for a `Reactive` extension.
    static func reactiveAsynchronous(_ spec: AsyncSpec, into out: inout SourceBuilder) {
        let parameters = parameterList(spec.arguments, withDefaults: true)
        let identifier = SwiftNames.identifier(spec.swiftName)
        let forwarded = spec.arguments.filter(\.isSwiftParameter).map { argument in
            argument.label == "_"
                ? argument.local : "\(callLabel(argument.label!)): \(argument.local)"
        }
        let (helper, trait, type): (String, String, String)
        switch spec.reactiveTrait {
        case .completable:
            (helper, trait, type) = ("asyncCompletable", "Completable", "Completable")
        case .maybe(let element):
            (helper, trait, type) = ("asyncMaybe", "Maybe", "Maybe<\(element)>")
        case .single(let element):
            (helper, trait, type) = ("asyncSingle", "Single", "Single<\(element)>")
        }
        out.doc(
            """
            `\(spec.cIdentifier)` and `\(spec.finish.cIdentifier)` as a \
            `\(trait)`: subscribing starts the call on \
            the main thread, which delivers its outcome there; disposing of the subscription \
            cancels it, and nothing is sent after that.
            """, indent: 4)
        out.line(
            """
            \(deprecatedAttribute(spec.deprecation))    @MainActor
                public func \(identifier)(\(parameters)) -> \(type) {
                    \(helper)(base) { base, completion in
                        base.\(identifier)(\((forwarded + ["completion: completion"]).joined(separator: ", ")))
                    }
                }

            """)
    }

    // MARK: - Signals

    static func signal(_ spec: SignalSpec, into out: inout SourceBuilder) {
        let reads = spec.argumentTypes.enumerated().map { index, type in
            type.signalArgument(index, context: spec.context)!
        }
        let returnType = spec.returnType
        let handlerType =
            "@escaping @MainActor (\(spec.argumentTypes.map(\.swift).joined(separator: ", "))) -> \(returnType.kind == .void ? "Void" : returnType.swift)"
        let invocation = "handler(\(reads.joined(separator: ", ")))"
        let body: String
        if returnType.kind == .void {
            body =
                reads.isEmpty
                ? "connect(\"\(spec.girName)\", after: after) { handler() }"
                : "connect(\"\(spec.girName)\", after: after) { arguments in \(invocation) }"
        } else {
            body =
                "connect(\"\(spec.girName)\", after: after) { arguments in \(returnType.signalReturn(invocation)) }"
        }
        out.doc(
            """
            Runs `handler` on each emission of `\(spec.ownerQualifiedName)::\(spec.girName)`, \
            before the default handler (after it when `after`), until the returned connection \
            is disconnected or the object goes.
            """, indent: 4)
        out.line(
            """
                @discardableResult
                public func \(spec.connector)(after: Bool = false, _ handler: \(handlerType)) -> SignalConnection {
                    \(body)
                }

            """)
    }

    // MARK: - Initializers

    static func constructor(_ spec: ConstructorSpec, into out: inout SourceBuilder) {
        let callText = call(
            spec.cIdentifier, arguments: spec.arguments.map { ($0, $0.local) },
            context: spec.context, isMethod: false, inConstructor: true)
        // A constructor that hands over its reference (transfer full) is adopted; one that does
        // not (a floating widget, or a window GTK's list of toplevels owns) is retained, which
        // sinks a floating reference.
        if spec.isBoxed {
            boxedConstructor(spec, callText, into: &out)
            return
        }
        let delegate = spec.returnTransfer == .full ? "adopting" : "retaining"
        var lines: [String] = []
        if spec.registersWidgetClasses {
            let namespace = String(spec.ownerQualifiedName.split(separator: ".")[0])
            lines.append("\(WrapperPlan.module(of: namespace).classTable!).register()")
        }
        lines += throwingChecks(spec)
        lines.append("self.init(\(delegate): gObjectPointer(\(callText)))")
        let throwsClause =
            spec.throwsOnRefusal && writesChecksAndTransfers ? " throws(GLibError)" : ""
        out.doc("Creates a `\(spec.ownerQualifiedName)` with `\(spec.cIdentifier)`.", indent: 4)
        out.line(
            """
                public convenience init(\(parameterList(spec.arguments, withDefaults: true)))\(throwsClause) {
            \(lines.map { "        \($0)" }.joined(separator: "\n"))
                }

            """)
    }

    /// A boxed structure's constructor: failable, since C may make none (a path from a text
    /// that is not one); what C returns is adopted, or copied when C keeps it.
    private static func boxedConstructor(
        _ spec: ConstructorSpec, _ callText: String, into out: inout SourceBuilder
    ) {
        let own =
            spec.returnTransfer == .full
            ? "UnsafeMutableRawPointer(\(callText))"
            : "UnsafeRawPointer(\(callText)).flatMap { g_boxed_copy(Self.boxedType, $0) }"
        out.doc(
            "Creates a `\(spec.ownerQualifiedName)` with `\(spec.cIdentifier)`; `nil` when C makes none.",
            indent: 4)
        out.line(
            """
                public convenience init?(\(parameterList(spec.arguments, withDefaults: true))) {
                    guard let raw = \(own) else { return nil }
                    self.init(adopting: raw)
                }

            """)
    }
}
