import CGLib

/// Why a GObject property could not be read or written.
public enum PropertyError: Error, Equatable, CustomStringConvertible {
    /// The object's class has no property of that name.
    case unknownProperty(type: String, property: String)
    /// The property's value type does not convert to or from the Swift type.
    case typeMismatch(type: String, property: String, valueType: String, swiftType: String)
    /// The property cannot be read.
    case notReadable(type: String, property: String)
    /// The property cannot be written (read-only, or settable only at construction).
    case notWritable(type: String, property: String)

    /// A one-line explanation naming the class, the property and the types involved.
    public var description: String {
        switch self {
        case .unknownProperty(let type, let property):
            "\(type) has no property \(quotedForReport(property))"
        case .typeMismatch(let type, let property, let valueType, let swiftType):
            "\(type).\(property) holds a \(valueType), which is not convertible to \(swiftType)"
        case .notReadable(let type, let property):
            "\(type).\(property) is not readable"
        case .notWritable(let type, let property):
            "\(type).\(property) is not writable"
        }
    }
}

extension Object {
    /// Reads the GObject property `name` as a `T`.
    ///
    /// - Throws: ``PropertyError`` when there is no such property, it is not readable, or its
    ///   type does not convert to `T`.
    public func property<T: GValueConvertible>(_ name: String, as type: T.Type = T.self) throws
        -> T
    {
        let spec = try propertySpec(name, convertibleTo: T.self)
        guard spec.pointee.flags.rawValue & G_PARAM_READABLE.rawValue != 0 else {
            throw PropertyError.notReadable(type: typeName, property: name)
        }
        var value = GValue()
        g_value_init(&value, cglib_param_spec_value_type(spec))
        defer { g_value_unset(&value) }
        g_object_get_property(objectPointer, name, &value)
        return T(gValue: &value)
    }

    /// Writes `newValue` to the GObject property `name`.
    ///
    /// A value the property does not allow is reported on standard error, naming the type and
    /// the property (`GtkLabel:width-request`), instead of reaching GLib, which would cut or
    /// reject it: an integer outside the property's range is clamped to it; a number outside a
    /// floating-point property's range is clamped to it, and NaN or an infinity is refused
    /// (nothing is written); so are a string with a NUL byte and an enumeration or flags value
    /// the type does not define.
    ///
    /// - Throws: ``PropertyError`` when there is no such property, it is not writable after
    ///   construction, or its type does not convert from `T`.
    public func setProperty<T: GValueConvertible>(_ name: String, to newValue: T) throws {
        let spec = try propertySpec(name, convertibleTo: T.self)
        let flags = spec.pointee.flags.rawValue
        guard flags & G_PARAM_WRITABLE.rawValue != 0,
            flags & G_PARAM_CONSTRUCT_ONLY.rawValue == 0
        else {
            throw PropertyError.notWritable(type: typeName, property: name)
        }
        var value = GValue()
        g_value_init(&value, cglib_param_spec_value_type(spec))
        defer { g_value_unset(&value) }
        guard store(newValue, in: &value, checkedAgainst: spec, name: name) else { return }
        g_object_set_property(objectPointer, name, &value)
    }

    /// Stores `newValue` in `value` for property `name` of spec `spec`, clamping a number to
    /// the range the spec allows; `false`, after reporting, when the value cannot be written:
    /// nothing is to be written then.
    private func store<T: GValueConvertible>(
        _ newValue: T, in value: UnsafeMutablePointer<GValue>,
        checkedAgainst spec: UnsafeMutablePointer<GParamSpec>, name: String
    ) -> Bool {
        // Made only for a report: most writes are fine.
        func context() -> String { "\(typeName):\(name)" }
        guard let allowed = newValue.allowed(by: spec, context) else { return false }
        allowed.store(in: value)
        // What GLib would change or refuse (g_param_value_validate changes it to a valid one).
        guard g_param_value_validate(spec, value) != 0 else { return true }
        let given = (newValue as? String).map(quotedForReport) ?? "\(newValue)"
        if newValue is Double {
            reportBadValue(
                "\(context()): \(given) is outside the range the property allows; clamped to "
                    + "\(Double(gValue: value))")
            return true
        }
        reportBadValue("\(context()): \(given) is not a value the property allows; refused")
        return false
    }

    /// The spec of property `name`, checked to convert to and from `T`.
    func propertySpec<T: GValueConvertible>(_ name: String, convertibleTo _: T.Type) throws
        -> UnsafeMutablePointer<GParamSpec>
    {
        guard !containsNUL(name), let spec = cglib_object_find_property(raw, name) else {
            throw PropertyError.unknownProperty(type: typeName, property: name)
        }
        let valueType = cglib_param_spec_value_type(spec)
        guard T.converts(valueType) else {
            throw PropertyError.typeMismatch(
                type: typeName, property: name, valueType: Object.typeName(of: valueType),
                swiftType: "\(T.self)")
        }
        return spec
    }
}

