import CGLib

/// Finds compiled settings schemas (`gschemas.compiled`) in given directories before the
/// system's, without `GSETTINGS_SCHEMA_DIR`.
package enum SettingsSchemaLookup {
    /// The schema `schemaID` from the first of `directories` that has it, else from the
    /// system's schemas; `nil` when none has it. The caller owns the returned reference.
    /// Directories that do not exist or hold no compiled schemas are skipped.
    package static func find(_ schemaID: String, in directories: [String]) -> OpaquePointer? {
        // Each source falls back to its parent: build the chain from the system's source up,
        // so that the first directory is searched first.
        var source: OpaquePointer? = g_settings_schema_source_get_default().map {
            g_settings_schema_source_ref($0)
        }
        for directory in directories.reversed() {
            var error: UnsafeMutablePointer<GError>?
            let next = g_settings_schema_source_new_from_directory(directory, source, 0, &error)
            if let error {
                g_error_free(error)
                continue
            }
            if let source { g_settings_schema_source_unref(source) }
            source = next
        }
        guard let source else { return nil }
        defer { g_settings_schema_source_unref(source) }
        return g_settings_schema_source_lookup(source, schemaID, 1)
    }
}
