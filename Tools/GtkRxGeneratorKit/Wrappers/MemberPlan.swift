/// The plan the analysis pass (``MemberAnalysis``) makes of one class or interface, and that
/// the writers (``MemberRendering``, ``RxEmitter``, ``TestEmitter``) turn into Swift: for each
/// member GIR lists, whether it is generated (with everything the writer needs), written by
/// hand (with the Swift symbol that covers it) or skipped (with why). Nothing here is text
/// of the output but names and types; the coverage report is derived from it.
struct MemberPlan {
    /// What the analysis decided.
    enum Decision {
        /// Generated as the spec says.
        case generated(GeneratedMember)
        /// Covered by the hand-written Swift symbol named.
        case handWritten(String)
        /// Left out, with why.
        case skipped(String)
    }

    var kind: CoverageRecord.Kind
    /// The property's or signal's GIR name, or the function's C identifier.
    var name: String
    var decision: Decision

    /// The spec, when the member is generated (and is not only an accessor of another).
    var spec: GeneratedMember? {
        if case .generated(let spec) = decision { return spec }
        return nil
    }
}

/// A member to generate.
enum GeneratedMember {
    case property(PropertySpec)
    case method(MethodSpec)
    case signal(SignalSpec)
    case constructor(ConstructorSpec)
    /// A `…_async` function with its `…_finish`: a callback form, an `async` form, and `.rx`.
    case asynchronous(AsyncSpec)
    /// A C function covered by a generated property (its getter or setter).
    case accessor

    /// The Swift symbol the coverage report names.
    var symbol: String {
        switch self {
        case .property(let spec): "\(spec.ownerSwiftName).\(spec.swiftName)"
        case .method(let spec):
            "\(spec.ownerSwiftName).\(spec.pairedSetter == nil ? spec.signature : spec.swiftName)"
        case .signal(let spec): "\(spec.ownerSwiftName).\(spec.connector)"
        case .constructor(let spec):
            "\(spec.ownerSwiftName).init(\(spec.arguments.compactMap(\.label).map { "\($0.replacingOccurrences(of: "`", with: "")):" }.joined()))"
        case .asynchronous(let spec):
            "\(spec.ownerSwiftName).\(spec.swiftName)(\(spec.arguments.filter(\.isSwiftParameter).map { "\($0.label!):" }.joined())completion:), async and .rx"
        case .accessor: "a property accessor"
        }
    }
}

/// A check an argument needs before C sees it (GIR does not describe it; GLib or GTK would
/// abort on, or silently change, a value that fails it). The writer routes each to one
/// function of `Sources/GtkRxGLib/Objects/ArgumentChecks.swift`.
enum ArgumentCheck: Equatable {
    /// No NUL byte in a string (C would cut it there).
    case noNUL
    /// No NUL byte in any string of an array.
    case noNULInArray
    /// A finite number (not NaN, not an infinity).
    case finite
    /// A detailed action name GIO can parse (`app.quit`, `app.zoom(2)`).
    case detailedAction
    /// A key the settings' schema has, of the GVariant type given (`nil`: any type).
    case settingsKey(type: String?)
    /// A schema that is installed, with a path GSettings accepts (for constructors, which
    /// throw when it fails).
    case settingsSchema(pathArgument: String?)
    /// A D-Bus name GIO accepts, of the kind given (`busName`, `objectPath`, `interfaceName`,
    /// `memberName`: the cases of `DBusNameKind` in ArgumentChecks.swift); GIO rejects a
    /// malformed one with a critical and does nothing.
    case dbusName(String)
    /// A `TextIter` or `TextMark` in the buffer of the text buffer or text view called (GTK
    /// reads an iterator or a mark of another buffer as if it were one of its own).
    case textPartOfOwner
    /// A `TreeIter` of the model called, whose row exists (GTK's models read a stale iterator's
    /// freed row).
    case treeIterOfOwner
    /// A `TreeIter` whose row exists in its own model (GTK checks that the model is the one
    /// it expects).
    case treeIterRow
}

