import CGLib

/// A Swift value standing for a plain C structure GIR describes by its fields (GDK's
/// `GdkRGBA`, graphene's `graphene_rect_t`, …): the generated code reads results into it and
/// passes it to C as a pointer to a copy, so no C memory outlives a call.
///
/// A conforming type converts both ways without loss and names the structure's boxed type,
/// with which GLib copies and frees it.
package protocol CValueStructure: Sendable {
    /// The C structure.
    associatedtype CStructure
    /// The value of a C structure.
    init(_ cStructure: CStructure)
    /// The C structure of this value.
    var cStructure: CStructure { get }
    /// The structure's boxed type (`gdk_rgba_get_type()`, …), with which GLib copies and frees
    /// it and properties hold it.
    static var cBoxedType: GType { get }
}

extension CValueStructure {
    /// Frees a copy of the structure a C function handed over (`transfer full`).
    static func cFree(_ pointer: UnsafeMutablePointer<CStructure>) {
        g_boxed_free(cBoxedType, pointer)
    }

    /// The value a C function returned through a pointer, freeing it when `transfer` hands it
    /// over; `nil` for `NULL`.
    package static func read(_ pointer: UnsafeMutablePointer<CStructure>?, transfer: CListTransfer)
        -> Self?
    {
        guard let pointer else { return nil }
        defer { if transfer == .full { cFree(pointer) } }
        return Self(pointer.pointee)
    }

    /// The value a C function returned through a pointer it keeps; `nil` for `NULL`.
    package static func read(_ pointer: UnsafePointer<CStructure>?, transfer: CListTransfer)
        -> Self?
    {
        read(UnsafeMutablePointer(mutating: pointer), transfer: transfer)
    }

    /// The value a C function returned through a pointer GIR says is never `NULL`: a `NULL`
    /// is reported naming `context`, and `fallback` stands in for it.
    package static func readRequired(
        _ pointer: UnsafeMutablePointer<CStructure>?, transfer: CListTransfer, or fallback: Self,
        _ context: String
    ) -> Self {
        guard let value = read(pointer, transfer: transfer) else {
            reportBadValue("\(context): C gave no structure where one was promised")
            return fallback
        }
        return value
    }

    /// The value a C function returned through a constant pointer GIR says is never `NULL`.
    package static func readRequired(
        _ pointer: UnsafePointer<CStructure>?, transfer: CListTransfer, or fallback: Self,
        _ context: String
    ) -> Self {
        readRequired(
            UnsafeMutablePointer(mutating: pointer), transfer: transfer, or: fallback, context)
    }
}

/// Calls `body` with a pointer to a copy of `value`'s C structure, valid for the call: what C
/// writes there stays in the copy.
package func withCStructure<Value: CValueStructure, Result>(
    _ value: Value, _ body: (UnsafeMutablePointer<Value.CStructure>) throws -> Result
) rethrows -> Result {
    var copy = value.cStructure
    return try withUnsafeMutablePointer(to: &copy) { try body($0) }
}

/// Calls `body` with a pointer to a copy of `value`'s C structure, or `NULL` when `value` is
/// `nil`.
package func withCStructure<Value: CValueStructure, Result>(
    _ value: Value?, _ body: (UnsafeMutablePointer<Value.CStructure>?) throws -> Result
) rethrows -> Result {
    guard let value else { return try body(nil) }
    return try withCStructure(value) { try body($0) }
}

// MARK: - Properties

extension Object {
    /// Structure property `name`, which GIR says exists, as an `S`; `nil` when it holds none.
    /// An unknown property, or one of another type, is reported and `nil` returned.
    package func structurePropertyValue<S: CValueStructure>(_ name: String, as type: S.Type) -> S? {
        readBoxedProperty(name, S.cBoxedType) {
            S.read($0?.assumingMemoryBound(to: S.CStructure.self), transfer: .none)
        }
    }

    /// Writes structure property `name`, which GIR says exists (`nil`: none); an unknown
    /// property, or one of another type, is reported and nothing written.
    package func setStructurePropertyValue<S: CValueStructure>(_ name: String, _ newValue: S?) {
        withCStructure(newValue) { writeBoxedProperty(name, S.cBoxedType, $0) }
    }
}
