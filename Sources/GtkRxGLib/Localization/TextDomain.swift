import CGLib

/// A gettext text domain: the catalogs (`<name>.mo`) an application's messages are translated
/// from, for the language the user's environment chooses (`LANGUAGE`, `LC_ALL`,
/// `LC_MESSAGES`, `LANG`).
///
/// ```swift
/// let messages = TextDomain("formapp")
/// messages.bind(to: "/usr/share/locale")   // holds <language>/LC_MESSAGES/formapp.mo
/// messages.makeDefault()                    // GtkBuilder's translatable strings use it too
/// label.text = messages.translate("Do something")
/// ```
///
/// The functions are glibc's gettext; a domain is process-wide state, so bind it once, early
/// (before any thread translates).
public struct TextDomain: Sendable, Hashable {
    /// The domain's name, which names its catalogs (`formapp` for `formapp.mo`).
    public let name: String

    /// The domain called `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// Reads the domain's catalogs from `directory` (which holds
    /// `<language>/LC_MESSAGES/<name>.mo`), and has translations returned in UTF-8.
    public func bind(to directory: String) {
        guard cAccepts(name, "TextDomain.bind(to:)"), cAccepts(directory, "TextDomain.bind(to:)")
        else { return }
        bindtextdomain(name, directory)
        bind_textdomain_codeset(name, "UTF-8")
    }

    /// Makes this the process's default domain: the one GtkBuilder translates
    /// `translatable="yes"` strings from (unless a `.ui` file names its own domain).
    public func makeDefault() {
        guard cAccepts(name, "TextDomain.makeDefault") else { return }
        bind_textdomain_codeset(name, "UTF-8")
        textdomain(name)
    }

    /// `message` in the user's language, or `message` itself when the catalogs have no
    /// translation of it.
    public func translate(_ message: String) -> String {
        guard cAccepts(name, "TextDomain.translate"), cAccepts(message, "TextDomain.translate")
        else { return message }
        return message.withCString { msgid in
            // Untranslated, dgettext returns `msgid` itself, which lives only in this closure.
            guard let translation = dgettext(name, msgid), translation != msgid else {
                return message
            }
            return String(cString: translation)
        }
    }

    /// The form of a message for `count` in the user's language (`"1 person"`, `"2 people"`:
    /// languages have different numbers of plural forms, and the catalog knows its own), or
    /// `singular` or `plural` by English rules when the catalogs have no translation.
    ///
    /// The result usually still holds a placeholder for the number, which the caller fills in.
    public func translate(singular: String, plural: String, count: Int) -> String {
        let number = UInt(clamping: count)
        guard cAccepts([name, singular, plural], "TextDomain.translate(singular:plural:count:)")
        else { return count == 1 ? singular : plural }
        return singular.withCString { singularID in
            plural.withCString { pluralID in
                // Untranslated, dngettext returns one of the ids, which live only in here.
                guard let translation = dngettext(name, singularID, pluralID, number) else {
                    return number == 1 ? singular : plural
                }
                if translation == singularID { return singular }
                if translation == pluralID { return plural }
                return String(cString: translation)
            }
        }
    }
}
