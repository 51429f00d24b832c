import CGLib

/// A Swift type that GtkRx can read from and write to a `GValue`: the type of a GObject
/// property or of a signal argument.
///
/// GtkRx conforms `Bool`, `Int`, `Double`, `String`, ``Variant`` and their optionals where
/// `NULL` is a value. An enumeration or flags
/// value reads as its `Int` value.
public protocol GValueConvertible {
    /// Whether values of GType `type` convert to and from `Self`.
    static func converts(_ type: GType) -> Bool

    /// Reads an initialized `GValue` of a type that ``converts(_:)`` accepts.
    init(gValue: UnsafePointer<GValue>)

    /// Writes into an initialized `GValue` of a type that ``converts(_:)`` accepts.
    func store(in gValue: UnsafeMutablePointer<GValue>)

    /// The value as the property `spec` describes allows it: itself, a value clamped to the
    /// spec's range, or `nil` (after reporting, naming `context`) when it cannot be written at
    /// all. `Object.setProperty(_:to:)` asks before it stores the value; the default is the
    /// value itself.
    func allowed(by spec: UnsafeMutablePointer<GParamSpec>, _ context: () -> String) -> Self?
}

extension GValueConvertible {
    /// The value itself: GLib's own validation of the property decides.
    public func allowed(by spec: UnsafeMutablePointer<GParamSpec>, _ context: () -> String)
        -> Self?
    {
        self
    }
}

extension Bool: GValueConvertible {
    /// Booleans.
    public static func converts(_ type: GType) -> Bool { type == cglib_type_boolean() }

    /// Reads a `gboolean`.
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_boolean(gValue) != 0 }

    /// Writes a `gboolean`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        g_value_set_boolean(gValue, self ? 1 : 0)
    }
}

extension Int: GValueConvertible {
    /// Signed and unsigned integers of every width, enumerations and flags.
    public static func converts(_ type: GType) -> Bool {
        integerKind(of: type) != nil
    }

    /// Reads any integer, enumeration or flags value.
    public init(gValue: UnsafePointer<GValue>) {
        switch Int.integerKind(of: cglib_value_type(gValue)) {
        case .int: self = Int(g_value_get_int(gValue))
        case .uint: self = Int(g_value_get_uint(gValue))
        case .long: self = Int(g_value_get_long(gValue))
        case .ulong: self = Int(truncatingIfNeeded: g_value_get_ulong(gValue))
        case .int64: self = Int(g_value_get_int64(gValue))
        case .uint64: self = Int(truncatingIfNeeded: g_value_get_uint64(gValue))
        case .enumeration: self = Int(g_value_get_enum(gValue))
        case .flags: self = Int(g_value_get_flags(gValue))
        case nil: self = 0
        }
    }

    /// Writes into any integer, enumeration or flags value, truncating to its width.
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        switch Int.integerKind(of: cglib_value_type(gValue)) {
        case .int: g_value_set_int(gValue, gint(truncatingIfNeeded: self))
        case .uint: g_value_set_uint(gValue, guint(truncatingIfNeeded: self))
        case .long: g_value_set_long(gValue, self)
        case .ulong: g_value_set_ulong(gValue, gulong(truncatingIfNeeded: self))
        case .int64: g_value_set_int64(gValue, gint64(self))
        case .uint64: g_value_set_uint64(gValue, guint64(truncatingIfNeeded: self))
        case .enumeration: g_value_set_enum(gValue, gint(truncatingIfNeeded: self))
        case .flags: g_value_set_flags(gValue, guint(truncatingIfNeeded: self))
        case nil: break
        }
    }

    /// The value clamped to the range the integer property `spec` allows (reported when that
    /// changed it).
    public func allowed(by spec: UnsafeMutablePointer<GParamSpec>, _ context: () -> String)
        -> Int?
    {
        clampedToSpec(self, spec, "the property", context())
    }

    private enum IntegerKind { case int, uint, long, ulong, int64, uint64, enumeration, flags }

    private static func integerKind(of type: GType) -> IntegerKind? {
        switch cglib_type_fundamental(type) {
        case cglib_type_int(): .int
        case cglib_type_uint(): .uint
        case cglib_type_long(): .long
        case cglib_type_ulong(): .ulong
        case cglib_type_int64(): .int64
        case cglib_type_uint64(): .uint64
        case cglib_type_enum(): .enumeration
        case cglib_type_flags(): .flags
        default: nil
        }
    }
}

