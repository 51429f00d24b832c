import CGLib
import GtkRxCore

// Checks of arguments before they reach C, for the generated wrappers and the hand-written
// ones. GLib and GTK abort the process on some bad arguments (a malformed detailed action name,
// a settings schema that is not installed, a key the schema lacks) and reject others with a
// critical warning (a CSS class ""), and C cuts a string at its first NUL byte. Each check here
// is the one place a family of calls goes through, so that a bad value is reported once, in
// one wording, naming the member (`context`) and the value.
//
// Three shapes:
// - `cAccepts…` guard a method: `true` when the value may go to C; `false` after reporting,
//   and the method then returns without calling C.
// - `cAccepted…` stand in for constructor arguments (a constructor cannot return early): the
//   value itself, or a neutral value after reporting.
// - `cRequire…` throw, for constructors that cannot succeed with the value.

// MARK: - Strings

/// Whether `value` may go to C as a string: `false`, after reporting naming `context`, when it
/// holds a NUL byte, where C would cut it.
@inlinable
package func cAccepts(_ value: String, _ context: @autoclosure () -> String) -> Bool {
    guard containsNUL(value) else { return true }
    reportBadValue("\(context()): \(quotedForReport(value)) contains a NUL byte; refused")
    return false
}

/// Whether `value` may go to C as a string or `NULL`: `nil` may; a string is checked as the
/// overload for `String` checks it.
@inlinable
package func cAccepts(_ value: String?, _ context: @autoclosure () -> String) -> Bool {
    guard let value else { return true }
    return cAccepts(value, context())
}

/// Whether every string of `values` may go to C: `false`, after reporting the first string
/// with a NUL byte naming `context` and its index, when one has one.
@inlinable
package func cAccepts(_ values: [String], _ context: @autoclosure () -> String) -> Bool {
    for (index, value) in values.enumerated() where containsNUL(value) {
        reportBadValue(
            "\(context()): element \(index), \(quotedForReport(value)), contains a NUL byte; "
                + "refused")
        return false
    }
    return true
}

/// `value` for a constructor's string argument: itself, or `""` after reporting naming
/// `context` when it holds a NUL byte.
@inlinable
package func cAccepted(_ value: String, _ context: @autoclosure () -> String) -> String {
    guard containsNUL(value) else { return value }
    reportBadValue(
        "\(context()): \(quotedForReport(value)) contains a NUL byte; refused, \"\" used instead")
    return ""
}

/// `value` for a constructor's optional string argument: itself, or `nil` after reporting
/// naming `context` when it holds a NUL byte.
///
/// Disfavoured, so that a `String` argument passed on to a C `const char *` parameter picks
/// the non-optional overload instead of being ambiguous between the two.
@inlinable @_disfavoredOverload
package func cAccepted(_ value: String?, _ context: @autoclosure () -> String) -> String? {
    guard let value, containsNUL(value) else { return value }
    reportBadValue(
        "\(context()): \(quotedForReport(value)) contains a NUL byte; refused, nil used instead")
    return nil
}

/// Whether `value` holds a NUL byte; reads the string's UTF-8 in place, allocating nothing.
@inlinable
package func containsNUL(_ value: String) -> Bool {
    if let found = value.utf8.withContiguousStorageIfAvailable({ $0.contains(0) }) {
        return found
    }
    return value.utf8.contains(0)
}

/// `value` in double quotes for a report, with a NUL byte written `\0` (which a terminal would
/// not show), a line feed `\n`, a tab `\t` and other control characters escaped as warnings
/// escape them (`appendEscapingControlCharacter`).
@usableFromInline
package func quotedForReport(_ value: String) -> String {
    var quoted = "\""
    for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case "\n": quoted += "\\n"
        case "\t": quoted += "\\t"
        default: appendEscapingControlCharacter(scalar, to: &quoted)
        }
    }
    return quoted + "\""
}

// MARK: - Numbers

/// Whether `value` may go to C where GTK needs a finite number: `false`, after reporting naming
/// `context`, for NaN and the infinities.
@inlinable
package func cAcceptsFinite(_ value: Double, _ context: @autoclosure () -> String) -> Bool {
    guard !value.isFinite else { return true }
    reportBadValue("\(context()): \(value) is not a finite number; refused")
    return false
}

/// `value` for a constructor's argument that must be finite: itself, or `0` after reporting
/// naming `context` for NaN and the infinities.
@inlinable
package func cAcceptedFinite(_ value: Double, _ context: @autoclosure () -> String) -> Double {
    guard !value.isFinite else { return value }
    reportBadValue("\(context()): \(value) is not a finite number; refused, 0 used instead")
    return 0
}

