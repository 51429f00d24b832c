import CGtk
import Glibc

/// gettext for FormApp: the domain `formapp`, bound to the catalogs of the installed app or,
/// for a binary run where it was built, to the catalogs embedded in its resource bundle.
///
/// Call ``setUp()`` once, early in `main`; then `tr("Do something")` and GtkBuilder's
/// `translatable="yes"` strings (GtkBuilder uses the default domain unless told otherwise)
/// come out in the user's language, as `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` choose.
enum Localization {
    /// The gettext domain of FormApp's messages, which names its `formapp.mo` catalogs.
    static let domain = "formapp"

    /// Makes ``domain`` the default text domain, in UTF-8, bound to ``localeDirectory()``.
    ///
    /// Registers the resource bundle if that has not happened yet. Without any catalog (an
    /// installed app missing its catalogs and an unwritable cache directory) it says so on
    /// standard error, and messages stay in English.
    static func setUp() {
        if let directory = localeDirectory() {
            bindtextdomain(domain, directory)
        }
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
    }

    /// The directory holding `<language>/LC_MESSAGES/formapp.mo`: the installed layout's
    /// `<directory of the executable>/../share/locale` when it has FormApp's catalogs, otherwise
    /// `<user cache directory>/io.github.gtkrx.FormApp/locale`, into which the catalogs embedded
    /// in the resource bundle are extracted (rewritten only when they differ).
    static func localeDirectory() -> String? {
        let languages = embeddedLanguages()
        guard !languages.isEmpty else {
            warn("translations unavailable (the resource bundle has no catalogs)")
            return nil
        }
        if let installed = installedLocaleDirectory(),
            languages.contains(where: { isFile(catalog(in: installed, language: $0)) })
        {
            return installed
        }
        let cache = String(cString: g_get_user_cache_dir()) + "/\(FormApp.applicationID)/locale"
        do {
            for language in languages {
                try extractCatalog(of: language, into: cache)
            }
            return cache
        } catch {
            warn("translations unavailable (\(error))")
            return nil
        }
    }

    /// `<directory>/<language>/LC_MESSAGES/formapp.mo`.
    static func catalog(in directory: String, language: String) -> String {
        "\(directory)/\(language)/LC_MESSAGES/\(domain).mo"
    }

    /// The languages whose catalogs the resource bundle holds, such as `zh_CN`.
    static func embeddedLanguages() -> [String] {
        guard (try? ResourceBundle.register()) != nil else { return [] }
        guard
            let children = g_resources_enumerate_children(
                ResourceBundle.path("locale"), G_RESOURCE_LOOKUP_FLAGS_NONE, nil)
        else { return [] }
        defer { g_strfreev(children) }
        var languages: [String] = []
        var index = 0
        while let child = children[index] {
            var language = String(cString: child)  // `zh_CN/`
            if language.hasSuffix("/") { language.removeLast() }
            languages.append(language)
            index += 1
        }
        return languages.sorted()
    }

    /// `<directory of the executable>/../share/locale`, resolved, if it exists.
    private static func installedLocaleDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let executable = String(
            decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = executable.lastIndex(of: "/") else { return nil }
        let candidate = String(executable[..<slash]) + "/../share/locale"
        guard let resolved = realpath(candidate, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Writes the embedded catalog of `language` under `directory`, unless it is there already.
    private static func extractCatalog(of language: String, into directory: String)
        throws(LocalizationError)
    {
        let resource = ResourceBundle.path("locale/\(language)/LC_MESSAGES/\(domain).mo")
        var error: UnsafeMutablePointer<GError>?
        guard let bytes = g_resources_lookup_data(resource, G_RESOURCE_LOOKUP_FLAGS_NONE, &error)
        else {
            throw LocalizationError(reason: "cannot read \(resource): \(consume(&error))")
        }
        var size: gsize = 0
        let data = g_bytes_get_data(bytes, &size)
        let contents = [UInt8](UnsafeRawBufferPointer(start: data, count: Int(size)))
        g_bytes_unref(bytes)

        let file = catalog(in: directory, language: language)
        var existing: UnsafeMutablePointer<gchar>?
        var existingSize: gsize = 0
        if g_file_get_contents(file, &existing, &existingSize, nil) != 0 {
            let same = contents.elementsEqual(
                UnsafeRawBufferPointer(start: existing, count: Int(existingSize)))
            g_free(existing)
            if same { return }
        }
        let folder = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
        guard g_mkdir_with_parents(folder, 0o755) == 0 else {
            throw LocalizationError(
                reason: "cannot create \(folder): \(String(cString: strerror(errno)))")
        }
        // Written to a temporary file and renamed: a running FormApp keeps reading the old one.
        let written = contents.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: gchar.self) { bytes in
                g_file_set_contents(file, bytes.baseAddress, gssize(bytes.count), &error)
            }
        }
        guard written != 0 else {
            throw LocalizationError(reason: "cannot write \(file): \(consume(&error))")
        }
    }

    /// Whether `path` is a regular file (or a link to one).
    private static func isFile(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0
    }

    /// The message of `error`, which is freed and cleared.
    private static func consume(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        defer { g_clear_error(&error) }
        return error.flatMap { $0.pointee.message }.map { String(cString: $0) } ?? "unknown error"
    }

    /// Prints `FormApp: <message>` as one line to standard error.
    private static func warn(_ message: String) {
        var line = "FormApp: \(message)\n"
        line.withUTF8 { bytes in
            _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
        }
    }
}

/// FormApp's translations could not be put where gettext can read them.
struct LocalizationError: Error, CustomStringConvertible {
    /// What went wrong.
    let reason: String

    /// The reason.
    var description: String { reason }
}

/// `message` translated into the user's language through FormApp's catalogs (gettext's `_`,
/// which Swift does not accept as a function name), or `message` itself when there is no
/// translation. The `msgid`s are listed in `resources/po/formapp.pot`.
func tr(_ message: String) -> String {
    message.withCString { msgid in
        // Untranslated, dgettext returns `msgid` itself, which lives only inside this closure.
        guard let translation = dgettext(Localization.domain, msgid), translation != msgid else {
            return message
        }
        return String(cString: translation)
    }
}
