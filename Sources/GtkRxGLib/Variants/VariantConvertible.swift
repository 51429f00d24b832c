/// A Swift type that travels as a ``Variant``: an action's parameter or state, a menu item's
/// target.
///
/// `init?(variant:)` reads a value back and is `nil` when the variant holds something the type
/// cannot represent; `variant` writes one. GtkRx uses the protocol for typed actions
/// (`SimpleAction(name: "dark", state: false)`, `action.rx.activated(as: String.self)`).
public protocol VariantConvertible {
    /// The type of the variants `variant` makes, which action parameters and states declare.
    static var variantType: VariantType { get }

    /// The value `variant` holds, or `nil` when it holds something this type cannot represent.
    init?(variant: Variant)

    /// The value as a variant of type ``variantType``.
    var variant: Variant { get }
}

extension Bool: VariantConvertible {
    /// Booleans travel as `b`.
    public static var variantType: VariantType { .boolean }

    /// The Boolean of a `b` variant.
    public init?(variant: Variant) {
        guard let value = variant.bool else { return nil }
        self = value
    }

    /// The Boolean as a `b` variant.
    public var variant: Variant { Variant(self) }
}

extension Int: VariantConvertible {
    /// Integers travel as 64-bit `x`; 32-bit `i` and GVariant's other integer types read too.
    public static var variantType: VariantType { .int64 }

    /// The integer of any of GVariant's integer types, when it fits.
    public init?(variant: Variant) {
        guard let value = variant.int else { return nil }
        self = value
    }

    /// The integer as an `x` variant.
    public var variant: Variant { Variant(self) }
}

extension Int32: VariantConvertible {
    /// 32-bit integers travel as `i`.
    public static var variantType: VariantType { .int32 }

    /// The integer of any of GVariant's integer types, when it fits in 32 bits.
    public init?(variant: Variant) {
        guard let value = variant.int.flatMap({ Int32(exactly: $0) }) else { return nil }
        self = value
    }

    /// The integer as an `i` variant.
    public var variant: Variant { Variant(int32: self) }
}

extension Double: VariantConvertible {
    /// Doubles travel as `d`.
    public static var variantType: VariantType { .double }

    /// The double of a `d` variant.
    public init?(variant: Variant) {
        guard let value = variant.double else { return nil }
        self = value
    }

    /// The double as a `d` variant.
    public var variant: Variant { Variant(self) }
}

extension String: VariantConvertible {
    /// Strings travel as `s`.
    public static var variantType: VariantType { .string }

    /// The text of a string, object path or signature variant.
    public init?(variant: Variant) {
        guard let value = variant.string else { return nil }
        self = value
    }

    /// The string as an `s` variant.
    public var variant: Variant { Variant(self) }
}

extension Array: VariantConvertible where Element == String {
    /// Arrays of strings travel as `as`.
    public static var variantType: VariantType { .stringArray }

    /// The strings of an `as` variant.
    public init?(variant: Variant) {
        guard let value = variant.strings else { return nil }
        self = value
    }

    /// The strings as an `as` variant.
    public var variant: Variant { Variant(self) }
}
