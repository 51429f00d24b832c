import CGLib

extension Variant {
    /// The variant as one of type `type`: itself when it has that type already; for integers,
    /// the same number in the integer type `type` names when it fits there (an `x` 3 becomes an
    /// `i` 3 for a 32-bit state); otherwise `nil`.
    package func converted(to type: VariantType) -> Variant? {
        if isOfType(type) {
            return self
        }
        guard let value = int else { return nil }
        return Variant(adopting: Variant.integer(value, ofType: type.string))
    }

    /// A new `GVariant` holding `value` in the integer type `typeString` names, or `nil` when
    /// that is not an integer type or `value` does not fit it.
    private static func integer(_ value: Int, ofType typeString: String) -> OpaquePointer? {
        switch typeString {
        case "y": if let fitting = UInt8(exactly: value) { return g_variant_new_byte(fitting) }
        case "n": if let fitting = Int16(exactly: value) { return g_variant_new_int16(fitting) }
        case "q": if let fitting = UInt16(exactly: value) { return g_variant_new_uint16(fitting) }
        case "i": if let fitting = Int32(exactly: value) { return g_variant_new_int32(fitting) }
        case "u": if let fitting = UInt32(exactly: value) { return g_variant_new_uint32(fitting) }
        case "x": if let fitting = gint64(exactly: value) { return g_variant_new_int64(fitting) }
        case "t": if let fitting = guint64(exactly: value) { return g_variant_new_uint64(fitting) }
        default: break
        }
        return nil
    }
}
