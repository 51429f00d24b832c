/// What the generator reads from GObject-introspection (`.gir`) files: the parts of GIR's schema
/// the wrappers are made from. Names of types from other namespaces are qualified
/// (`Gio.ListModel`); names within a namespace are qualified on reading too, so every
/// ``GIRTypeRef/name`` is `Namespace.Name` or a fundamental type such as `gboolean`.

/// One namespace of one `.gir` file, such as `Gtk` 4.0.
struct GIRNamespace {
    var name: String
    var version: String
    /// The C prefix of its identifiers, such as `gtk`.
    var symbolPrefix: String
    var classes: [String: GIRClass] = [:]
    var interfaces: [String: GIRInterface] = [:]
    var enumerations: [String: GIREnumeration] = [:]
    var records: [String: GIRRecord] = [:]
    var callbacks: Set<String> = []
    /// Each callback type's signature, by its name: its parameters (user data included) and
    /// return value.
    var callbackSignatures: [String: GIRFunction] = [:]
    var aliases: [String: GIRTypeRef] = [:]
}

/// A GObject class.
struct GIRClass {
    var name: String
    var namespace: String
    var cType: String
    /// `Namespace.Name` of the parent class, or `nil` for a root (`GObject.Object`).
    var parent: String?
    var isAbstract: Bool
    /// The `_get_type` function.
    var getType: String?
    /// `Namespace.Name` of each interface the class implements.
    var implements: [String] = []
    var constructors: [GIRFunction] = []
    var methods: [GIRFunction] = []
    var functions: [GIRFunction] = []
    var properties: [GIRProperty] = []
    var signals: [GIRSignal] = []
    var deprecated: Bool
    var version: String?

    var qualifiedName: String { "\(namespace).\(name)" }
}

/// A GObject interface.
struct GIRInterface {
    var name: String
    var namespace: String
    var cType: String
    var getType: String?
    /// `Namespace.Name` of each type an implementation must also be.
    var prerequisites: [String] = []
    var methods: [GIRFunction] = []
    var properties: [GIRProperty] = []
    var signals: [GIRSignal] = []
    var deprecated: Bool

    var qualifiedName: String { "\(namespace).\(name)" }
}

/// An enumeration (`isFlags` false) or a bit field (`isFlags` true).
struct GIREnumeration {
    struct Member {
        /// The GIR name, such as `horizontal` or `ok_cancel`.
        var name: String
        var cIdentifier: String
        var value: Int
        var deprecated: Bool
    }

    var name: String
    var namespace: String
    var cType: String
    var isFlags: Bool
    var getType: String?
    var members: [Member] = []
    var deprecated: Bool

    var qualifiedName: String { "\(namespace).\(name)" }
}

/// A C structure: a boxed type, a class's class structure, or a plain record.
struct GIRRecord {
    var name: String
    var namespace: String
    var cType: String
    var getType: String?
    /// The class this is the class structure of (`glib:is-gtype-struct-for`), if any.
    var isClassStructFor: String?
    var isDisguised: Bool
    var constructors: [GIRFunction] = []
    var methods: [GIRFunction] = []

    var qualifiedName: String { "\(namespace).\(name)" }
}

/// A type as a parameter, return value, property or field names it.
struct GIRTypeRef: Equatable {
    /// `Namespace.Name`, or a fundamental name (`gboolean`, `utf8`, `none`, …); `nil` for an
    /// array without an element type name, or `varargs`.
    var name: String?
    var cType: String?
    /// For an array: its element type.
    var element: Box<GIRTypeRef>?
    var isArray: Bool = false
    /// For an array: whether a terminating `NULL` (or zero) marks its end.
    var isZeroTerminated: Bool = false
    /// For an array: the index of the parameter that holds its length.
    var lengthParameter: Int?
    /// For an array: its fixed size.
    var fixedSize: Int?
    var isVarargs: Bool = false
}

/// A value type in a recursive position (an array's element type).
final class Box<Value: Equatable>: Equatable {
    let value: Value
    init(_ value: Value) { self.value = value }
    static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
}

/// Who owns a value after a call: `none` (the callee keeps it), `full` (the receiver owns it,
/// and its contents), `container` (the receiver owns the container only).
enum GIRTransfer: String {
    case none
    case full
    case container
    case floating
}

/// A parameter of a function, method, constructor or signal.
struct GIRParameter {
    var name: String
    var type: GIRTypeRef
    var direction: Direction = .in
    var isNullable: Bool = false
    var isOptional: Bool = false
    var transfer: GIRTransfer = .none
    var callerAllocates: Bool = false
    /// For a callback parameter: the index of the parameter holding its user data, if any.
    var closure: Int?
    /// For a callback parameter: the index of the parameter holding its destroy notify.
    var destroy: Int?
    /// For a callback parameter: how long the callback lives.
    var scope: String?

    enum Direction: String {
        case `in`
        case out
        case `inout`
    }
}

/// A C function: a method (with an instance parameter), a constructor or a plain function.
struct GIRFunction {
    var name: String
    var cIdentifier: String
    var parameters: [GIRParameter] = []
    var instanceParameter: GIRParameter?
    var returnType: GIRTypeRef = GIRTypeRef(name: "none")
    var returnTransfer: GIRTransfer = .none
    var returnIsNullable: Bool = false
    var throwsError: Bool = false
    var isIntrospectable: Bool = true
    var deprecated: Bool = false
    /// The version of its library that deprecated it (GIR's `deprecated-version`), if known.
    var deprecatedVersion: String?
    var version: String?
    /// The property this function sets or gets, when GIR says so.
    var setsProperty: String?
    var getsProperty: String?
    /// The name this function stands in for in bindings (`shadows`), or the one that stands in
    /// for it (`shadowedBy`).
    var shadows: String?
    var shadowedBy: String?
    /// Whether the last parameter is C varargs.
    var isVariadic: Bool { parameters.contains { $0.type.isVarargs } }
}

/// A GObject property.
struct GIRProperty {
    var name: String
    var type: GIRTypeRef
    var isReadable: Bool = true
    var isWritable: Bool = false
    var isConstructOnly: Bool = false
    var transfer: GIRTransfer = .none
    /// The C functions GIR names as its getter and setter, if any.
    var getter: String?
    var setter: String?
    var deprecated: Bool = false
    var version: String?
}

/// A GObject signal.
struct GIRSignal {
    var name: String
    var parameters: [GIRParameter] = []
    var returnType: GIRTypeRef = GIRTypeRef(name: "none")
    var returnIsNullable: Bool = false
    var isDetailed: Bool = false
    var isAction: Bool = false
    var deprecated: Bool = false
    var version: String?
}
