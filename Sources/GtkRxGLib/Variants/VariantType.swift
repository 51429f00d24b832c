import CGLib

/// The type of a ``Variant`` (`GVariantType`): what an action's parameter or state must hold.
///
/// Make one from a GVariant type string, which is checked (`VariantType("as")`), or use the
/// common ones: ``boolean``, ``int32``, ``int64``, ``double``, `string`, ``stringArray``.
public final class VariantType: @unchecked Sendable {
    // @unchecked Sendable: the GVariantType is a private copy that is never changed and is freed
    // only by deinit; `raw` is a `let`.

    /// The `GVariantType`, owned by this wrapper (for generated code and C interop).
    package let raw: OpaquePointer

    private init(owning raw: OpaquePointer) {
        self.raw = raw
    }

    /// The type written as `string` (`"b"`, `"s"`, `"a{sv}"`, …), or `nil` when `string` is not
    /// a valid GVariant type string.
    public convenience init?(_ string: String) {
        guard !containsNUL(string), g_variant_type_string_is_valid(string) != 0 else { return nil }
        self.init(owning: g_variant_type_new(string))
    }

    /// A copy of a `GVariantType` borrowed from C, or `nil` for `NULL`.
    package convenience init?(copying raw: OpaquePointer?) {
        guard let raw else { return nil }
        self.init(owning: g_variant_type_copy(raw))
    }

    /// Takes a `GVariantType` handed over by C (`transfer full`), or `nil` for `NULL`.
    package convenience init?(adopting raw: OpaquePointer?) {
        guard let raw else { return nil }
        self.init(owning: raw)
    }

    deinit {
        g_variant_type_free(raw)
    }

    /// The type string.
    public var string: String {
        let text = g_variant_type_dup_string(raw)
        defer { g_free(text) }
        return text.map { String(cString: $0) } ?? ""
    }

    /// Booleans (`b`).
    public static let boolean = VariantType(known: "b")
    /// 32-bit integers (`i`).
    public static let int32 = VariantType(known: "i")
    /// 64-bit integers (`x`).
    public static let int64 = VariantType(known: "x")
    /// Doubles (`d`).
    public static let double = VariantType(known: "d")
    /// Strings (`s`).
    public static let string = VariantType(known: "s")
    /// Arrays of strings (`as`).
    public static let stringArray = VariantType(known: "as")

    private convenience init(known string: StaticString) {
        self.init(owning: g_variant_type_new(string.utf8Start))
    }
}

extension VariantType: Equatable, Hashable {
    /// Whether two types are the same.
    public static func == (lhs: VariantType, rhs: VariantType) -> Bool {
        g_variant_type_equal(UnsafeRawPointer(lhs.raw), UnsafeRawPointer(rhs.raw)) != 0
    }

    /// Hashes the type string.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }
}

extension VariantType: CustomStringConvertible {
    /// The type string.
    public var description: String { string }
}
