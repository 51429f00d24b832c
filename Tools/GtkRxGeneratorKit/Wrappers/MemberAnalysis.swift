/// The analysis pass over one class or interface: decides, for every property, method, signal
/// and constructor GIR lists, whether it is generated (and how: Swift names, types, ownership,
/// argument checks), written by hand or skipped, and why. It writes no Swift; its result is a
/// ``TypePlan``, which ``MemberRendering`` writes out.
struct MemberAnalysis {
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
        /// Whether the owner is a boxed structure's wrapper (a subclass of `Boxed`).
        var isBoxed = false
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
    /// What ancestors (and, for interfaces, nothing) declared already.
    let inherited: Declared
    /// The plan, growing as members are analysed.
    private(set) var plan: TypePlan
    /// C functions already covered (by a property using them as accessors).
    private var covered: Set<String> = []
    /// Setters paired with getters into settable properties, by the getter's C identifier.
    private var pairedSetters: [String: GIRFunction] = [:]

    /// The plan of `owner`'s members, given what its ancestors declared and the initializers
    /// written by hand for it (keyed as ``WrapperFiles/initializerKey(_:)`` makes them).
    static func plan(
        _ owner: Owner, mapper: TypeMapper, inherited: Declared,
        handWrittenInitializers: [String: String]
    ) -> TypePlan {
        var analysis = MemberAnalysis(owner: owner, mapper: mapper, inherited: inherited)
        if !owner.isInterface {
            analysis.analyseInitializers(handWritten: handWrittenInitializers)
        }
        analysis.analyseProperties()
        analysis.analyseMethods()
        analysis.analyseSignals()
        return analysis.plan
    }

    private init(owner: Owner, mapper: TypeMapper, inherited: Declared) {
        self.owner = owner
        self.mapper = mapper
        self.inherited = inherited
        self.plan = TypePlan(owner: owner)
    }

    // MARK: - Helpers

    private mutating func map(_ type: GIRTypeRef, nullable: Bool) throws(TypeMapper.Unsupported)
        -> MappedType
    {
        let mapped = try mapper.map(type, isNullable: nullable)
        if mapped.kind == .enumeration || mapped.kind == .flags, let name = type.name {
            plan.usedEnumerations.insert(resolveAlias(name))
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
        case .boxed where parameter.direction != .in:
            break  // optional, as results are: no stand-in can be made for a structure
        case .object, .interface, .variant, .variantType, .boxed, .gBytes, .gError:
            mapped.isOptional = parameter.isNullable
        case .list(.interface, _) where parameter.direction == .in,
            .list(.boxed, _) where parameter.direction == .in,
            .list(.variant, _) where parameter.direction == .in,
            .list(_, isSingly: true) where parameter.direction == .in:
            // Swift builds a `GList` of objects of a class or of strings for C to read.
            throw TypeMapper.Unsupported(reason: "a list argument of \(mapped.base)")
        case .structure where parameter.direction == .out:
            // C fills in the structure Swift allocated: read as a value, never `NULL`.
            guard parameter.callerAllocates else {
                throw TypeMapper.Unsupported(
                    reason: "an out parameter of \(mapped.base) C allocates")
            }
            mapped.kind = .structure(byValue: true)
            mapped.isOptional = false
        case .structure where parameter.direction == .inout:
            throw TypeMapper.Unsupported(reason: "an in-out structure \(mapped.base)")
        case .treeIter:
            switch parameter.direction {
            case .out:
                // Read back through the model called (or a combo box's model); a child
                // model's iterator, which a filter or sort model gives, is not one of it.
                guard parameter.callerAllocates,
                    Self.treeModels.contains(owner.qualifiedName)
                        || owner.qualifiedName == "Gtk.ComboBox",
                    parameter.name != "child_iter"
                else { throw TypeMapper.Unsupported(reason: "a TreeIter of a model not called") }
                mapped.isOptional = false
            case .inout:
                mapped.kind = .treeIter(isInout: true)
            case .in:
                break
            }
        case .bytes where parameter.direction == .out && parameter.transfer != .none:
            // Bytes C hands over: Foundation's `Data` adopts C's buffer (`takeBytes`), no copy.
            mapped.base = "Data"
        case .textIter:
            guard Self.textIterOwners.contains(owner.qualifiedName) else {
                throw TypeMapper.Unsupported(reason: "a TextIter outside a text buffer or view")
            }
            switch parameter.direction {
            case .out:
                guard parameter.callerAllocates else {
                    throw TypeMapper.Unsupported(reason: "a TextIter C allocates")
                }
                mapped.kind = .textIter(isInout: false)
                mapped.isOptional = false
            case .inout:
                mapped.kind = .textIter(isInout: true)
            case .in:
                break
            }
        default:
            break
        }
        return mapped
    }

    /// The classes whose methods take and give `TextIter`s: an iterator is read in the buffer
    /// of the object called (the text view's buffer, for a text view).
    static let textIterOwners: Set<String> = ["Gtk.TextBuffer", "Gtk.TextView"]

    /// GTK's tree models: their methods take and give `TreeIter`s of themselves.
    static let treeModels: Set<String> = [
        "Gtk.TreeModel", "Gtk.ListStore", "Gtk.TreeStore", "Gtk.TreeModelFilter",
        "Gtk.TreeModelSort",
    ]

    private func resolveAlias(_ name: String) -> String {
        if case .alias(let target) = mapper.repository.kind(of: name), let targetName = target.name
        {
            return resolveAlias(targetName)
        }
        return name
    }

    /// Whether `name` is free for a property (or a method without arguments).
    private func isNameFree(_ name: String) -> Bool {
        !inherited.names.contains(name) && !plan.declared.names.contains(name)
            && !inherited.signatures.contains { $0.hasPrefix(name + "(") && $0.hasSuffix("()") }
    }

    /// Whether the signature `name(labels:)` is free.
    private func isSignatureFree(_ signature: String) -> Bool {
        !inherited.signatures.contains(signature) && !plan.declared.signatures.contains(signature)
    }

    /// The method called `name`, unless the overrides skip it (GTK 4.8's
    /// `gtk_aspect_frame_get_yalign` reads the x alignment, for one).
    private func method(named name: String?) -> GIRFunction? {
        guard let name else { return nil }
        return owner.methods.first {
            $0.name == name && Overrides.skippedMembers[$0.cIdentifier] == nil
        }
    }

