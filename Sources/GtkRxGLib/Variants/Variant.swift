import CGLib

/// An immutable GLib value with a type (`GVariant`): the parameter and state of actions, the
/// targets of menu items, the values of settings.
///
/// Create one from a Swift value (`Variant(true)`, `Variant("dark")`, `Variant(3)` for a
/// 64-bit integer, `Variant(int32: 3)`) and read it back with the accessor of its type, which
/// is `nil` when the variant holds another type:
///
/// ```swift
/// let choice = Variant("dark")
/// choice.string        // "dark"
/// choice.bool          // nil: a string, not a Boolean
/// choice.typeString    // "s"
/// ```
///
/// Variants compare by type and value. A `Variant` owns one strong reference to its `GVariant`.
public final class Variant: @unchecked Sendable {
    // @unchecked Sendable: a GVariant never changes after it is made, and its reference count is
    // atomic, so one may be read and released from any thread; `raw` is a `let`.

    /// The `GVariant`, owned by this wrapper (for generated code and C interop).
    package let raw: OpaquePointer

    /// Takes ownership of `raw`, a reference the caller owns (a floating one is sunk).
    private init(owning raw: OpaquePointer) {
        if g_variant_is_floating(raw) != 0 {
            g_variant_ref_sink(raw)
        }
        self.raw = raw
    }

    /// Wraps a `GVariant` handed over with its reference (`transfer full`), or `nil` for `NULL`.
    package convenience init?(adopting raw: OpaquePointer?) {
        guard let raw else { return nil }
        self.init(owning: raw)
    }

    /// Wraps a `GVariant` borrowed from C (`transfer none`), taking a reference of its own, or
    /// `nil` for `NULL`.
    package convenience init?(retaining raw: OpaquePointer?) {
        guard let raw else { return nil }
        if g_variant_is_floating(raw) == 0 {
            g_variant_ref(raw)
        }
        self.init(owning: raw)
    }

    deinit {
        g_variant_unref(raw)
    }

    /// A Boolean (`b`).
    public convenience init(_ value: Bool) {
        self.init(owning: g_variant_new_boolean(value ? 1 : 0))
    }

    /// A 64-bit integer (`x`).
    public convenience init(_ value: Int) {
        self.init(owning: g_variant_new_int64(gint64(value)))
    }

    /// A 32-bit integer (`i`), the type GTK's integer properties and most actions use.
    public convenience init(int32 value: Int32) {
        self.init(owning: g_variant_new_int32(value))
    }

    /// A double (`d`).
    public convenience init(_ value: Double) {
        self.init(owning: g_variant_new_double(value))
    }

    /// A string (`s`). A string with a NUL character, which C would cut at the first one, is
    /// reported, and the empty string stored instead.
    public convenience init(_ value: String) {
        self.init(owning: g_variant_new_string(cAccepted(value, "Variant(String)")))
    }

    /// An array of strings (`as`). A string with a NUL character is reported, and the empty
    /// string stored in its place.
    public convenience init(_ strings: [String]) {
        let checked = strings.map { cAccepted($0, "Variant([String])") }
        let raw = withCStringArray(checked) { g_variant_new_strv($0, -1) }
        self.init(owning: raw!)
    }

    /// A tuple of `elements` (`(…)`), as D-Bus calls take their parameters and give their
    /// replies; `Variant(tuple: [])` is the empty tuple `()`.
    public convenience init(tuple elements: [Variant]) {
        let raw = withExtendedLifetime(elements) {
            var children: [OpaquePointer?] = elements.map(\.raw)
            // g_variant_new_tuple takes a reference of each (none is floating).
            return children.withUnsafeMutableBufferPointer {
                g_variant_new_tuple($0.baseAddress, gsize($0.count))
            }
        }
        self.init(owning: raw!)
    }

    /// `value` boxed in a variant (`v`), as D-Bus properties are read and written
    /// (`org.freedesktop.DBus.Properties.Get` answers one); ``children`` unboxes it.
    public convenience init(boxing value: Variant) {
        // g_variant_new_variant takes a reference of its own (`value` is not floating).
        let raw = withExtendedLifetime(value) { g_variant_new_variant(value.raw) }
        self.init(owning: raw!)
    }