/// `value` for the C integer type `T` of a value GTK checks against property `property` of
/// `object` (`gtk_window_set_default_size` against `default-width` and `default-height`):
/// clamped to the range the property's `GParamSpec` allows (read from the object's class at
/// each call), then to `T`'s, and reported naming `context` when either changed it.
///
/// A property that is not one of GLib's integer specs (or that this GTK lacks) bounds nothing:
/// the value is clamped to `T` alone, as ``cInteger(_:_:)`` clamps it.
///
/// `-1` for a `guint` property whose default is `G_MAXUINT` (a position whose default is
/// `GTK_INVALID_LIST_POSITION`, "none", such as `GtkDropDown:selected`) is that default, as C's
/// `-1` converted to `guint` is: "none", not the clamped `0` (the first row).
@MainActor
package func cIntegerForProperty<T: FixedWidthInteger>(
    _ value: Int, of object: Object, property: StaticString, _ context: @autoclosure () -> String
) -> T {
    let spec = withCString(property) { cglib_object_find_property(object.raw, $0) }
    if value == -1, let spec, defaultsToUnsignedMaximum(spec) {
        return T(clamping: Int(UInt32.max))
    }
    let bounded = spec.map { clampedToSpec(value, $0, "\(object.typeName):\(property)", context()) }
    let clamped = T(clamping: bounded ?? value)
    if Int(exactly: clamped) != bounded ?? value {
        reportBadValue(
            "\(context()): \(bounded ?? value) is outside the range of \(T.self); clamped to "
                + "\(clamped)")
    }
    return clamped
}

/// Whether `spec` is a `guint` property's whose default is `G_MAXUINT`.
private func defaultsToUnsignedMaximum(_ spec: UnsafeMutablePointer<GParamSpec>) -> Bool {
    guard cglib_param_spec_value_type(spec) == cglib_type_uint(),
        let value = g_param_spec_get_default_value(spec)
    else { return false }
    return g_value_get_uint(value) == UInt32.max
}

/// `value` clamped to the range property spec `spec` (of property `property`, such as
/// `GtkLabel:width-request`, for the report) allows, reported naming `context` when that changed it: the
/// spec's own bounds for GLib's integer specs, else the range of the C type of the property's
/// values (`gint` for an enumeration, `guint` for flags).
package func clampedToSpec(
    _ value: Int, _ spec: UnsafeMutablePointer<GParamSpec>, _ property: @autoclosure () -> String,
    _ context: @autoclosure () -> String
) -> Int {
    var minimum: gint64 = 0
    var maximum: guint64 = 0
    let low: Int
    let high: Int
    if cglib_param_spec_integer_range(spec, &minimum, &maximum) != 0 {
        (low, high) = (Int(clamping: minimum), Int(clamping: maximum))
    } else {
        switch cglib_type_fundamental(cglib_param_spec_value_type(spec)) {
        case cglib_type_int(), cglib_type_enum(): (low, high) = (Int(Int32.min), Int(Int32.max))
        case cglib_type_uint(), cglib_type_flags(): (low, high) = (0, Int(UInt32.max))
        case cglib_type_ulong(), cglib_type_uint64(): (low, high) = (0, Int.max)
        default: (low, high) = (Int.min, Int.max)
        }
    }
    guard value < low || value > high else { return value }
    let clamped = Swift.min(Swift.max(value, low), high)
    reportBadValue(
        "\(context()): \(value) is outside the range \(low)...\(high) that \(property()) allows; "
            + "clamped to \(clamped)")
    return clamped
}

/// Calls `body` with `string` as a C string, without copying a literal that has one already.
private func withCString<Result>(_ string: StaticString, _ body: (UnsafePointer<CChar>) -> Result)
    -> Result
{
    guard string.hasPointerRepresentation else { return "\(string)".withCString(body) }
    // A static string with a pointer representation is NUL-terminated.
    return string.utf8Start.withMemoryRebound(
        to: CChar.self, capacity: string.utf8CodeUnitCount + 1
    ) { body($0) }
}

// MARK: - Detailed action names

/// Whether `value` may go to C as a detailed action name (`app.quit`, `app.size::large`,
/// `app.zoom(2)`): `nil` may (no action); `false`, after reporting naming `context` and GIO's
/// reason, for a name GIO cannot parse (it aborts the process on one) or one holding a NUL byte.
package func cAcceptsDetailedAction(_ value: String?, _ context: @autoclosure () -> String)
    -> Bool
{
    guard let value else { return true }
    if let reason = detailedActionProblem(value) {
        reportBadValue("\(context()): \(reason); refused")
        return false
    }
    return true
}