/// One C argument of a generated call.
struct ArgumentSpec {
    /// For an argument C reads: the Swift argument label, `_` for none. For one C writes (an
    /// out-parameter): its label in the Swift result. `nil` when Swift neither passes nor
    /// returns it: a string's byte count (Swift passes -1), an array's length (Swift passes
    /// the array's count, or reads it with the array).
    var label: String?
    /// The Swift parameter's local name.
    var local: String
    /// The GIR parameter's name.
    var girName: String
    var type: MappedType
    /// Who owns the value after the call: with `.full`, C takes a reference of its own.
    var transfer: GIRTransfer
    var check: ArgumentCheck?
    /// For an integer: the property whose `GParamSpec` bounds it (see the override table).
    var boundingProperty: String?
    /// A default value, as a Swift expression.
    var defaultValue: String?
    /// Whether C reads the argument (`in`) or writes it (`out`, a result of the Swift member).
    var direction: GIRParameter.Direction = .in
    /// For an array's length: the index, among the call's arguments, of the array.
    var lengthOf: Int?

    /// Whether Swift code passes it (it is a parameter of the Swift member).
    var isSwiftParameter: Bool { label != nil && direction == .in && asyncRole == nil }
    /// For the GAsyncResult argument of a `…_finish` run inside an asynchronous call: the
    /// Swift expression is the C pointer itself, passed as it is.
    var isPassedAsIs = false
    /// For an argument of a `…_async` function that GtkRx fills in itself.
    var asyncRole: AsyncRole?

    /// Whether it is part of the Swift member's result.
    var isSwiftResult: Bool { label != nil && direction == .out }
    /// For a callback and the arguments that go with it: what it is.
    var closureRole: ClosureRole?
}

/// A callback argument as a Swift closure, or the argument that goes with one.
enum ClosureRole {
    /// The callback: a trampoline calling the Swift closure the argument names.
    case callback(ClosureSpec)
    /// The callback's user data (the box holding the closure), for the callback that is
    /// argument `callback`.
    case userData(callback: Int)
    /// The destroy notify releasing the user data.
    case destroyNotify
}

/// How a C callback calls a Swift closure: its scope, and the conversion of each of its C
/// arguments and of its result.
struct ClosureSpec {
    enum Scope {
        /// C calls back during the call only.
        case call
        /// C calls back until it calls the destroy notify.
        case notified
    }

    var scope: Scope
    /// The Swift closure type without optionality: `@MainActor (ListBoxRow) -> Bool`.
    var swiftType: String
    /// The callback's C parameters in order: each one's type and ownership, `nil` for its
    /// user data.
    var parameters: [(type: MappedType, transfer: GIRTransfer)?]
    var returnType: MappedType
    /// Who owns the closure's result: with `.full`, C gets a reference (or a copy of a string)
    /// of its own.
    var returnTransfer: GIRTransfer = .none
}

/// The arguments of a `…_async` function that GtkRx fills in: the call's `GCancellable`, its
/// callback and the callback's user data.
enum AsyncRole: Equatable {
    case cancellable
    case callback
    case userData
}

/// An asynchronous call: a `…_async` function, and the `…_finish` that reads its outcome.
struct AsyncSpec {
    var ownerQualifiedName: String
    var ownerSwiftName: String
    var isInterface: Bool
    /// The `…_async` function.
    var cIdentifier: String
    /// `loadContents`, from `load_contents_async`.
    var swiftName: String
    /// The `…_async` function's arguments after `self`.
    var arguments: [ArgumentSpec]
    /// The `…_finish` method, its `GAsyncResult` argument passed as it is.
    var finish: MethodSpec
    /// The message of the forms' `@available(*, deprecated, …)` attribute when the library
    /// has deprecated the call (or its `…_finish`), or `nil`.
    var deprecation: String? = nil
    /// For an array C returns: the index, among the arguments, of the out-parameter holding
    /// its length.
    var returnLength: Int? = nil

    var context: String { "\(ownerSwiftName).\(swiftName)" }

    /// The trait of the `.rx` form: by the finish's result.
    enum ReactiveTrait: Equatable {
        /// No value.
        case completable
        /// An optional value (the `Maybe`'s element is the wrapped type).
        case maybe(element: String)
        /// A value.
        case single(element: String)
    }

