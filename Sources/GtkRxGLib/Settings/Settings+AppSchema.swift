import CGLib
import Glibc

extension Settings {
    /// The settings of the app's own schema `schemaID`, found without `GSETTINGS_SCHEMA_DIR`
    /// and without code of the app's, in this order:
    ///
    /// 1. installed: `<folder of the executable>/../share/glib-2.0/schemas`, when it has the
    ///    schema's `<schemaID>.gschema.xml` and a `gschemas.compiled` (where an app's
    ///    `make install` puts them);
    /// 2. otherwise embedded: the `gschemas.compiled` the GtkRxResources plugin compiles from
    ///    `resources/schemas`, when the app's GResource manifest lists it as
    ///    `schemas/gschemas.compiled` and the app has registered its resources. GIO reads
    ///    compiled schemas only from files, so it is written to
    ///    `<user cache folder>/<schemaID>/schemas/` (again only when it changed);
    /// 3. the system's schemas.
    ///
    /// The embedded file is looked up under `resourcePrefix`, the prefix of the app's
    /// manifest; by default the schema ID as a path (`io.example.Notes` gives
    /// `/io/example/Notes`).
    ///
    /// - Throws: ``SettingsError/missingSchema(schema:searched:)`` when none has the schema,
    ///   naming the folders searched, and the errors of
    ///   ``load(schemaID:searching:backend:path:)``.
    public static func load(
        appSchema schemaID: String, resourcePrefix: String? = nil,
        backend: SettingsBackend? = nil, path: String? = nil
    ) throws(SettingsError) -> Settings {
        let places = AppSchemaPlaces(schemaID: schemaID)
        let prefix = resourcePrefix ?? AppSchemaPlaces.defaultResourcePrefix(of: schemaID)
        // Installed, nothing is extracted.
        let directory =
            places.installedDirectory() ?? places.extractedDirectory(resourcePrefix: prefix)
        return try load(
            schemaID: schemaID, searching: directory.map { [$0] } ?? [], backend: backend,
            path: path)
    }
}

/// Where ``Settings/load(appSchema:resourcePrefix:backend:path:)`` looks for an app's schema.
package struct AppSchemaPlaces {
    /// The schema's ID.
    package let schemaID: String
    /// The executable's path; symbolic links are followed.
    package var executable = "/proc/self/exe"
    /// The folder the embedded schemas are written into.
    package var extractionDirectory: String

    /// The places of `schemaID`'s schema for this process.
    package init(schemaID: String) {
        self.schemaID = schemaID
        let cache = String(cString: g_get_user_cache_dir())
        extractionDirectory = "\(cache)/\(schemaID)/schemas"
    }

    /// `io.example.Notes` as a resource path: `/io/example/Notes`.
    package static func defaultResourcePrefix(of schemaID: String) -> String {
        "/" + schemaID.split(separator: ".").joined(separator: "/")
    }

    /// `<folder of the executable>/../share/glib-2.0/schemas`, when it holds the schema's
    /// source and a compiled file.
    package func installedDirectory() -> String? {
        guard let resolved = realpath(executable, nil) else { return nil }
        defer { free(resolved) }
        guard let folder = g_path_get_dirname(resolved) else { return nil }
        defer { g_free(folder) }
        let prefix = String(cString: folder) + "/.."
        guard let normalized = realpath(prefix, nil) else { return nil }
        defer { free(normalized) }
        let schemas = String(cString: normalized) + "/share/glib-2.0/schemas"
        let isFile = G_FILE_TEST_IS_REGULAR
        guard g_file_test("\(schemas)/\(schemaID).gschema.xml", isFile) != 0,
            g_file_test("\(schemas)/gschemas.compiled", isFile) != 0
        else { return nil }
        return schemas
    }

    /// ``extractionDirectory``, once it holds the `gschemas.compiled` embedded at
    /// `<resourcePrefix>/schemas/gschemas.compiled`; `nil` when no registered resource has
    /// it, or when it cannot be written (said on standard error).
    package func extractedDirectory(resourcePrefix: String) -> String? {
        let resource = resourcePrefix + "/schemas/gschemas.compiled"
        guard Resources.exists(at: resource), let contents = try? Resources.data(at: resource)
        else { return nil }
        let file = extractionDirectory + "/gschemas.compiled"
        if existingContents(of: file) == contents { return extractionDirectory }
        var error: UnsafeMutablePointer<GError>?
        // g_file_set_contents writes a temporary file and renames it: a process reading the
        // old one keeps it.
        let written =
            g_mkdir_with_parents(extractionDirectory, 0o755) == 0
            && contents.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) {
                    g_file_set_contents(file, $0.baseAddress, gssize($0.count), &error) != 0
                }
            }
        guard written else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "cannot create it"
            if let error { g_error_free(error) }
            reportBadValue("Settings: cannot write \(file) (\(reason)); the schema is not embedded")
            return nil
        }
        return extractionDirectory
    }

    /// The bytes of `file`, or `nil` when it cannot be read.
    private func existingContents(of file: String) -> [UInt8]? {
        var data: UnsafeMutablePointer<CChar>?
        var length: gsize = 0
        guard g_file_get_contents(file, &data, &length, nil) != 0, let data else { return nil }
        defer { g_free(data) }
        return [UInt8](UnsafeRawBufferPointer(start: data, count: Int(length)))
    }
}
