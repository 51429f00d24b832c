import FoundationEssentials
import Glibc
import GtkRxAdwaita

/// gettext for FormApp: the domain `formapp`, bound to the catalogs of the installed app or,
/// for a binary run where it was built, to the catalogs embedded in its resource bundle.
///
/// Call ``setUp()`` once, early in `main`; then `tr("Do something")` and GtkBuilder's
/// `translatable="yes"` strings (GtkBuilder uses the default domain unless told otherwise)
/// come out in the user's language, as `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` choose.
enum Localization {
    /// The gettext domain of FormApp's messages, which names its `formapp.mo` catalogs.
    static let domain = "formapp"

    /// ``domain`` as a text domain.
    static let textDomain = TextDomain(domain)

    /// Makes ``domain`` the default text domain, in UTF-8, bound to ``localeDirectory()``.
    ///
    /// Registers the resource bundle if that has not happened yet. Without any catalog (an
    /// installed app missing its catalogs and an unwritable cache directory) it says so on
    /// standard error, and messages stay in English.
    static func setUp() {
        if let directory = localeDirectory() {
            textDomain.bind(to: directory)
        }
        textDomain.makeDefault()
    }

    /// The directory holding `<language>/LC_MESSAGES/formapp.mo`: the installed layout's
    /// `<directory of the executable>/../share/locale` when it has FormApp's catalogs, otherwise
    /// `<user cache directory>/io.github.gtkrx.FormApp/locale`, into which the catalogs embedded
    /// in the resource bundle are extracted (rewritten only when they differ).
    static func localeDirectory() -> String? {
        let languages = embeddedLanguages()
        guard !languages.isEmpty else {
            FormApp.warn("translations unavailable (the resource bundle has no catalogs)")
            return nil
        }
        if let installed = installedLocaleDirectory(),
            languages.contains(where: { isFile(catalog(in: installed, language: $0)) })
        {
            return installed
        }
        let cache = UserDirectories.cache + "/\(FormApp.applicationID)/locale"
        do {
            for language in languages {
                try extractCatalog(of: language, into: cache)
            }
            return cache
        } catch {
            FormApp.warn("translations unavailable (\(error))")
            return nil
        }
    }

    /// `<directory>/<language>/LC_MESSAGES/formapp.mo`.
    static func catalog(in directory: String, language: String) -> String {
        "\(directory)/\(language)/LC_MESSAGES/\(domain).mo"
    }

    /// The languages whose catalogs the resource bundle holds, such as `zh_CN`.
    static func embeddedLanguages() -> [String] {
        guard (try? ResourceBundle.register()) != nil,
            let children = try? Resources.children(of: ResourceBundle.path("locale"))
        else { return [] }
        return children.map { child in
            child.hasSuffix("/") ? String(child.dropLast()) : child  // `zh_CN/`
        }
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
        let contents: [UInt8]
        do {
            contents = try Resources.data(at: resource)
        } catch {
            throw LocalizationError(reason: "cannot read \(resource): \(error.message)")
        }
        let file = catalog(in: directory, language: language)
        let fileManager = FileManager.default
        if let existing = fileManager.contents(atPath: file), existing.elementsEqual(contents) {
            return
        }
        let folder = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
        do {
            try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw LocalizationError(reason: "cannot create \(folder): \(error)")
        }
        // Written to a temporary file and renamed: a running FormApp keeps reading the old one.
        do {
            try Data(contents).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw LocalizationError(reason: "cannot write \(file): \(error)")
        }
    }

    /// Whether `path` is a regular file (or a link to one).
    private static func isFile(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && !isDirectory
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
    Localization.textDomain.translate(message)
}