/// `value` for a constructor's detailed action name: itself, or `nil` (no action) after
/// reporting naming `context` when it is malformed, as ``cAcceptsDetailedAction(_:_:)`` checks.
package func cAcceptedDetailedAction(_ value: String?, _ context: @autoclosure () -> String)
    -> String?
{
    guard let value else { return nil }
    if let reason = detailedActionProblem(value) {
        reportBadValue("\(context()): \(reason); refused, no action set")
        return nil
    }
    return value
}

/// What is wrong with the detailed action name `value`, or `nil` when GIO accepts it.
private func detailedActionProblem(_ value: String) -> String? {
    if containsNUL(value) {
        return "\(quotedForReport(value)) contains a NUL byte"
    }
    switch ActionName.parseDetailed(value) {
    case .success: return nil
    case .failure(let error):
        return "\(quotedForReport(value)) is not a valid detailed action name (\(error.reason))"
    }
}

// MARK: - D-Bus names

/// The kinds of D-Bus names GIO's D-Bus calls take, each with GIO's own test of it.
package enum DBusNameKind {
    /// A unique (`:1.42`) or well-known (`org.example.Notes`) bus name (`g_dbus_is_name`).
    case busName
    /// An object path (`/org/example/Notes`; `g_variant_is_object_path`).
    case objectPath
    /// An interface name (`org.example.Notes`; `g_dbus_is_interface_name`).
    case interfaceName
    /// A method, signal or property name (`Open`; `g_dbus_is_member_name`).
    case memberName

    var description: String {
        switch self {
        case .busName: "a D-Bus bus name"
        case .objectPath: "a D-Bus object path"
        case .interfaceName: "a D-Bus interface name"
        case .memberName: "a D-Bus member name"
        }
    }

    func accepts(_ value: String) -> Bool {
        switch self {
        case .busName: g_dbus_is_name(value) != 0
        case .objectPath: g_variant_is_object_path(value) != 0
        case .interfaceName: g_dbus_is_interface_name(value) != 0
        case .memberName: g_dbus_is_member_name(value) != 0
        }
    }
}

/// Whether `value` may go to a D-Bus call as a name of `kind`: `nil` may (GIO's default: no
/// destination, any sender); `false`, after reporting naming `context`, for a value with a NUL
/// byte or one GIO would reject (with a critical, doing nothing).
package func cAcceptsDBusName(
    _ value: String?, _ kind: DBusNameKind, _ context: @autoclosure () -> String
) -> Bool {
    guard let value else { return true }
    guard cAccepts(value, context()) else { return false }
    guard kind.accepts(value) else {
        reportBadValue(
            "\(context()): \(quotedForReport(value)) is not \(kind.description); refused")
        return false
    }
    return true
}

// MARK: - Settings

/// Whether `key` may go to a `g_settings_get_…` or `g_settings_set_…` function of `settings`:
/// `false`, after reporting naming `context`, the key and the schema, when the settings'
/// schema has no such key (GIO aborts the process on one), when the key holds a NUL byte, or
/// when `type` is given and the key holds another type.
///
/// `type` is a GVariant type string (`"b"`, `"i"`, `"u"`, `"x"`, `"t"`, `"d"`, `"s"`, `"as"`),
/// `"enum"` or `"flags"` for a key of choices or flags, or `nil` to check that the key exists
/// only.
@MainActor
package func cAcceptsSettingsKey(
    _ settings: Settings, _ key: String, type: String?, _ context: @autoclosure () -> String
) -> Bool {
    guard cAccepts(key, context()) else { return false }
    var value = GValue()
    g_value_init(&value, g_settings_schema_get_type())
    defer { g_value_unset(&value) }
    g_object_get_property(settings.objectPointer, "settings-schema", &value)
    let schemaName = settings.schemaName
    guard let schema = g_value_get_boxed(&value).map({ OpaquePointer($0) }),
        g_settings_schema_has_key(schema, key) != 0,
        let schemaKey = g_settings_schema_get_key(schema, key)
    else {
        reportBadValue(
            "\(context()): settings schema \"\(schemaName)\" has no key \(quotedForReport(key)); "
                + "refused")
        return false
    }
    defer { g_settings_schema_key_unref(schemaKey) }
    guard let type else { return true }
    let held: String
    if type == "enum" || type == "flags" {
        // The range of a key of choices is ("enum", [choices]), of flags ("flags", [flags]).
        let range = g_settings_schema_key_get_range(schemaKey)
        defer { g_variant_unref(range) }
        let kind = g_variant_get_child_value(range, 0)
        defer { g_variant_unref(kind) }
        held = String(cString: g_variant_get_string(kind, nil))
    } else {
        held =
            takeOptionalString(
                g_variant_type_dup_string(g_settings_schema_key_get_value_type(schemaKey))) ?? "?"
    }
    guard held == type else {
        let holds = type == "enum" || type == "flags" ? "no \(type) (its range is \(held))" : held
        reportBadValue(
            "\(context()): settings key \(quotedForReport(key)) of schema \"\(schemaName)\" holds "
                + "\(holds), not \(type); refused")
        return false
    }
    return true
}