    /// The `.rx` form's trait: `Completable` for no value, `Maybe` for an optional one,
    /// `Single` otherwise.
    var reactiveTrait: ReactiveTrait {
        if finish.resultComponents.isEmpty { return .completable }
        if finish.resultIsOptional && finish.resultComponents.count == 1 {
            return .maybe(element: finish.nonOptionalResultType)
        }
        return .single(element: finish.swiftResultType)
    }
}

/// How a method's C results become its Swift result.
enum ResultShape: Equatable {
    /// The C return value (or nothing, for `void`).
    case returnValue
    /// The out-parameters, after the C return value when `includesReturn`; a `nil` result
    /// when `nilWhenFalse` and C returned `FALSE` (a `gboolean` saying whether the
    /// out-parameters were set).
    case outputs(includesReturn: Bool, nilWhenFalse: Bool)
}

/// A property, read and written through its accessor functions or through GValue.
struct PropertySpec {
    enum Access {
        /// Through the C function named, with the return value's ownership (for a getter) or
        /// the argument (for a setter).
        case function(String, ArgumentSpec?, returnTransfer: GIRTransfer)
        /// Through `g_object_get_property` / `g_object_set_property`.
        case gValue
    }

    var ownerQualifiedName: String
    var ownerSwiftName: String
    var girName: String
    var swiftName: String
    var type: MappedType
    var getter: Access?
    var setter: Access?

    /// How the coverage report and the messages name it: `Label.maxWidthChars`.
    var context: String { "\(ownerSwiftName).\(swiftName)" }
}

/// A method: a function, or (for `get_x()`, `is_x()` without arguments) a computed property,
/// settable when a `set_x(value)` pairs with it.
struct MethodSpec {
    var ownerSwiftName: String
    var cIdentifier: String
    /// The GIR name (`get_text`).
    var girName: String
    var swiftName: String
    /// `name(label:label:)`.
    var signature: String
    var isProperty: Bool
    /// The setter paired with a property getter: its C identifier and argument.
    var pairedSetter: (cIdentifier: String, argument: ArgumentSpec)?
    /// Every C argument after `self`, in order.
    var arguments: [ArgumentSpec]
    var returnType: MappedType
    var returnTransfer: GIRTransfer
    var throwsError: Bool
    var resultShape: ResultShape = .returnValue
    /// Whether the C function takes over the reference of the object it is called on (GIR's
    /// instance parameter is transfer full: `g_dbus_method_invocation_return_value`): it
    /// then gets a reference of its own, as any argument does, and the wrapper keeps its own.
    var consumesSelf = false
    /// The message of its `@available(*, deprecated, …)` attribute when its library has
    /// deprecated the C function, or `nil`.
    var deprecation: String? = nil
    /// For an array C returns: the index, among the arguments, of the out-parameter holding
    /// its length.
    var returnLength: Int? = nil

    var context: String { "\(ownerSwiftName).\(swiftName)" }

    /// The parts of the Swift result, in order, with their labels (`result` for the C return
    /// value).
    var resultComponents: [(label: String, type: MappedType)] {
        guard case .outputs(let includesReturn, _) = resultShape else {
            return returnType.kind == .void ? [] : [("result", returnType)]
        }
        let outputs = arguments.filter(\.isSwiftResult).map { ($0.label!, $0.type) }
        return (includesReturn ? [("result", returnType)] : []) + outputs
    }

    /// Whether the Swift result can be `nil`: a single optional part, or out-parameters that
    /// are `nil` when C returned `FALSE`.
    var resultIsOptional: Bool {
        if case .outputs(_, true) = resultShape { return true }
        let components = resultComponents
        return components.count == 1 && components[0].type.isOptional
    }

    /// The Swift result type: `Void`, one value, or a labelled tuple; optional when
    /// ``resultIsOptional``.
    var swiftResultType: String {
        let components = resultComponents
        if components.count == 1 {
            var type = components[0].type
            type.isOptional = resultIsOptional
            return type.swift
        }
        let wrapped = nonOptionalResultType
        return resultIsOptional && wrapped != "Void" ? "\(wrapped)?" : wrapped
    }