    /// The check an argument of function `function` needs before C sees it, if any: by its
    /// type (strings, numbers), its name (`detailed_action`) or its owner (GSettings' keys).
    func check(
        for parameter: GIRParameter, _ type: MappedType, of function: GIRFunction?
    ) -> ArgumentCheck? {
        let name = parameter.name
        if owner.qualifiedName == "Gio.Settings", let function {
            if name == "key" {
                return .settingsKey(type: Overrides.settingsKeyTypes[function.cIdentifier])
            }
            if name == "schema_id", function.cIdentifier.hasPrefix("g_settings_new") {
                let hasPath = function.parameters.contains { $0.name == "path" }
                return .settingsSchema(pathArgument: hasPath ? "path" : nil)
            }
        }
        // A proxy's method name may be dotted (`org.example.Notes.Open`): GIO splits it.
        if owner.qualifiedName.hasPrefix("Gio.DBus"), type.kind == .string,
            let kind = Self.dbusNameKinds[name],
            !(owner.qualifiedName == "Gio.DBusProxy" && name == "method_name")
        {
            return .dbusName(kind)
        }
        // GTK reads a mark of another buffer as one of its own, without a check (a new mark,
        // which `add_mark` takes, has no buffer yet: GTK checks that one itself).
        if Self.textIterOwners.contains(owner.qualifiedName), type.base == "TextMark",
            parameter.direction == .in, function?.cIdentifier != "gtk_text_buffer_add_mark"
        {
            return .textPartOfOwner
        }
        switch type.kind {
        case .textIter where parameter.direction != .out:
            return .textPartOfOwner
        case .treeIter where parameter.direction != .out:
            return Self.treeModels.contains(owner.qualifiedName) && parameter.name != "child_iter"
                ? .treeIterOfOwner : .treeIterRow
        case .string:
            return name == "detailed_action" ? .detailedAction : .noNUL
        case .stringArray:
            return .noNULInArray
        case .floating:
            return .finite
        default:
            return nil
        }
    }

    /// The D-Bus names the D-Bus classes take, by parameter name: the kind each must be.
    static let dbusNameKinds = [
        "bus_name": "busName", "destination_bus_name": "busName", "name": "busName",
        "object_path": "objectPath", "interface_name": "interfaceName",
        "method_name": "memberName", "signal_name": "memberName", "property_name": "memberName",
    ]

    /// An argument of `function`: its Swift label and name, type, ownership and check.
    private func argument(
        _ parameter: GIRParameter, _ type: MappedType, label: String?, of function: GIRFunction
    ) -> ArgumentSpec {
        let key = "\(function.cIdentifier):\(parameter.name)"
        var check = check(for: parameter, type, of: function)
        // A schema's path is checked with its schema.
        if owner.qualifiedName == "Gio.Settings", parameter.name == "path",
            function.cIdentifier.hasPrefix("g_settings_new")
        {
            check = nil
        }
        return ArgumentSpec(
            label: label, local: SwiftNames.identifier(parameterName(parameter)),
            girName: parameter.name, type: type,
            transfer: Overrides.transferCorrections[key] ?? parameter.transfer, check: check,
            boundingProperty: type.kind == .integer ? Overrides.boundingProperties[key] : nil,
            defaultValue: Overrides.parameterDefaults[key])
    }

    // MARK: - Properties

    private mutating func analyseProperties() {
        for property in owner.properties {
            plan.properties.append(
                MemberPlan(kind: .property, name: property.name, decision: decide(property)))
        }
    }

    private mutating func decide(_ property: GIRProperty) -> MemberPlan.Decision {
        let key = "\(owner.qualifiedName):\(property.name)"
        if let swift = Overrides.handWritten[key] {
            markAccessorsCovered(property)
            return .handWritten(swift)
        }
        if let reason = Overrides.skippedMembers[key] {
            return .skipped(reason)
        }
        if property.deprecated {
            return .skipped("deprecated in GTK")
        }
        // The accessor functions GIR names, when their signatures are the plain ones.
        if [getterName(of: property), property.setter].compactMap({ method(named: $0) }).contains(
            where: \.deprecated)
        {
            return .skipped("its accessor functions are deprecated")
        }
        let getter = method(named: getterName(of: property)).flatMap { function in
            function.parameters.isEmpty && function.returnType.name != "none"
                && !function.throwsError ? function : nil
        }
        let setter = method(named: property.setter).flatMap { function in
            function.parameters.count == 1 && function.parameters[0].direction == .in
                && function.returnType.name == "none" && !function.throwsError
                && Self.transferReason(function, mapper: mapper) == nil ? function : nil
        }
        let readable = property.isReadable
        let writable = property.isWritable && !property.isConstructOnly
        guard readable || writable else {
            return .skipped("settable at construction only")
        }
        let mapped: MappedType
        do {
            if let getter {
                mapped = try map(getter.returnType, nullable: getter.returnIsNullable)
            } else if let setter {
                mapped = try map(
                    setter.parameters[0].type, nullable: setter.parameters[0].isNullable)
            } else {
                // A string or a structure property may hold `NULL` (a tag's unset color).
                let isPointerLike =
                    ["utf8", "filename"].contains(property.type.name ?? "")
                    || Self.isValueStructure(property.type, mapper: mapper)
                mapped = try map(property.type, nullable: isPointerLike)
            }
        } catch {
            return .skipped("its type: \(error)")
        }
        if mapped.kind == .void || (mapped.kind == .stringArray && (getter == nil || setter == nil))
        {
            return .skipped("its type: \(mapped.base) without accessors")
        }
        let swiftName =
            Overrides.propertyNames[key]
            ?? (mapped.kind == .bool
                ? SwiftNames.booleanName(property.name) : SwiftNames.lowerCamel(property.name))
        guard isNameFree(swiftName) else {
            markAccessorsCovered(property)
            return .skipped("its Swift name \(swiftName) is taken by an inherited member")
        }
        var getterAccess: PropertySpec.Access?
        if readable {
            if let getter {
                getterAccess = .function(
                    getter.cIdentifier, nil, returnTransfer: getter.returnTransfer)
            } else if MappedType.canReadThroughGValue(mapped.kind) {
                getterAccess = .gValue
            }
        }
        var setterAccess: PropertySpec.Access?
        if writable {
            if let setter {
                var argument = argument(setter.parameters[0], mapped, label: "_", of: setter)
                argument.local = "newValue"
                if mapped.kind == .integer, argument.boundingProperty == nil {
                    argument.boundingProperty = property.name
                }
                setterAccess = .function(setter.cIdentifier, argument, returnTransfer: .none)
            } else if MappedType.canWriteThroughGValue(mapped.kind) {
                setterAccess = .gValue
            }
        }
        guard getterAccess != nil || setterAccess != nil else {
            return .skipped("no way to read or write \(mapped.base) through GValue")
        }
        plan.declared.names.insert(swiftName)
        markAccessorsCovered(property)
        if getterAccess == nil {
            plan.declared.signatures.insert("set\(SwiftNames.upperCamel(property.name))(_:)")
        }
        return .generated(
            .property(
                PropertySpec(
                    ownerQualifiedName: owner.qualifiedName, ownerSwiftName: owner.swiftName,
                    girName: property.name, swiftName: swiftName, type: mapped,
                    getter: getterAccess, setter: setterAccess)))
    }