    /// The values inside a container (a tuple's elements, an array's, a boxed variant), or
    /// `nil` for a basic value (a number, a string).
    public var children: [Variant]? {
        guard g_variant_is_container(raw) != 0 else { return nil }
        return (0..<g_variant_n_children(raw)).compactMap {
            Variant(adopting: g_variant_get_child_value(raw, $0))
        }
    }

    /// The type, as a GVariant type string (`b`, `s`, `x`, `as`, …).
    public var typeString: String {
        String(cString: g_variant_get_type_string(raw))
    }

    /// The type.
    public var type: VariantType {
        // A variant's type is always a valid, definite type.
        VariantType(copying: g_variant_get_type(raw))!
    }

    /// Whether the variant's type is `type`, or one of the types it stands for when `type` is
    /// indefinite (`*`, `a?`, `m*`).
    public func isOfType(_ type: VariantType) -> Bool {
        g_variant_is_of_type(raw, type.raw) != 0
    }

    /// The Boolean, when the variant holds one.
    public var bool: Bool? {
        typeString == "b" ? g_variant_get_boolean(raw) != 0 : nil
    }

    /// The integer, when the variant holds one of GVariant's integer types that fits an `Int`
    /// (`y`, `n`, `q`, `i`, `u`, `x`, `h`; `t` when it fits).
    public var int: Int? {
        switch typeString {
        case "y": Int(g_variant_get_byte(raw))
        case "n": Int(g_variant_get_int16(raw))
        case "q": Int(g_variant_get_uint16(raw))
        case "i": Int(g_variant_get_int32(raw))
        case "h": Int(g_variant_get_handle(raw))
        case "u": Int(g_variant_get_uint32(raw))
        case "x": Int(g_variant_get_int64(raw))
        case "t": Int(exactly: g_variant_get_uint64(raw))
        default: nil
        }
    }

    /// The double, when the variant holds one.
    public var double: Double? {
        typeString == "d" ? g_variant_get_double(raw) : nil
    }

    /// The string, when the variant holds a string, an object path or a signature.
    public var string: String? {
        switch typeString {
        case "s", "o", "g": String(cString: g_variant_get_string(raw, nil))
        default: nil
        }
    }

    /// The strings, when the variant holds an array of strings.
    public var strings: [String]? {
        guard typeString == "as" else { return nil }
        var count: gsize = 0
        guard let array = g_variant_get_strv(raw, &count) else { return [] }
        // The array is ours, its strings are the variant's.
        defer { g_free(array) }
        return (0..<Int(count)).map { array[$0].map { String(cString: $0) } ?? "" }
    }
}

extension Variant: Equatable, Hashable {
    /// Whether two variants have the same type and value.
    public static func == (lhs: Variant, rhs: Variant) -> Bool {
        g_variant_equal(UnsafeRawPointer(lhs.raw), UnsafeRawPointer(rhs.raw)) != 0
    }

    /// Hashes the type and value (their text form, since GLib hashes only basic types).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}

extension Variant: CustomStringConvertible {
    /// The GVariant text form, with type annotations where needed (`'dark'`, `int64 3`).
    public var description: String {
        let text = g_variant_print(raw, 1)
        defer { g_free(text) }
        return text.map { String(cString: $0) } ?? ""
    }
}

extension Variant: NullableGValueConvertible {
    /// Variants (`G_TYPE_VARIANT`).
    public static func converts(_ type: GType) -> Bool { type == cglib_type_variant() }

    /// Reads a variant; `NULL` reads as the empty tuple `()`.
    public convenience init(gValue: UnsafePointer<GValue>) {
        if let raw = g_value_get_variant(gValue) {
            g_variant_ref(raw)
            self.init(owning: raw)
        } else {
            self.init(owning: g_variant_new_tuple(nil, 0))
        }
    }

    /// Reads a variant, or `nil` for `NULL`.
    public static func nullable(from gValue: UnsafePointer<GValue>) -> Variant? {
        Variant(retaining: g_value_get_variant(gValue))
    }

    /// Writes the variant (the `GValue` takes a reference).
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        g_value_set_variant(gValue, raw)
    }

    /// Writes `NULL`.
    public static func storeNull(in gValue: UnsafeMutablePointer<GValue>) {
        g_value_set_variant(gValue, nil)
    }
}
