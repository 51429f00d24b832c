import CGLib

/// The base of the wrappers of GLib's opaque boxed structures (GTK's `GtkTreePath`, GDK's
/// `GdkContentFormats`, Pango's `PangoAttrList`, …): each wrapper owns one copy, or one
/// reference, of its structure, made and released by the structure's boxed type
/// (`g_boxed_copy`, `g_boxed_free`), so it is valid for the wrapper's whole life and freed
/// with it, once.
///
/// Unlike an ``Object``'s wrapper, a boxed wrapper is not unique to its structure: two
/// wrappers may hold two copies of one value. The generated subclasses name their boxed type
/// and add the structure's own methods.
@MainActor
open class Boxed {
    /// The structure this wrapper owns.
    ///
    /// `nonisolated(unsafe)`: the pointer never changes after initialization, and it is read
    /// off the main actor only by `deinit`, when no other reference to the wrapper is left.
    package nonisolated(unsafe) let raw: UnsafeMutableRawPointer
    /// The boxed type that copies and frees it.
    package nonisolated let cBoxedType: GType

    /// The boxed type of the structure; each generated subclass names its own (this base's
    /// is GLib's abstract `G_TYPE_BOXED`, fundamental type 18, which no wrapper is made with:
    /// the initializer is the package's, and only the generated subclasses call it).
    open class var boxedType: GType { GType(18 << 2) }

    /// Takes over `raw`, a structure of the subclass's boxed type that the caller owns (for
    /// C interoperation: GtkRx's generated API makes its wrappers itself).
    public required init(adopting raw: UnsafeMutableRawPointer) {
        self.raw = raw
        self.cBoxedType = Self.boxedType
    }

    deinit {
        g_boxed_free(cBoxedType, raw)
    }

    /// A wrapper of `T` owning `pointer`, which C handed over (`transfer full`); `nil` for
    /// `NULL`.
    package static func adopted<T: Boxed>(_ pointer: UnsafeMutableRawPointer?, as type: T.Type)
        -> T?
    {
        pointer.map { T(adopting: $0) }
    }

    /// A wrapper of `T` owning a copy (or a new reference) of `pointer`, which C keeps
    /// (`transfer none`); `nil` for `NULL`.
    package static func copied<T: Boxed>(_ pointer: UnsafeRawPointer?, as type: T.Type) -> T? {
        guard let pointer, let copy = g_boxed_copy(T.boxedType, pointer) else { return nil }
        return T(adopting: copy)
    }
}

/// The structure `boxed` owns, as the typed C pointer a method of its own expects.
@MainActor
package func cPointer<T>(_ boxed: Boxed) -> UnsafeMutablePointer<T> {
    cBoxed(boxed)
}

/// The structure `boxed` owns, as the opaque C pointer a method of its own expects.
@MainActor
package func cPointer(_ boxed: Boxed) -> OpaquePointer {
    cBoxed(boxed)
}

/// The structure `boxed` owns, as the typed C pointer a function expects; valid while
/// `boxed` lives (the call's argument keeps it alive).
@MainActor
package func cBoxed<T>(_ boxed: Boxed) -> UnsafeMutablePointer<T> {
    boxed.raw.assumingMemoryBound(to: T.self)
}

/// The structure `boxed` owns as the opaque C pointer a function expects (a structure GTK
/// declares incompletely).
@MainActor
package func cBoxed(_ boxed: Boxed) -> OpaquePointer {
    OpaquePointer(boxed.raw)
}

/// The structure `boxed` owns, or `NULL`, as the typed C pointer a function expects.
@MainActor
package func cBoxedOrNull<T>(_ boxed: Boxed?) -> UnsafeMutablePointer<T>? {
    boxed.map { cBoxed($0) }
}

/// The structure `boxed` owns, or `NULL`, as an opaque C pointer.
@MainActor
package func cBoxedOrNull(_ boxed: Boxed?) -> OpaquePointer? {
    boxed.map { cBoxed($0) }
}

/// A copy of the structure `boxed` owns (or a new reference to it), for a C function that
/// takes one over (`transfer full`); the wrapper keeps its own.
///
/// `g_boxed_copy` returns `NULL` only for a `NULL` source, and `boxed.raw` never is one.
@MainActor
package func cTransferredBoxed<T>(_ boxed: Boxed) -> UnsafeMutablePointer<T> {
    g_boxed_copy(boxed.cBoxedType, boxed.raw)!.assumingMemoryBound(to: T.self)
}

/// A copy of the structure `boxed` owns, as an opaque C pointer C takes over.
@MainActor
package func cTransferredBoxed(_ boxed: Boxed) -> OpaquePointer {
    OpaquePointer(g_boxed_copy(boxed.cBoxedType, boxed.raw)!)
}

// MARK: - Properties

extension Object {
    /// Boxed property `name`, which GIR says exists, as a wrapper of a copy of its structure;
    /// `nil` when it holds none. An unknown property, or one of another type, is reported and
    /// `nil` returned.
    package func boxedPropertyValue<T: Boxed>(_ name: String, as type: T.Type) -> T? {
        readBoxedProperty(name, T.boxedType) { Boxed.copied($0, as: T.self) }
    }

    /// Writes boxed property `name`, which GIR says exists (`nil`: none); an unknown property,
    /// or one of another type, is reported and nothing written.
    package func setBoxedPropertyValue<T: Boxed>(_ name: String, _ newValue: T?) {
        writeBoxedProperty(name, T.boxedType, newValue?.raw)
    }

    /// What `read` makes of the structure boxed property `name` holds (`NULL` for none),
    /// which stays valid only during `read`; `nil` when the property is unknown or holds
    /// another type than `boxedType` (reported).
    package func readBoxedProperty<Value>(
        _ name: String, _ boxedType: GType, _ read: (UnsafeMutableRawPointer?) -> Value?
    ) -> Value? {
        guard let valueType = boxedPropertyType(name, boxedType) else { return nil }
        var value = GValue()
        g_value_init(&value, valueType)
        defer { g_value_unset(&value) }  // frees the GValue's own copy
        g_object_get_property(objectPointer, name, &value)
        return read(g_value_get_boxed(&value))
    }

    /// Writes `structure` (`NULL`: none), which GLib copies, to boxed property `name` holding
    /// `boxedType`; an unknown property, or one of another type, is reported and nothing
    /// written.
    package func writeBoxedProperty(
        _ name: String, _ boxedType: GType, _ structure: UnsafeRawPointer?
    ) {
        guard let valueType = boxedPropertyType(name, boxedType) else { return }
        var value = GValue()
        g_value_init(&value, valueType)
        defer { g_value_unset(&value) }
        g_value_set_boxed(&value, structure)
        g_object_set_property(objectPointer, name, &value)
    }

    /// The value type of property `name` when it holds `boxedType`; otherwise reported.
    private func boxedPropertyType(_ name: String, _ boxedType: GType) -> GType? {
        guard !containsNUL(name), let spec = cglib_object_find_property(raw, name) else {
            reportBadValue("\(typeName) has no property \(name)")
            return nil
        }
        let valueType = cglib_param_spec_value_type(spec)
        guard g_type_is_a(valueType, boxedType) != 0 else {
            reportBadValue(
                "\(typeName):\(name) does not hold a \(Object.typeName(of: boxedType))")
            return nil
        }
        return valueType
    }
}