extension Double: GValueConvertible {
    /// Doubles and floats.
    public static func converts(_ type: GType) -> Bool {
        type == cglib_type_double() || type == cglib_type_float()
    }

    /// Reads a `double` or a `float`.
    public init(gValue: UnsafePointer<GValue>) {
        if cglib_value_type(gValue) == cglib_type_float() {
            self = Double(g_value_get_float(gValue))
        } else {
            self = g_value_get_double(gValue)
        }
    }

    /// Writes a `double` or a `float`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        if cglib_value_type(gValue) == cglib_type_float() {
            g_value_set_float(gValue, Float(self))
        } else {
            g_value_set_double(gValue, self)
        }
    }
    /// The value, unless it is NaN or an infinity (refused and reported).
    public func allowed(by spec: UnsafeMutablePointer<GParamSpec>, _ context: () -> String)
        -> Double?
    {
        cAcceptsFinite(self, context()) ? self : nil
    }
}

extension String: GValueConvertible {
    /// Strings.
    public static func converts(_ type: GType) -> Bool { type == cglib_type_string() }

    /// Reads a string; `NULL` reads as `""`.
    public init(gValue: UnsafePointer<GValue>) {
        self = g_value_get_string(gValue).map { String(cString: $0) } ?? ""
    }

    /// Writes a copy of the string.
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_string(gValue, self) }

    /// The string, unless it holds a NUL byte, at which C would cut it (refused and reported).
    public func allowed(by spec: UnsafeMutablePointer<GParamSpec>, _ context: () -> String)
        -> String?
    {
        cAccepts(self, context()) ? self : nil
    }
}

/// A ``GValueConvertible`` type whose `GValue`s may hold `NULL` (strings, variants), so that
/// its `Optional` converts too, with `nil` for `NULL`.
public protocol NullableGValueConvertible: GValueConvertible {
    /// Reads an initialized `GValue`, or `nil` when it holds `NULL`.
    static func nullable(from gValue: UnsafePointer<GValue>) -> Self?

    /// Writes `NULL` into an initialized `GValue`.
    static func storeNull(in gValue: UnsafeMutablePointer<GValue>)
}

extension String: NullableGValueConvertible {
    /// Reads a string, or `nil` for `NULL`.
    public static func nullable(from gValue: UnsafePointer<GValue>) -> String? {
        g_value_get_string(gValue).map { String(cString: $0) }
    }

    /// Writes `NULL`.
    public static func storeNull(in gValue: UnsafeMutablePointer<GValue>) {
        g_value_set_string(gValue, nil)
    }
}

extension Optional: GValueConvertible where Wrapped: NullableGValueConvertible {
    /// The types the wrapped type converts.
    public static func converts(_ type: GType) -> Bool { Wrapped.converts(type) }

    /// Reads a value; `NULL` reads as `nil`.
    public init(gValue: UnsafePointer<GValue>) {
        self = Wrapped.nullable(from: gValue)
    }

    /// Writes the value, or `NULL` for `nil`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        if let value = self {
            value.store(in: gValue)
        } else {
            Wrapped.storeNull(in: gValue)
        }
    }

    /// `nil` as it is; a value as the wrapped type allows it.
    public func allowed(by spec: UnsafeMutablePointer<GParamSpec>, _ context: () -> String)
        -> Wrapped??
    {
        guard let value = self else { return .some(nil) }
        return value.allowed(by: spec, context).map { .some($0) }
    }
}