    /// ``swiftResultType`` without its optionality.
    var nonOptionalResultType: String {
        let components = resultComponents
        switch components.count {
        case 0:
            return "Void"
        case 1:
            var type = components[0].type
            type.isOptional = false
            return type.swift
        default:
            return "(" + components.map { "\($0.label): \($0.type.swift)" }.joined(separator: ", ")
                + ")"
        }
    }
}

/// A signal's typed connector (`onClicked(after:_:)`).
struct SignalSpec {
    var ownerQualifiedName: String
    var ownerSwiftName: String
    var girName: String
    var connector: String
    /// The arguments' types; each can be read from a signal's arguments
    /// (``MappedType/signalArgument(_:context:)`` is not `nil`).
    var argumentTypes: [MappedType]
    var returnType: MappedType

    var context: String { "\(ownerSwiftName).\(connector)" }
}

/// A constructor, as a convenience initializer.
struct ConstructorSpec {
    var ownerQualifiedName: String
    var ownerSwiftName: String
    var cIdentifier: String
    var arguments: [ArgumentSpec]
    /// Whether the constructor hands over its reference (adopted) or not (retained, which
    /// sinks a floating reference).
    var returnTransfer: GIRTransfer
    /// Whether the widget classes must be registered first (the widget layer's types).
    var registersWidgetClasses: Bool
    /// Whether it makes a boxed structure's wrapper: a failable initializer adopting (or
    /// copying) what C returns.
    var isBoxed = false

    /// Whether the initializer throws: an argument check can fail that leaves nothing to make.
    var throwsOnRefusal: Bool {
        arguments.contains {
            if case .settingsSchema = $0.check { return true }
            return false
        }
    }

    var context: String { "\(ownerSwiftName).init" }
}

/// The plan of one class or interface: its members in the order they are written, and what
/// the rest of the generator needs of it.
struct TypePlan {
    var owner: MemberAnalysis.Owner
    /// The constructors, in GIR's order.
    var constructors: [MemberPlan] = []
    /// The inherited initializers this class shadows as unavailable, as parameter lists.
    var shadowedInitializers: [String] = []
    var properties: [MemberPlan] = []
    var methods: [MemberPlan] = []
    var signals: [MemberPlan] = []
    /// What this type declares (with its ancestors' names for classes, for subclasses).
    var declared = MemberAnalysis.Declared()
    /// The enumerations used, by qualified name.
    var usedEnumerations: Set<String> = []

    /// Every member plan, in the order the coverage report lists them.
    var members: [MemberPlan] { constructors + properties + methods + signals }

    /// What `.rx` gets: the generated properties and the signals without a return value.
    var rxMembers: [RxMember] {
        var result: [RxMember] = []
        for plan in properties {
            guard case .property(let spec)? = plan.spec else { continue }
            result.append(
                .property(
                    swiftName: spec.swiftName, gir: spec.girName, type: spec.type,
                    isReadable: spec.getter != nil, isWritable: spec.setter != nil))
        }
        for plan in signals {
            guard case .signal(let spec)? = plan.spec, spec.returnType.kind == .void else {
                continue
            }
            result.append(
                .signal(
                    swiftName: SwiftNames.lowerCamel(spec.girName), gir: spec.girName,
                    types: spec.argumentTypes.map(\.swift),
                    reads: spec.argumentTypes.enumerated().map { index, type in
                        type.signalArgument(index, context: spec.context)!
                    }))
        }
        return result
    }

    /// The signal connectors, for ``TestEmitter``.
    var connectors: [(connector: String, signal: String, arguments: Int, returns: MappedType)] {
        signals.compactMap { plan in
            guard case .signal(let spec)? = plan.spec else { return nil }
            return (spec.connector, spec.girName, spec.argumentTypes.count, spec.returnType)
        }
    }

    /// The coverage records of the members.
    var coverageRecords: [CoverageRecord] {
        members.map { plan in
            let outcome: CoverageRecord.Outcome
            switch plan.decision {
            case .generated(let spec): outcome = .generated(spec.symbol)
            case .handWritten(let symbol): outcome = .handWritten(symbol)
            case .skipped(let reason): outcome = .skipped(reason)
            }
            return CoverageRecord(
                kind: plan.kind, owner: owner.qualifiedName, name: plan.name, outcome: outcome,
                isWidget: owner.isWidget)
        }
    }
}