    /// The getter GIR names for `property`; where it names none, the method that reads it by
    /// GTK's naming (`get_x`, `is_x`, or `x` itself for a property named like an assertion,
    /// such as `accepts-pdf`) when it takes nothing, returns the property's type and would
    /// have the property's Swift name: the two would clash, and they read the same value.
    /// GTK 4.8's GIR leaves some out (`gtk_window_is_maximized` reads `maximized`).
    private func getterName(of property: GIRProperty) -> String? {
        if let getter = property.getter { return getter }
        let name = property.name.replacingOccurrences(of: "-", with: "_")
        let isBool = property.type.name == "gboolean"
        let propertySwiftName =
            Overrides.propertyNames["\(owner.qualifiedName):\(property.name)"]
            ?? (isBool
                ? SwiftNames.booleanName(property.name) : SwiftNames.lowerCamel(property.name))
        return owner.methods.first { function in
            ["get_\(name)", "is_\(name)", name].contains(function.name)
                && function.parameters.isEmpty && !function.throwsError
                && function.returnType.name == property.type.name
                && (Overrides.methodNames[function.cIdentifier]
                    ?? Self.swiftName(
                        of: function, returnsValue: true, returnsBool: isBool,
                        hasParameters: false
                    ).name) == propertySwiftName
        }?.name
    }

    private mutating func markAccessorsCovered(_ property: GIRProperty) {
        if let getter = method(named: getterName(of: property)) {
            covered.insert(getter.cIdentifier)
        }
        if let setter = method(named: property.setter) { covered.insert(setter.cIdentifier) }
    }

    // MARK: - Methods