/// The error domain of ``cRequireSettingsSchema(_:path:_:)``'s errors.
package let argumentErrorDomain = "gtkrx-argument-error-quark"

/// The codes of errors in ``argumentErrorDomain``: stable, so that a caller may tell them
/// apart.
package enum ArgumentErrorCode: Int {
    /// A string argument holds a NUL byte.
    case nulByte = 1
    /// No installed settings schema has the ID.
    case schemaNotInstalled = 2
    /// The schema is relocatable, and no path was given.
    case pathRequired = 3
    /// The schema fixes its own path, and another was given.
    case pathDiffers = 4
    /// The path does not start and end with `/`, or holds `//`.
    case malformedPath = 5
}

/// Checks that `value`, the argument called `what` of a throwing member, may go to C as a
/// string.
///
/// - Throws: a ``GLibError`` in ``argumentErrorDomain`` with code ``ArgumentErrorCode/nulByte``
///   naming `context`, `what` and the value, when `value` holds a NUL byte.
package func cRequireNoNUL(
    _ value: String, _ what: String, _ context: @autoclosure () -> String
) throws(GLibError) {
    guard containsNUL(value) else { return }
    throw GLibError(
        domain: argumentErrorDomain, code: ArgumentErrorCode.nulByte.rawValue,
        message: "\(context()): \(what) \(quotedForReport(value)) contains a NUL byte")
}

/// Checks that `g_settings_new` or `g_settings_new_with_path` can make settings of schema
/// `schemaID` at `path` (`nil`: the schema's own), where GIO would abort the process or return
/// `NULL`: the schema is installed (in the default schema source, searched recursively), and
/// `path`, when given, is a valid path (starting and ending with `/`, no `//`) that the schema
/// allows; a relocatable schema needs one.
///
/// - Throws: a ``GLibError`` in ``argumentErrorDomain`` naming `context`, the value and the
///   reason, with an ``ArgumentErrorCode``.
package func cRequireSettingsSchema(
    _ schemaID: String, path: String?, _ context: @autoclosure () -> String
) throws(GLibError) {
    func failure(_ code: ArgumentErrorCode, _ message: String) -> GLibError {
        GLibError(
            domain: argumentErrorDomain, code: code.rawValue, message: "\(context()): \(message)")
    }
    let quotedID = quotedForReport(schemaID)
    if containsNUL(schemaID) {
        throw failure(.nulByte, "settings schema ID \(quotedID) contains a NUL byte")
    }
    if let path, containsNUL(path) {
        throw failure(.nulByte, "settings path \(quotedForReport(path)) contains a NUL byte")
    }
    guard let source = g_settings_schema_source_get_default(),
        let schema = g_settings_schema_source_lookup(source, schemaID, 1)
    else {
        throw failure(.schemaNotInstalled, "settings schema \(quotedID) is not installed")
    }
    defer { g_settings_schema_unref(schema) }
    let schemaPath = g_settings_schema_get_path(schema).map { String(cString: $0) }
    guard let path else {
        if schemaPath == nil {
            throw failure(
                .pathRequired,
                "settings schema \(quotedID) is relocatable and needs a path (init(schemaID:path:))"
            )
        }
        return
    }
    guard path.hasPrefix("/"), path.hasSuffix("/"), !path.contains("//") else {
        throw failure(
            .malformedPath,
            "\(quotedForReport(path)) is not a valid settings path for schema \(quotedID) (it "
                + "must start and end with '/', without '//')")
    }
    if let schemaPath, schemaPath != path {
        throw failure(
            .pathDiffers,
            "settings schema \(quotedID) is stored at \"\(schemaPath)\", not "
                + "\(quotedForReport(path))")
    }
}
