import CGLib

extension Settings {
    /// The settings of schema `schemaID`, looked up first in `directories` (folders holding a
    /// `gschemas.compiled`, such as one next to the executable or in an install prefix's
    /// `share/glib-2.0/schemas`), then in the system's; stored in `backend` (GIO's default
    /// when `nil`) at `path` (the schema's own unless given).
    ///
    /// - Throws: ``SettingsError/missingSchema(schema:searched:)`` when no directory has the
    ///   schema, where ``init(schemaID:)`` would abort the process.
    public static func load(
        schemaID: String, searching directories: [String] = [], backend: SettingsBackend? = nil,
        path: String? = nil
    ) throws(SettingsError) -> Settings {
        guard let schema = SettingsSchemaLookup.find(schemaID, in: directories) else {
            throw .missingSchema(schema: schemaID, searched: directories)
        }
        defer { g_settings_schema_unref(schema) }
        // A schema without a path of its own ("relocatable") needs one; GIO aborts otherwise.
        let storedAt = path ?? g_settings_schema_get_path(schema).map { String(cString: $0) }
        let fallbackPath = "/" + schemaID.split(separator: ".").joined(separator: "/") + "/"
        guard let settings = g_settings_new_full(schema, backend?.raw, storedAt ?? fallbackPath)
        else { throw .missingSchema(schema: schemaID, searched: directories) }
        return Settings(adopting: gObjectPointer(settings))
    }

    /// The ID of the settings' schema, for messages.
    package var schemaName: String { schemaID ?? "?" }

    /// Runs `body` with the schema's key `key`, or throws naming both when the schema has no
    /// such key.
    package func withSchemaKey<Result>(
        _ key: String, _ body: (OpaquePointer) throws(SettingsError) -> Result
    ) throws(SettingsError) -> Result {
        var value = GValue()
        g_value_init(&value, g_settings_schema_get_type())
        defer { g_value_unset(&value) }
        g_object_get_property(objectPointer, "settings-schema", &value)
        guard let schema = g_value_get_boxed(&value).map({ OpaquePointer($0) }),
            g_settings_schema_has_key(schema, key) != 0,
            let schemaKey = g_settings_schema_get_key(schema, key)
        else { throw .missingKey(key: key, schema: schemaName) }
        defer { g_settings_schema_key_unref(schemaKey) }
        return try body(schemaKey)
    }
}