    private mutating func analyseMethods() {
        // Setters that pair with a getter into a settable property: `set_x(value)` beside
        // `get_x()` (or `is_x()`), when GIR names no property for them.
        for getter in owner.methods
        where getter.parameters.isEmpty && !getter.throwsError && !getter.deprecated
            && !covered.contains(getter.cIdentifier)
        {
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
                // A skipped setter leaves its getter a read-only member.
                Overrides.skippedMembers[setter.cIdentifier] == nil,
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
        // Asynchronous functions last: they need their `…_finish` planned.
        var decisions: [String: MemberPlan.Decision] = [:]
        for function in owner.methods where !Self.isAsynchronous(function, mapper: mapper) {
            decisions[function.cIdentifier] = decide(function)
        }
        for function in owner.methods where Self.isAsynchronous(function, mapper: mapper) {
            decisions[function.cIdentifier] = decideAsynchronous(function, decisions: decisions)
        }
        for function in owner.methods {
            plan.methods.append(
                MemberPlan(
                    kind: .method, name: function.cIdentifier,
                    decision: decisions[function.cIdentifier]!))
        }
    }

    /// Whether `function` starts an asynchronous call (it takes a `GAsyncReadyCallback`).
    static func isAsynchronous(_ function: GIRFunction, mapper: TypeMapper) -> Bool {
        function.parameters.contains { $0.type.name == "Gio.AsyncReadyCallback" }
    }

    /// The plan of a `…_async` function: generated with its `…_finish` (already decided in
    /// `decisions`), or skipped with why.
    private mutating func decideAsynchronous(
        _ function: GIRFunction, decisions: [String: MemberPlan.Decision]
    ) -> MemberPlan.Decision {
        let name = function.cIdentifier
        if let swift = Overrides.handWritten[name] { return .handWritten(swift) }
        if let reason = Overrides.skippedMembers[name] { return .skipped(reason) }
        if !function.isIntrospectable { return .skipped("not introspectable") }
        // `x_async` pairs with `x_finish`; a few calls are named without the suffix
        // (`g_dbus_connection_call` with `g_dbus_connection_call_finish`).
        let stem =
            function.name.hasSuffix("_async")
            ? String(function.name.dropLast("_async".count)) : function.name
        let finishName = Overrides.finishedBy[name] ?? "\(stem)_finish"
        guard let finish = owner.methods.first(where: { $0.name == finishName }) else {
            return .skipped("an asynchronous function without a \(stem)_finish")
        }
        guard case .generated(.method(var finishSpec))? = decisions[finish.cIdentifier],
            let first = finishSpec.arguments.first, first.type.base == "any AsyncResult"
        else {
            return .skipped("its \(finish.cIdentifier) is not generated")
        }
        finishSpec.arguments[0].isPassedAsIs = true
        finishSpec.arguments[0].local = "asyncResult"
        guard
            let callback = function.parameters.firstIndex(where: {
                $0.type.name == "Gio.AsyncReadyCallback"
            })
        else { return .skipped("no callback") }
        var roles: [Int: AsyncRole] = [callback: .callback]
        if let data = function.parameters[callback].closure { roles[data] = .userData }
        if let cancellable = function.parameters.firstIndex(where: {
            $0.type.name == "Gio.Cancellable"
        }) {
            roles[cancellable] = .cancellable
        }
        var parameters: [(GIRParameter, MappedType)] = []
        for (index, parameter) in function.parameters.enumerated() where roles[index] == nil {
            if parameter.direction != .in {
                return .skipped("an out parameter (\(parameter.name))")
            }
            if case .callback? = parameter.type.name.flatMap({ mapper.repository.kind(of: $0) }) {
                return .skipped("a callback parameter (\(parameter.name))")
            }
            if parameter.type.name == "gpointer" {
                return .skipped("an untyped pointer parameter (\(parameter.name))")
            }
            do {
                let mapped = try mapArgument(parameter)
                switch mapped.kind {
                case .structure:
                    // The call would need a copy of the value kept until it calls back.
                    return .skipped("a \(mapped.base) argument of an asynchronous call")
                case .array:
                    // Likewise: only byte arrays have copies kept until GIO calls back.
                    return .skipped("an array argument (\(parameter.name)) of an asynchronous call")
                default:
                    break
                }
                parameters.append((parameter, mapped))
            } catch {
                return .skipped("a type: \(error)")
            }
        }
        if let reason = Self.transferReason(function, mapper: mapper) { return .skipped(reason) }
        // An array's length is its count, as for other calls (indices of GIR's parameters).
        let byGIRIndex = function.parameters.map { parameter in
            parameters.first { $0.0.name == parameter.name }
        }
        let arrayLengths: [Int: Int]
        switch Self.arrayLengths(of: byGIRIndex) {
        case .success(let pairs): arrayLengths = pairs
        case .failure(let unpaired): return .skipped(unpaired.reason)
        }
        let lengthNames = Set(arrayLengths.keys.map { function.parameters[$0].name })
        parameters.removeAll { lengthNames.contains($0.0.name) }
        let swiftName = SwiftNames.lowerCamel(stem)
        let labels = Self.argumentLabels(
            GIRFunction(name: stem, cIdentifier: name), parameters.map(\.0))
        let signature = "\(swiftName)(\(labels.map { "\($0):" }.joined())completion:)"
        guard isSignatureFree(signature) else {
            return .skipped("its Swift signature \(signature) is taken")
        }
        plan.declared.signatures.insert(signature)
        var labelIterator = labels.makeIterator()
        let arguments = function.parameters.enumerated().map { index, parameter in
            if let role = roles[index] {
                var spec = ArgumentSpec(
                    label: nil, local: "", girName: parameter.name,
                    type: MappedType(kind: .void, base: "", isOptional: false),
                    transfer: .none, check: nil)
                spec.asyncRole = role
                return spec
            }
            if let array = arrayLengths[index] {
                var spec = argument(
                    parameter, MappedType(kind: .integer, base: "Int", isOptional: false),
                    label: nil, of: function)
                spec.lengthOf = array
                return spec
            }
            let type = parameters.first { $0.0.name == parameter.name }!.1
            var spec = argument(parameter, type, label: labelIterator.next()!, of: function)
            if parameter.name == "io_priority" { spec.defaultValue = "0" }
            return spec
        }
        return .generated(
            .asynchronous(
                AsyncSpec(
                    ownerQualifiedName: owner.qualifiedName, ownerSwiftName: owner.swiftName,
                    isInterface: owner.isInterface, cIdentifier: name, swiftName: swiftName,
                    arguments: arguments, finish: finishSpec,
                    deprecation: deprecation(of: function) ?? finishSpec.deprecation)))
    }

    /// The message of a deprecated function's `@available(*, deprecated, …)` attribute, or
    /// `nil` when its library has not deprecated it. Deprecated functions are generated like
    /// any other (users porting C code find them), and Swift warns where they are used.
    private func deprecation(of function: GIRFunction) -> String? {
        guard function.deprecated else { return nil }
        let namespace = owner.qualifiedName.split(separator: ".").first.map(String.init) ?? ""
        let library =
            ["Gtk": "GTK", "Gdk": "GDK", "Gio": "GIO", "Adw": "libadwaita"][namespace] ?? namespace
        guard let version = function.deprecatedVersion else {
            return "deprecated by \(library); see its reference for the replacement"
        }
        return "deprecated since \(library) \(version); see its reference for the replacement"
    }

    /// Why `function`'s signature cannot be wrapped, or `nil`; the parameters at `closures`
    /// (callbacks generated as closures, with their user data and destroy notifies) are not
    /// held against it.
    private func unsupportedReason(
        _ function: GIRFunction, closures: Set<Int> = [], allowsDeprecated: Bool = false
    )
        -> String?
    {
        if let reason = Self.transferReason(function, mapper: mapper) { return reason }
        if !function.isIntrospectable { return "not introspectable" }
        if function.deprecated, !allowsDeprecated { return "deprecated in GTK" }
        if function.isVariadic { return "C variadic arguments" }
        if let shadowedBy = function.shadowedBy { return "shadowed by \(shadowedBy)" }
        if function.name.hasSuffix("_static") || function.name.contains("_static_") {
            // `pango_font_description_set_family_static` and the like keep the pointers they
            // are given: a Swift string's bytes live only for the call.
            return "it keeps pointers it is given past the call (a _static function)"
        }
        for (index, parameter) in function.parameters.enumerated()
        where !closures.contains(index) {
            if parameter.direction == .inout, !Self.isIterator(parameter.type, mapper: mapper) {
                return "an in-out parameter (\(parameter.name))"
            }
            if parameter.direction == .out && parameter.callerAllocates,
                !Self.isValueStructure(parameter.type, mapper: mapper),
                !Self.isIterator(parameter.type, mapper: mapper)
            {
                return "a caller-allocated out parameter (\(parameter.name))"
            }
            if case .callback? = parameter.type.name.flatMap({ mapper.repository.kind(of: $0) }) {
                return "a callback parameter (\(parameter.name))"
            }
            if parameter.type.name == "gpointer" {
                return "an untyped pointer parameter (\(parameter.name))"
            }
            if parameter.direction == .in, let cType = parameter.type.cType,
                ["utf8", "filename"].contains(parameter.type.name ?? ""),
                !cType.contains("const"), cType.hasSuffix("*")
            {
                return "a mutable C string parameter (\(parameter.name))"
            }
        }
        return nil
    }

    /// Why a boxed structure's function is not generated, or `nil`: the wrapper frees (or
    /// releases) its structure itself, and a function that takes the structure over would
    /// leave the wrapper holding freed memory.
    static func boxedReason(_ function: GIRFunction) -> String? {
        if ["free", "unref"].contains(function.name) {
            return "the wrapper frees its structure itself"
        }
        if function.instanceParameter?.transfer == .full {
            return "it takes over the structure itself"
        }
        return nil
    }

    /// The callbacks of `function` generated as Swift closures, by parameter index, with the
    /// indices of their user data and destroy notify; or why one cannot be. At most one
    /// callback per function, in GIR's `call` or `notified` scope, its user data after it.
    private func closureSpecs(of function: GIRFunction) -> Result<
        [Int: (spec: ClosureSpec, data: Int, destroy: Int?)], TypeMapper.Unsupported
    > {
        var found: [Int: (spec: ClosureSpec, data: Int, destroy: Int?)] = [:]
        for (index, parameter) in function.parameters.enumerated() {
            guard let name = parameter.type.name,
                case .callback? = mapper.repository.kind(of: name),
                !found.values.contains(where: { $0.destroy == index })
            else { continue }
            /// Why this callback is not a closure.
            func unsupported(_ why: String) -> Result<
                [Int: (spec: ClosureSpec, data: Int, destroy: Int?)], TypeMapper.Unsupported
            > {
                .failure(.init(reason: "a callback parameter (\(parameter.name)): \(why)"))
            }
            guard found.isEmpty else { return unsupported("more than one callback") }
            guard let signature = mapper.repository.callbackSignature(name),
                signature.isIntrospectable, !signature.throwsError
            else { return unsupported("\(name) is not introspectable") }
            let scope: ClosureSpec.Scope
            switch parameter.scope {
            case "call"?, nil: scope = .call
            case "notified"? where parameter.destroy != nil: scope = .notified
            default: return unsupported("scope \(parameter.scope ?? "none")")
            }
            guard let data = parameter.closure, data > index,
                function.parameters.indices.contains(data)
            else { return unsupported("no user data after it") }
            let userData = signature.parameters.lastIndex { $0.type.name == "gpointer" }
            var parameters: [(type: MappedType, transfer: GIRTransfer)?] = []
            for (position, callbackParameter) in signature.parameters.enumerated() {
                if position == userData {
                    parameters.append(nil)
                    continue
                }
                guard callbackParameter.direction == .in,
                    let mapped = try? mapper.map(
                        callbackParameter.type, isNullable: callbackParameter.isNullable),
                    Self.canCrossIntoClosure(mapped.kind)
                else { return unsupported("its argument \(callbackParameter.name)") }
                parameters.append((mapped, callbackParameter.transfer))
            }
            guard userData != nil,
                var returnType = try? mapper.map(
                    signature.returnType, isNullable: signature.returnIsNullable)
            else { return unsupported("no user data, or its result") }
            switch returnType.kind {
            case .void, .bool, .integer, .floating, .enumeration, .flags: break
            case .string, .object, .interface:
                guard signature.returnTransfer == .full, owner.qualifiedName.hasPrefix("Gtk.")
                else { return unsupported("its result of \(returnType.base)") }
                // C takes the result over: a reference, or a copy of the string, of its own.
                // GTK calls its callbacks on the main thread; GIO may call one from a worker
                // (a D-Bus filter, a VFS's URI parser), where no Swift closure of the main
                // actor may run. Swift gives C the result, so an abstract class's object is
                // optional only where GIR lets C take `NULL`.
                returnType.isOptional = signature.returnIsNullable
            default: return unsupported("its result of \(returnType.base)")
            }
            let arguments = parameters.compactMap { $0?.type.swift }.joined(separator: ", ")
            let result = returnType.kind == .void ? "Void" : returnType.swift
            found[index] = (
                ClosureSpec(
                    scope: scope, swiftType: "@MainActor (\(arguments)) -> \(result)",
                    parameters: parameters, returnType: returnType,
                    returnTransfer: signature.returnTransfer),
                data, scope == .notified ? parameter.destroy : nil
            )
        }
        return .success(found)
    }

    /// Whether a callback's argument of this kind can be read into a Swift closure's.
    private static func canCrossIntoClosure(_ kind: MappedType.Kind) -> Bool {
        switch kind {
        case .bool, .integer, .floating, .character, .string, .enumeration, .flags, .object,
            .interface, .gType, .variant, .boxed:
            true
        case .structure(let byValue): !byValue
        case .void, .stringArray, .bytes, .variantType, .list, .closure, .gBytes, .textIter,
            .treeIter, .array:
            false
        case .gError: true
        }
    }

    /// Whether `type` is `GtkTextIter` or `GtkTreeIter`, which callers allocate and generated
    /// code passes as a `TextIter` or `TreeIter`.
    static func isIterator(_ type: GIRTypeRef, mapper: TypeMapper) -> Bool {
        switch try? mapper.map(type, isNullable: false).kind {
        case .textIter?, .treeIter?: true
        default: false
        }
    }

    /// Whether `type` is a plain structure passed as a Swift value, whose caller-allocated
    /// out-parameter Swift can give C to fill in.
    static func isValueStructure(_ type: GIRTypeRef, mapper: TypeMapper) -> Bool {
        if case .structure? = try? mapper.map(type, isNullable: false).kind { return true }
        return false
    }

    /// Why a function cannot be called with the ownership its arguments' annotations ask for,
    /// or `nil`: an argument C takes over ("transfer full" or "container") must be an object,
    /// to which the generated code gives a reference of its own; GtkRx has no way yet to hand
    /// over anything else (a string, a structure, an array) that C would free.
    static func transferReason(_ function: GIRFunction, mapper: TypeMapper) -> String? {
        for parameter in function.parameters
        where parameter.direction == .in && parameter.transfer != .none {
            let kind = try? mapper.map(parameter.type, isNullable: parameter.isNullable).kind
            switch kind {
            case .object?, .interface?:
                continue
            case .boxed? where !parameter.isNullable, .gError? where !parameter.isNullable:
                continue  // C gets a copy of its own (`cTransferredBoxed`, `…GError`)
            default:
                return "it takes over its argument \(parameter.name) "
                    + "(transfer \(parameter.transfer.rawValue)), which is not an object"
            }
        }
        return nil
    }

    private mutating func decide(_ function: GIRFunction) -> MemberPlan.Decision {
        let name = function.cIdentifier
        if covered.contains(name)
            || pairedSetters.values.contains(where: { $0.cIdentifier == name })
        {
            return .generated(.accessor)
        }
        if let swift = Overrides.handWritten[name] {
            return .handWritten(swift)
        }
        if let reason = Overrides.skippedMembers[name] {
            return .skipped(reason)
        }
        if owner.isBoxed, ["free", "unref"].contains(function.name) {
            // `g_boxed_free` calls the structure's own free or unref function.
            return .handWritten("Boxed.deinit, which frees or releases the structure once")
        }
        if owner.isBoxed, let reason = Self.boxedReason(function) {
            return .skipped(reason)
        }
        let closures: [Int: (spec: ClosureSpec, data: Int, destroy: Int?)]
        switch closureSpecs(of: function) {
        case .success(let found): closures = found
        case .failure(let error): return .skipped(error.reason)
        }
        var closureParts = Set(closures.keys)
        for closure in closures.values {
            closureParts.insert(closure.data)
            if let destroy = closure.destroy { closureParts.insert(destroy) }
        }
        if let reason = unsupportedReason(
            function, closures: closureParts, allowsDeprecated: true)
        {
            return .skipped(reason)
        }
        // Map every parameter and the return type.
        var parameters: [(GIRParameter, MappedType)] = []
        let returnType: MappedType
        do {
            for (index, parameter) in function.parameters.enumerated() {
                if let closure = closures[index] {
                    parameters.append(
                        (
                            parameter,
                            MappedType(
                                kind: .closure, base: "(\(closure.spec.swiftType))",
                                isOptional: parameter.isNullable)
                        ))
                } else if closureParts.contains(index) {
                    parameters.append(
                        (parameter, MappedType(kind: .void, base: "", isOptional: false)))
                } else {
                    var mapped = try mapArgument(parameter)
                    if Overrides.readOnlyArguments["\(name):\(parameter.name)"] != nil {
                        mapped.kind = .textIter(isInout: false)
                    }
                    if Overrides.movedIterators["\(name):\(parameter.name)"] != nil {
                        mapped.kind = .treeIter(isInout: true)
                    }
                    parameters.append((parameter, mapped))
                }
            }
            var mapped = try map(function.returnType, nullable: function.returnIsNullable)
            if mapped.kind == .bytes, function.returnTransfer != .none {
                // As for out-parameters: `Data` adopts the buffer C hands over, no copy.
                mapped.base = "Data"
            }
            returnType = mapped
        } catch {
            return .skipped("a type: \(error)")
        }
        // A returned array's length is an out-parameter Swift reads with it (or the array ends
        // with a zero).
        var returnLength: Int?
        if returnType.isArrayWithLength {
            guard let length = function.returnType.lengthParameter,
                parameters.indices.contains(length), parameters[length].0.direction == .out,
                parameters[length].1.kind == .integer
            else { return .skipped("a type: a returned array without its length beside it") }
            returnLength = length
        }
        // A string's byte count (`insert_at_cursor(text, len)`) is not asked for: Swift passes
        // -1, "up to the NUL". An array's length is the array's count, passed or read with it.
        let lengths = Self.stringLengthParameters(parameters)
        let arrayLengths: [Int: Int]
        switch Self.arrayLengths(of: parameters, returnLength: returnLength) {
        case .success(let pairs): arrayLengths = pairs
        case .failure(let unpaired): return .skipped(unpaired.reason)
        }
        let hidden = lengths.union(arrayLengths.keys).union(closureParts.subtracting(closures.keys))
            .union(returnLength.map { [$0] } ?? [])
        let swiftParameters = parameters.enumerated().filter {
            !hidden.contains($0.offset) && $0.element.0.direction == .in
        }.map(\.element)
        let outputs = parameters.enumerated().filter {
            !hidden.contains($0.offset) && $0.element.0.direction == .out
        }
        let hasOutputs = parameters.contains { $0.0.direction == .out }
        let shape: ResultShape
        if !hasOutputs {
            shape = .returnValue
        } else if function.throwsError {
            shape = .outputs(
                includesReturn: returnType.kind != .void && returnType.kind != .bool,
                nilWhenFalse: false)
        } else if returnType.kind == .bool {
            shape = .outputs(includesReturn: false, nilWhenFalse: true)
        } else {
            shape = .outputs(includesReturn: returnType.kind != .void, nilWhenFalse: false)
        }
        let returnsValue: Bool
        switch shape {
        case .returnValue: returnsValue = returnType.kind != .void
        case .outputs(let includesReturn, _): returnsValue = includesReturn || !outputs.isEmpty
        }
        var (swiftName, isProperty) = Self.swiftName(
            of: function, returnsValue: returnsValue,
            returnsBool: shape == .returnValue && returnType.kind == .bool,
            hasParameters: !swiftParameters.isEmpty)
        swiftName = Overrides.methodNames[name] ?? swiftName
        let labels = Self.argumentLabels(function, swiftParameters.map(\.0))
        let signature = "\(swiftName)(\(labels.map { "\($0):" }.joined()))"
        if isProperty {
            guard isNameFree(swiftName), !plan.declared.signatures.contains(signature) else {
                return .skipped("its Swift name \(swiftName) is taken")
            }
            plan.declared.names.insert(swiftName)
        } else {
            guard isSignatureFree(signature),
                swiftParameters.isEmpty ? isNameFree(swiftName) : true
            else {
                return .skipped("its Swift signature \(signature) is taken")
            }
            plan.declared.signatures.insert(signature)
            if swiftParameters.isEmpty { plan.declared.names.insert(swiftName) }
        }
        var labelIterator = labels.makeIterator()
        var arguments = parameters.enumerated().map { index, pair in
            let (parameter, type) = pair
            let label: String?
            if hidden.contains(index) {
                label = nil
            } else if parameter.direction == .out {
                label = SwiftNames.identifier(parameterName(parameter))
            } else {
                label = labelIterator.next()!
            }
            var spec = argument(parameter, type, label: label, of: function)
            spec.direction = parameter.direction
            spec.lengthOf = arrayLengths[index]
            if parameter.direction == .out {
                spec.check = nil
                spec.boundingProperty = nil
            }
            return spec
        }
        // An out-parameter named like the C return value's label would clash in the tuple.
        if case .outputs(true, _) = shape {
            for index in arguments.indices where arguments[index].label == "result" {
                arguments[index].label = "resultValue"
            }
        }
        for (index, closure) in closures {
            arguments[index].closureRole = .callback(closure.spec)
            arguments[index].label = "_"  // a trailing closure reads best without one
            arguments[closure.data].closureRole = .userData(callback: index)
            if let destroy = closure.destroy { arguments[destroy].closureRole = .destroyNotify }
        }
        var pairedSetter: (String, ArgumentSpec)?
        if isProperty, shape == .returnValue, let setter = pairedSetters[name] {
            var argument = argument(setter.parameters[0], returnType, label: "_", of: setter)
            argument.local = "newValue"
            pairedSetter = (setter.cIdentifier, argument)
        }
        return .generated(
            .method(
                MethodSpec(
                    ownerSwiftName: owner.swiftName, cIdentifier: name, girName: function.name,
                    swiftName: swiftName, signature: signature, isProperty: isProperty,
                    pairedSetter: pairedSetter, arguments: arguments, returnType: returnType,
                    returnTransfer: function.returnTransfer, throwsError: function.throwsError,
                    resultShape: shape, consumesSelf: function.instanceParameter?.transfer == .full,
                    deprecation: deprecation(of: function), returnLength: returnLength)
            ))
    }

    /// A method's Swift name, and whether it reads as a property: `get_x()`, `is_x()`,
    /// `has_x()`, `can_x()`, `should_x()` without arguments do; `get_row_at_index(index)` reads
    /// as `row(at:)`, `get_item_for_id(id)` as `itemForId(_:)`.
    static func swiftName(
        of function: GIRFunction, returnsValue: Bool, returnsBool: Bool, hasParameters: Bool
    ) -> (name: String, isProperty: Bool) {
        let words = function.name
        if !hasParameters, returnsValue, !function.throwsError {
            if words.hasPrefix("get_") {
                var name = SwiftNames.lowerCamel(String(words.dropFirst(4)))
                if returnsBool, !name.hasPrefix("is"), !name.hasPrefix("has") {
                    name = SwiftNames.booleanName(String(words.dropFirst(4)))
                }
                return (name, true)
            }
            if words.hasPrefix("is_") || words.hasPrefix("has_") || words.hasPrefix("can_")
                || words.hasPrefix("should_")
            {
                return (SwiftNames.lowerCamel(words), true)
            }
            return (SwiftNames.lowerCamel(words), false)
        }
        if let subject = indexedSubject(function) {
            return (SwiftNames.lowerCamel(subject), false)
        }
        if words.hasPrefix("get_"), hasParameters {
            return (SwiftNames.lowerCamel(String(words.dropFirst(4))), false)
        }
        return (SwiftNames.lowerCamel(words), false)
    }

    /// Why an array argument cannot be paired with its length.
    struct UnpairedArray: Error {
        /// The reason the call is skipped, as coverage reports it.
        var reason: String
    }

    /// Pairs each array argument with the integer argument GIR names as its length, so that
    /// Swift passes (or reads) the array's count in the length's place.
    ///
    /// - Parameters:
    ///   - parameters: the call's arguments in GIR's order; `nil` for one Swift does not see
    ///     (an asynchronous call's callback, its data and its cancellable).
    ///   - returnLength: the out-argument that is the returned array's length, if any; no
    ///     argument array may share it.
    /// - Returns: each length's index with its array's index (GIR's indices).
    static func arrayLengths(
        of parameters: [(GIRParameter, MappedType)?], returnLength: Int? = nil
    ) -> Result<[Int: Int], UnpairedArray> {
        var arrayLengths: [Int: Int] = [:]
        for (index, pair) in parameters.enumerated() {
            guard let (parameter, mapped) = pair else { continue }
            if case .array(_, isZeroTerminated: true) = mapped.kind {
                // GIR's default for an array without a length, which C functions such as
                // `gtk_list_store_reorder` do not mean (their arrays have as many elements
                // as the model has rows).
                return .failure(
                    UnpairedArray(reason: "a type: an array argument without its length"))
            }
            guard mapped.isArrayWithLength else { continue }
            guard let length = parameter.type.lengthParameter, parameters.indices.contains(length),
                let (lengthParameter, lengthType) = parameters[length],
                lengthParameter.direction == parameter.direction, lengthType.kind == .integer
            else {
                return .failure(
                    UnpairedArray(reason: "a type: an array without its length beside it"))
            }
            guard arrayLengths[length] == nil, length != returnLength else {
                return .failure(UnpairedArray(reason: "a type: two arrays with one length"))
            }
            arrayLengths[length] = index
        }
        return .success(arrayLengths)
    }

    /// The indices of integer parameters that give the byte count of the string parameter just
    /// before them (`text, len`; `buffer, length`; `str, str_len`), which Swift fills in.
    static func stringLengthParameters(_ parameters: [(GIRParameter, MappedType)]) -> Set<Int> {
        var indices: Set<Int> = []
        for index in parameters.indices.dropFirst() {
            let (parameter, mapped) = parameters[index]
            let (previous, previousMapped) = parameters[index - 1]
            let name = cName(parameter)
            guard mapped.kind == .integer, previousMapped.kind == .string,
                parameter.direction == .in, previous.direction == .in,
                ["len", "length", "\(cName(previous))_len", "\(cName(previous))_length"]
                    .contains(name)
            else { continue }
            indices.insert(index)
        }
        return indices
    }

    /// A parameter's C name as written in the header: GIR appends `_` to names that clash with
    /// C library functions (`index_`).
    static func cName(_ parameter: GIRParameter) -> String {
        parameter.name.hasSuffix("_") ? String(parameter.name.dropLast()) : parameter.name
    }

    /// For a getter by position whose one parameter names the position (`get_row_at_index(index)`,
    /// `get_item_at_pos(pos)`), what it gets (`row`, `item`): such methods read as `row(at:)`.
    static func indexedSubject(_ function: GIRFunction) -> String? {
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
    /// A parameter's Swift name; an out-parameter's without C's `_out` (`etag_out` → `etag`).
    private func parameterName(_ parameter: GIRParameter) -> String {
        if parameter.direction == .out, parameter.name.hasSuffix("_out"), parameter.name != "_out" {
            return SwiftNames.lowerCamel(String(parameter.name.dropLast("_out".count)))
        }
        if parameter.direction == .out, parameter.name.hasPrefix("out_"), parameter.name != "out_" {
            return SwiftNames.lowerCamel(String(parameter.name.dropFirst("out_".count)))
        }
        return SwiftNames.lowerCamel(parameter.name)
    }

    /// Argument labels: every parameter's name, but the first is unlabelled when the method's
    /// name says what it is: a one-word name (`append(_ child:)`, `remove(_ widget:)`), a name
    /// ending in the parameter's (`add_controller(controller)` → `addController(_:)`), or a
    /// `pack_` method (`packEnd(_ child:)`).
    static func argumentLabels(_ function: GIRFunction, _ parameters: [GIRParameter]) -> [String] {
        parameters.enumerated().map { index, parameter in
            if index == 0, indexedSubject(function) != nil {
                return "at"
            }
            // `lookup_action(action_name)` reads as `lookupAction(named:)`.
            if index == 0, cName(parameter).hasSuffix("_name"),
                function.name.hasSuffix("_" + cName(parameter).dropLast(5))
            {
                return "named"
            }
            if index == 0,
                !function.name.contains("_")
                    || function.name.hasSuffix("_\(cName(parameter))")
                    || function.name.hasPrefix("pack_")
            {
                return "_"
            }
            return SwiftNames.identifier(SwiftNames.lowerCamel(parameter.name))
        }
    }

    // MARK: - Signals

    private mutating func analyseSignals() {
        for signal in owner.signals {
            plan.signals.append(
                MemberPlan(kind: .signal, name: signal.name, decision: decide(signal)))
        }
    }

    private mutating func decide(_ signal: GIRSignal) -> MemberPlan.Decision {
        let key = "\(owner.qualifiedName)::\(signal.name)"
        if let swift = Overrides.handWritten[key] {
            return .handWritten(swift)
        }
        if let reason = Overrides.skippedMembers[key] {
            return .skipped(reason)
        }
        if signal.deprecated {
            return .skipped("deprecated in GTK")
        }
        let connector = "on" + SwiftNames.upperCamel(signal.name)
        var argumentTypes: [MappedType] = []
        for (index, parameter) in signal.parameters.enumerated() {
            guard let mapped = try? map(parameter.type, nullable: parameter.isNullable),
                mapped.signalArgument(index, context: "") != nil
            else {
                return .skipped(
                    "argument \(parameter.name) of type \(parameter.type.name ?? "?")")
            }
            argumentTypes.append(mapped)
        }
        let returnType: MappedType
        do {
            returnType = try map(signal.returnType, nullable: signal.returnIsNullable)
        } catch {
            return .skipped("its return type: \(error)")
        }
        guard returnType.kind == .void || returnType.canBeSignalReturn else {
            return .skipped("its return type \(returnType.swift)")
        }
        let signature = "\(connector)(_:)"
        guard isSignatureFree(signature) else {
            return .skipped("its connector \(connector) is taken")
        }
        plan.declared.signatures.insert(signature)
        return .generated(
            .signal(
                SignalSpec(
                    ownerQualifiedName: owner.qualifiedName, ownerSwiftName: owner.swiftName,
                    girName: signal.name, connector: connector, argumentTypes: argumentTypes,
                    returnType: returnType)))
    }

    // MARK: - Initializers

    private mutating func analyseInitializers(handWritten: [String: String]) {
        for (key, parameters) in handWritten {
            plan.declared.initializers[key] = parameters
        }
        for constructor in owner.constructors {
            plan.constructors.append(
                MemberPlan(
                    kind: .constructor, name: constructor.cIdentifier,
                    decision: decide(constructor: constructor)))
        }
        // Shadow each inherited initializer this class does not have: it would make the
        // ancestor's type, not this one.
        for (key, parameters) in inherited.initializers.sorted(by: { $0.key < $1.key })
        where plan.declared.initializers[key] == nil {
            plan.shadowedInitializers.append(parameters)
            plan.declared.initializers[key] = parameters
        }
    }

    private mutating func decide(constructor: GIRFunction) -> MemberPlan.Decision {
        let name = constructor.cIdentifier
        if let swift = Overrides.handWritten[name] {
            return .handWritten(swift)
        }
        if let reason = Overrides.skippedMembers[name] {
            return .skipped(reason)
        }
        if owner.isAbstract {
            return .skipped("the class is abstract")
        }
        if owner.isBoxed, let reason = Self.boxedReason(constructor) {
            return .skipped(reason)
        }
        if let reason = unsupportedReason(constructor) {
            return .skipped(reason)
        }
        if let out = constructor.parameters.first(where: { $0.direction != .in }) {
            return .skipped("an out parameter (\(out.name))")
        }
        var parameters: [(GIRParameter, MappedType)] = []
        do {
            for parameter in constructor.parameters {
                parameters.append((parameter, try mapArgument(parameter)))
            }
        } catch {
            return .skipped("a type: \(error)")
        }
        if constructor.throwsError {
            return .skipped("it can fail (a throwing initializer is written by hand)")
        }
        // An array's length is the array's count, never a Swift parameter of its own.
        let arrayLengths: [Int: Int]
        switch Self.arrayLengths(of: parameters) {
        case .success(let pairs): arrayLengths = pairs
        case .failure(let unpaired): return .skipped(unpaired.reason)
        }
        let visible = parameters.indices.filter { arrayLengths[$0] == nil }
        let labels = Self.constructorLabels(constructor, visible.map { parameters[$0].0 })
        var visibleLabels = labels.makeIterator()
        var arguments = parameters.indices.map { index in
            let (parameter, mapped) = parameters[index]
            guard let array = arrayLengths[index] else {
                return argument(
                    parameter, mapped, label: SwiftNames.identifier(visibleLabels.next()!),
                    of: constructor)
            }
            var spec = argument(
                parameter, MappedType(kind: .integer, base: "Int", isOptional: false), label: nil,
                of: constructor)
            spec.lengthOf = array
            return spec
        }
        for index in arguments.indices {
            arguments[index].local = SwiftNames.identifier(
                SwiftNames.lowerCamel(arguments[index].girName))
        }
        let key = zip(labels, visible.map { parameters[$0] }).map { "\($0): \($1.1.swift)" }
            .joined(separator: ", ")
        guard plan.declared.initializers[key] == nil else {
            return .skipped("another constructor has the Swift signature init(\(key))")
        }
        let spec = ConstructorSpec(
            ownerQualifiedName: owner.qualifiedName, ownerSwiftName: owner.swiftName,
            cIdentifier: name, arguments: arguments, returnTransfer: constructor.returnTransfer,
            registersWidgetClasses: owner.module.classTable != nil && !owner.isBoxed,
            isBoxed: owner.isBoxed)
        plan.declared.initializers[key] = MemberRendering.parameterList(
            spec.arguments, withDefaults: false)
        return .generated(.constructor(spec))
    }

    /// Initializer labels: `new_with_label(label)` → `init(label:)`;
    /// `new_from_icon_name(icon_name)` → `init(iconName:)`; `new_with_mnemonic(label)` →
    /// `init(mnemonic:)`; otherwise each parameter's name.
    static func constructorLabels(_ constructor: GIRFunction, _ parameters: [GIRParameter])
        -> [String]
    {
        let suffix = constructor.name.split(separator: "_").dropFirst().drop {
            $0 == "with" || $0 == "from" || $0 == "for"
        }
        .joined(separator: "_")
        var labels = parameters.map { SwiftNames.lowerCamel($0.name) }
        if !suffix.isEmpty, parameters.count == 1 {
            labels[0] = SwiftNames.lowerCamel(suffix)
        }
        return labels
    }
}
