import CGLib

/// The arguments of one signal emission, as a handler sees them.
///
/// Valid only during the handler's call: GLib owns the values. Argument 0 is the first
/// parameter after the emitting instance (for `notify`, the `GParamSpec`; for `insert-text`,
/// the text).
public struct SignalArguments {
    private let values: UnsafePointer<GValue>
    private let returnValue: UnsafeMutablePointer<GValue>?

    /// The number of arguments after the emitting instance.
    public let count: Int

    /// The arguments in `values`, an emission's instance followed by `count` arguments, with
    /// the emission's `returnValue` (for a layer above that marshals closures of its own).
    package init(
        values: UnsafePointer<GValue>, count: Int, returnValue: UnsafeMutablePointer<GValue>?
    ) {
        self.values = values
        self.count = count
        self.returnValue = returnValue
    }

    /// The emitting object.
    @MainActor
    public var instance: Object? {
        g_value_get_object(values).map {
            Object.wrapper(for: $0.assumingMemoryBound(to: GObject.self))
        }
    }

    /// Argument `index` as a `T`, or `nil` when there is no such argument or its type does not
    /// convert to `T`.
    public func value<T: GValueConvertible>(at index: Int, as type: T.Type = T.self) -> T? {
        guard let value = gValue(at: index), T.converts(cglib_value_type(value)) else {
            return nil
        }
        return T(gValue: value)
    }

    /// Argument `index` as a `T`, or `nil` when it is `NULL` (an action's missing parameter),
    /// when there is no such argument, or when its type does not convert to `T`.
    public func nullableValue<T: NullableGValueConvertible>(at index: Int, as type: T.Type = T.self)
        -> T?
    {
        guard let value = gValue(at: index), T.converts(cglib_value_type(value)) else {
            return nil
        }
        return T.nullable(from: value)
    }

    /// Argument `index` as a raw pointer (a `G_TYPE_POINTER` or boxed argument), or `nil`.
    public func pointer(at index: Int) -> UnsafeMutableRawPointer? {
        guard let value = gValue(at: index) else { return nil }
        switch cglib_type_fundamental(cglib_value_type(value)) {
        case cglib_type_pointer(): return g_value_get_pointer(value)
        case cglib_type_boxed(): return g_value_get_boxed(value)
        default: return nil
        }
    }

    /// Argument `index` as the wrapper of a `GObject`, or `nil`.
    @MainActor
    public func object(at index: Int) -> Object? {
        guard let value = gValue(at: index),
            g_type_is_a(cglib_value_type(value), cglib_type_object()) != 0,
            let object = g_value_get_object(value)
        else { return nil }
        return Object.wrapper(for: object.assumingMemoryBound(to: GObject.self))
    }

    /// Sets the emission's return value, for signals that return one (`close-request`, …).
    /// Ignored when the signal returns nothing or a type that does not convert from `T`.
    public func setReturnValue<T: GValueConvertible>(_ result: T) {
        guard let returnValue, T.converts(cglib_value_type(returnValue)) else { return }
        result.store(in: returnValue)
    }

    /// Sets the emission's return value to `object` (or `NULL`), for signals that return an
    /// object (`create-window`, `create-context`, …). Ignored when the signal returns something
    /// else, or an object type `object` is not.
    public func setReturnObject(_ object: Object?) {
        guard let returnValue else { return }
        let type = cglib_value_type(returnValue)
        guard g_type_is_a(type, cglib_type_object()) != 0 else { return }
        if let object, g_type_is_a(cglib_object_type(object.objectPointer), type) == 0 {
            return
        }
        g_value_set_object(returnValue, object.map { UnsafeMutableRawPointer($0.objectPointer) })
    }

    private func gValue(at index: Int) -> UnsafePointer<GValue>? {
        guard index >= 0, index < count else { return nil }
        return values + 1 + index
    }
}
