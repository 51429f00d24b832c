import CGLib

extension Settings {
    /// The value of `key` as a `Value` (`Bool`, `Int`, `Double`, `String`…; an enumeration
    /// key reads as the `String` of its choice).
    ///
    /// - Throws: ``SettingsError`` naming the key and the schema when the schema has no such
    ///   key or the key holds another type.
    public func value<Value: VariantConvertible>(forKey key: String, as type: Value.Type)
        throws(SettingsError) -> Value
    {
        try checkType(of: key, as: Value.self)
        guard let variant = value(key: key), let value = Value(variant: variant) else {
            throw .wrongType(
                key: key, schema: schemaName, keyType: "?", requested: Value.variantType.string)
        }
        return value
    }

    /// Sets `key` to `value`; integers are stored in the key's integer type when they fit.
    ///
    /// - Throws: ``SettingsError`` naming the key and the schema when the schema has no such
    ///   key, the key holds another type, the value is outside its range or choices, or the
    ///   key is not writable. Nothing is written then.
    public func setValue<Value: VariantConvertible>(_ value: Value, forKey key: String)
        throws(SettingsError)
    {
        let keyType = try checkType(of: key, as: Value.self)
        let schema = schemaName
        guard let stored = value.variant.converted(to: keyType) else {
            throw .outOfRange(key: key, schema: schema, value: "\(value)")
        }
        try withSchemaKey(key) { schemaKey throws(SettingsError) in
            guard g_settings_schema_key_range_check(schemaKey, stored.raw) != 0 else {
                throw .outOfRange(key: key, schema: schema, value: "\(value)")
            }
        }
        guard isWritable(name: key) else { throw .notWritable(key: key, schema: schema) }
        _ = setValue(key: key, value: stored)
    }

    /// The key's type, after checking that values of the key convert to `Value` (checked on the
    /// key's default value).
    @discardableResult
    package func checkType<Value: VariantConvertible>(of key: String, as _: Value.Type)
        throws(SettingsError) -> VariantType
    {
        let schema = schemaName
        return try withSchemaKey(key) { schemaKey throws(SettingsError) in
            let keyType =
                VariantType(copying: g_settings_schema_key_get_value_type(schemaKey))
                ?? Value.variantType
            let sample = Variant(adopting: g_settings_schema_key_get_default_value(schemaKey))
            guard let sample, Value(variant: sample) != nil else {
                throw .wrongType(
                    key: key, schema: schema, keyType: keyType.string,
                    requested: Value.variantType.string)
            }
            return keyType
        }
    }
}

extension Settings {
    /// The value of `key` as a case of `Value`, an enumeration whose raw values are the key's
    /// (`enum Theme: String { case light, dark }` for a key of choices `light` and `dark`).
    ///
    /// - Throws: ``SettingsError`` naming the key and the schema when the schema has no such
    ///   key, the key holds another type, or its value is no case of `Value`.
    public func value<Value: RawRepresentable>(forKey key: String, as type: Value.Type)
        throws(SettingsError) -> Value where Value.RawValue: VariantConvertible
    {
        let raw = try value(forKey: key, as: Value.RawValue.self)
        guard let value = Value(rawValue: raw) else {
            throw .outOfRange(key: key, schema: schemaName, value: "\(raw)")
        }
        return value
    }

    /// Sets `key` to the raw value of `value`.
    ///
    /// - Throws: ``SettingsError`` as ``setValue(_:forKey:)`` does.
    public func setValue<Value: RawRepresentable>(_ value: Value, forKey key: String)
        throws(SettingsError) where Value.RawValue: VariantConvertible
    {
        try setValue(value.rawValue, forKey: key)
    }
}
