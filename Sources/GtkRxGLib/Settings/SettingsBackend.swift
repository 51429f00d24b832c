import CGLib

/// Where settings are stored: GIO's default (dconf on a desktop), memory (lost at exit: for
/// tests), or a key file. Several ``Settings`` made with one backend object see each other's
/// changes.
public final class SettingsBackend {
    /// The `GSettingsBackend`, one reference owned.
    package let raw: UnsafeMutablePointer<GSettingsBackend>

    private init(adopting raw: UnsafeMutablePointer<GSettingsBackend>) {
        self.raw = raw
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(raw))
    }

    /// A backend keeping values in memory until the process exits.
    public static func memory() -> SettingsBackend {
        SettingsBackend(adopting: g_memory_settings_backend_new())
    }

    /// A backend keeping values in the key file at `path` (written when they change, and
    /// watched for changes other processes make), laid out as GIO's `keyfile` backend lays out
    /// its own file, so `GSETTINGS_BACKEND=keyfile gsettings` reads and writes the same values
    /// when `path` is `$XDG_CONFIG_HOME/glib-2.0/settings/keyfile`.
    ///
    /// A `path` with a NUL byte is reported, and values are kept in memory instead.
    public static func keyFile(at path: String) -> SettingsBackend {
        guard cAccepts(path, "SettingsBackend.keyFile(at:)") else { return memory() }
        return SettingsBackend(adopting: g_keyfile_settings_backend_new(path, "/", nil))
    }
}
