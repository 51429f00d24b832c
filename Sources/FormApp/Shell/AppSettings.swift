import GtkRxAdwaita

/// FormApp's preferences (schema `io.github.gtkrx.FormApp`), found without
/// `GSETTINGS_SCHEMA_DIR` by `Settings.load(appSchema:)`: in the install prefix's
/// `share/glib-2.0/schemas` when FormApp is installed (`make install` compiles it there),
/// otherwise in the compiled schema embedded in the binary, extracted to
/// `<user cache directory>/io.github.gtkrx.FormApp/schemas`.
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
        // The embedded schema is found among the registered resources.
        do {
            try ResourceBundle.register()
        } catch {
            FormApp.warn("the embedded settings schema is unavailable (\(error))")
        }
        return try Settings.load(
            appSchema: schemaID, resourcePrefix: ResourceBundle.prefix, backend: backend)
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
}
