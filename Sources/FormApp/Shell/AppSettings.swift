import Foundation
import Glibc
import GtkRx

/// FormApp's preferences (schema `io.github.gtkrx.FormApp`), found without
/// `GSETTINGS_SCHEMA_DIR`: in the install prefix's `share/glib-2.0/schemas` when FormApp is
/// installed (`make install` compiles it there), otherwise in the compiled schema embedded in
/// the binary, extracted to `<user cache directory>/io.github.gtkrx.FormApp/schemas`.
enum AppSettings {
    /// The schema's ID.
    static let schemaID = FormApp.applicationID

    /// The key of the "Dark style" preference, a Boolean.
    static let darkStyleKey = "dark-style"

    /// The preferences in `backend` (GIO's default, dconf on a desktop, when `nil`).
    ///
    /// - Throws: ``SettingsError`` when neither place has the schema.
    @MainActor
    static func load(backend: SettingsBackend? = nil) throws(SettingsError) -> Settings {
        try Settings.load(schemaID: schemaID, searching: schemaDirectories(), backend: backend)
    }

    /// ``load(backend:)`` with GIO's default backend, or `nil`, said on standard error, when
    /// the schema cannot be found.
    @MainActor
    static func loadOrWarn() -> Settings? {
        do {
            return try load()
        } catch {
            FormApp.warn("preferences unavailable (\(error)); the dark style will not be kept")
            return nil
        }
    }

    /// Where to look for the compiled schema: the installed folder when it has FormApp's
    /// schema, otherwise the embedded schema's folder.
    static func schemaDirectories() -> [String] {
        if let installed = installedSchemaDirectory() { return [installed] }
        return extractEmbeddedSchemas().map { [$0] } ?? []
    }

    /// `<directory of the executable>/../share/glib-2.0/schemas`, resolved, when it holds
    /// FormApp's schema, compiled.
    static func installedSchemaDirectory() -> String? {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let folder = executable.deletingLastPathComponent()
            .appendingPathComponent("../share/glib-2.0/schemas").standardizedFileURL.path
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: folder + "/\(schemaID).gschema.xml"),
            fileManager.fileExists(atPath: folder + "/gschemas.compiled")
        else { return nil }
        return folder
    }

    /// Writes the embedded `gschemas.compiled` to the cache folder (unless it is there
    /// already) and returns the folder; `nil`, said on standard error, when that fails.
    static func extractEmbeddedSchemas() -> String? {
        let resource = ResourceBundle.path("schemas/gschemas.compiled")
        let folder = UserDirectories.cache + "/\(FormApp.applicationID)/schemas"
        let file = folder + "/gschemas.compiled"
        do {
            try ResourceBundle.register()
            let contents = try Resources.data(at: resource)
            let fileManager = FileManager.default
            if let existing = fileManager.contents(atPath: file), existing.elementsEqual(contents) {
                return folder
            }
            try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // Written to a temporary file and renamed: a running FormApp keeps the old one.
            try Data(contents).write(to: URL(fileURLWithPath: file), options: .atomic)
            return folder
        } catch {
            FormApp.warn("preferences unavailable (cannot extract \(resource): \(error))")
            return nil
        }
    }
}
