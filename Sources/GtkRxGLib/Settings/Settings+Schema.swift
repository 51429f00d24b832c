import CGLib

extension Settings {
    /// The settings of schema `schemaID`, looked up first in `directories` (folders holding a
    /// `gschemas.compiled`, such as one next to the executable or in an install prefix's
    /// `share/glib-2.0/schemas`), then in the system's; stored in `backend` (GIO's default
    /// when `nil`) at `path` (the schema's own unless given).
    ///
    /// - Throws: ``SettingsError/missingSchema(schema:searched:)`` when no directory has the
    ///   schema, where ``init(schemaID:)`` would abort the process;
    ///   ``SettingsError/invalidPath(schema:path:schemaPath:)`` for a malformed `path` or one
    ///   other than the schema's own.
    public static func load(
        schemaID: String, searching directories: [String] = [], backend: SettingsBackend? = nil,
        path: String? = nil
    ) throws(SettingsError) -> Settings {
        guard !containsNUL(schemaID),
            let schema = SettingsSchemaLookup.find(schemaID, in: directories)
        else {
            throw .missingSchema(schema: schemaID, searched: directories)
        }
        defer { g_settings_schema_unref(schema) }
        // GIO aborts on a relocatable schema without a path, and on a fixed schema given
        // another path than its own; it refuses a malformed path with a critical warning.
        let schemaPath = g_settings_schema_get_path(schema).map { String(cString: $0) }
        if let path {
            guard path.hasPrefix("/"), path.hasSuffix("/"), !path.contains("//"), !containsNUL(path)
            else {
                throw .invalidPath(schema: schemaID, path: path, schemaPath: nil)
            }
            if let schemaPath, schemaPath != path {
                throw .invalidPath(schema: schemaID, path: path, schemaPath: schemaPath)
            }
        }
        let fallbackPath = "/" + schemaID.split(separator: ".").joined(separator: "/") + "/"
        let storedAt = path ?? schemaPath ?? fallbackPath
        guard let settings = g_settings_new_full(schema, backend?.raw, storedAt) else {
            throw .missingSchema(schema: schemaID, searched: directories)
        }
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
        guard !containsNUL(key), let schema = g_value_get_boxed(&value).map({ OpaquePointer($0) }),
            g_settings_schema_has_key(schema, key) != 0,
            let schemaKey = g_settings_schema_get_key(schema, key)
        else { throw .missingKey(key: key, schema: schemaName) }
        defer { g_settings_schema_key_unref(schemaKey) }
        return try body(schemaKey)
    }
}