extension Object {
    /// Reads the object-typed GObject property `name` (`child`, `model`, `titlebar`, …) as a
    /// `T`, or `nil` when it holds no object.
    ///
    /// - Throws: ``PropertyError`` when there is no such property, it is not readable, it does
    ///   not hold objects, or its object is not a `T`.
    public func property<T: Object>(_ name: String, as type: T.Type) throws -> T? {
        let spec = try objectPropertySpec(name)
        guard spec.pointee.flags.rawValue & G_PARAM_READABLE.rawValue != 0 else {
            throw PropertyError.notReadable(type: typeName, property: name)
        }
        var value = GValue()
        g_value_init(&value, cglib_param_spec_value_type(spec))
        defer { g_value_unset(&value) }
        g_object_get_property(objectPointer, name, &value)
        guard let pointer = g_value_get_object(&value) else { return nil }
        let object = gObjectPointer(pointer)
        guard let wrapper = Object.wrapper(for: object, as: T.self) else {
            throw PropertyError.typeMismatch(
                type: typeName, property: name, valueType: Object.typeName(of: object),
                swiftType: "\(T.self)")
        }
        return wrapper
    }

    /// Writes `newValue` (or `nil`, for no object) to the object-typed GObject property `name`.
    ///
    /// - Throws: ``PropertyError`` when there is no such property, it is not writable after
    ///   construction, or `newValue` is not of the type the property holds.
    public func setProperty(_ name: String, to newValue: Object?) throws {
        let spec = try objectPropertySpec(name)
        let flags = spec.pointee.flags.rawValue
        guard flags & G_PARAM_WRITABLE.rawValue != 0, flags & G_PARAM_CONSTRUCT_ONLY.rawValue == 0
        else {
            throw PropertyError.notWritable(type: typeName, property: name)
        }
        let valueType = cglib_param_spec_value_type(spec)
        if let newValue, g_type_is_a(cglib_object_type(newValue.raw), valueType) == 0 {
            throw PropertyError.typeMismatch(
                type: typeName, property: name, valueType: Object.typeName(of: valueType),
                swiftType: newValue.typeName)
        }
        var value = GValue()
        g_value_init(&value, valueType)
        defer { g_value_unset(&value) }
        g_value_set_object(&value, newValue.map { UnsafeMutableRawPointer($0.objectPointer) })
        g_object_set_property(objectPointer, name, &value)
    }

    /// The spec of property `name`, checked to hold objects.
    private func objectPropertySpec(_ name: String) throws -> UnsafeMutablePointer<GParamSpec> {
        guard !containsNUL(name), let spec = cglib_object_find_property(raw, name) else {
            throw PropertyError.unknownProperty(type: typeName, property: name)
        }
        let valueType = cglib_param_spec_value_type(spec)
        guard g_type_is_a(valueType, cglib_type_object()) != 0 else {
            throw PropertyError.typeMismatch(
                type: typeName, property: name, valueType: Object.typeName(of: valueType),
                swiftType: "an object")
        }
        return spec
    }

    // MARK: - For generated properties without accessor functions

    /// Property `name`, which GIR says exists, as a `T`; an error (a GTK older than GIR's) is
    /// reported and `fallback` returned.
    package func propertyValue<T: GValueConvertible>(_ name: String, or fallback: T) -> T {
        do {
            return try property(name, as: T.self)
        } catch {
            reportBadValue("\(error)")
            return fallback
        }
    }

    /// Writes property `name`, which GIR says exists; an error is reported.
    package func setPropertyValue<T: GValueConvertible>(_ name: String, _ newValue: T) {
        do {
            try setProperty(name, to: newValue)
        } catch {
            reportBadValue("\(error)")
        }
    }

    /// Object property `name`, which GIR says exists, as a `T`; an error is reported and `nil`
    /// returned.
    package func objectPropertyValue<T: Object>(_ name: String, as type: T.Type) -> T? {
        do {
            return try property(name, as: T.self)
        } catch {
            reportBadValue("\(error)")
            return nil
        }
    }

    /// Writes object property `name`, which GIR says exists; an error is reported.
    package func setObjectPropertyValue(_ name: String, _ newValue: Object?) {
        do {
            try setProperty(name, to: newValue)
        } catch {
            reportBadValue("\(error)")
        }
    }
}
