import CGLib

/// A property a ``SubclassType`` installs on its class, backed by a key path of the Swift
/// class: GLib's `g_object_get_property`/`g_object_set_property` (and so GtkBuilder, property
/// bindings and `rx.observe`) read and write the Swift property.
///
/// Notifications: GLib notifies `notify::name` after every write through GLib. A Swift property
/// changed directly should call ``Object/notifyPropertyChanged(_:)`` (a `didSet` is the place);
/// GLib merges that notification with its own when the write came through GLib, so observers
/// see one.
@MainActor
public struct PropertyDefinition {
    /// The property's name, as GLib spells it (`item-count`).
    public let name: String
    let makeSpec: @MainActor () -> UnsafeMutablePointer<GParamSpec>
    let read: @MainActor (Object, UnsafeMutablePointer<GValue>) -> Void
    let write: @MainActor (Object, UnsafePointer<GValue>) -> Void

    /// A readable and writable property `name` backed by `keyPath`, whose GLib default (as
    /// introspection shows it) is `defaultValue`.
    public static func readWrite<Owner: Object, Value: PropertyValue>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Value>,
        default defaultValue: Value
    ) -> PropertyDefinition {
        PropertyDefinition(
            name: name,
            makeSpec: {
                Value.makeParamSpec(
                    name: name, default: defaultValue,
                    flags: GParamFlags(
                        rawValue: G_PARAM_READABLE.rawValue | G_PARAM_WRITABLE.rawValue))
            },
            read: { object, value in
                guard let owner = object as? Owner else { return }
                owner[keyPath: keyPath].store(in: value)
            },
            write: { object, value in
                guard let owner = object as? Owner else { return }
                owner[keyPath: keyPath] = Value(gValue: value)
            })
    }

    /// A read-only property `name` backed by `keyPath`, whose GLib default is `defaultValue`.
    public static func readOnly<Owner: Object, Value: PropertyValue>(
        _ name: String, _ keyPath: KeyPath<Owner, Value>, default defaultValue: Value
    ) -> PropertyDefinition {
        PropertyDefinition(
            name: name,
            makeSpec: {
                Value.makeParamSpec(name: name, default: defaultValue, flags: G_PARAM_READABLE)
            },
            read: { object, value in
                guard let owner = object as? Owner else { return }
                owner[keyPath: keyPath].store(in: value)
            },
            write: { _, _ in })
    }
}

/// A Swift type a ``PropertyDefinition`` can declare a GObject property of: `Bool`, `Int` (a
/// 64-bit GLib integer), `Double`, `String` and `String?`.
public protocol PropertyValue: GValueConvertible {
    /// The GType of the values: a property's value type, a signal parameter's type.
    static var gValueType: GType { get }

    /// A new parameter spec for a property `name` of this type.
    static func makeParamSpec(name: String, default defaultValue: Self, flags: GParamFlags)
        -> UnsafeMutablePointer<GParamSpec>
}

extension Bool: PropertyValue {
    /// `gboolean`.
    public static var gValueType: GType { cglib_type_boolean() }

    /// A `gboolean` property.
    public static func makeParamSpec(name: String, default defaultValue: Bool, flags: GParamFlags)
        -> UnsafeMutablePointer<GParamSpec>
    {
        g_param_spec_boolean(name, name, nil, defaultValue ? 1 : 0, flags)
    }
}

extension Int: PropertyValue {
    /// `gint64`.
    public static var gValueType: GType { cglib_type_int64() }

    /// A `gint64` property over the whole range.
    public static func makeParamSpec(name: String, default defaultValue: Int, flags: GParamFlags)
        -> UnsafeMutablePointer<GParamSpec>
    {
        g_param_spec_int64(name, name, nil, .min, .max, gint64(defaultValue), flags)
    }
}

extension Double: PropertyValue {
    /// `double`.
    public static var gValueType: GType { cglib_type_double() }

    /// A `double` property over the whole range.
    public static func makeParamSpec(
        name: String, default defaultValue: Double, flags: GParamFlags
    ) -> UnsafeMutablePointer<GParamSpec> {
        g_param_spec_double(
            name, name, nil, -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude,
            defaultValue, flags)
    }
}

extension String: PropertyValue {
    /// A string.
    public static var gValueType: GType { cglib_type_string() }

    /// A string property.
    public static func makeParamSpec(
        name: String, default defaultValue: String, flags: GParamFlags
    ) -> UnsafeMutablePointer<GParamSpec> {
        g_param_spec_string(name, name, nil, defaultValue, flags)
    }
}

extension Optional: PropertyValue where Wrapped == String {
    /// A string, which may be `NULL`.
    public static var gValueType: GType { cglib_type_string() }

    /// A string property that may be `NULL`.
    public static func makeParamSpec(
        name: String, default defaultValue: String?, flags: GParamFlags
    ) -> UnsafeMutablePointer<GParamSpec> {
        g_param_spec_string(name, name, nil, defaultValue, flags)
    }
}
