import CGLib
import Glibc

/// Why ``withLanguage(_:_:)`` could not run its body.
public struct LanguageUnavailable: Error, CustomStringConvertible {
    /// What is missing.
    public var description: String { "glibc has no C.UTF-8 locale" }
}

/// Runs `body` with `LANGUAGE` set to `language` (or unset) and every locale category set to
/// `C.UTF-8`, the locale under which glibc honours `LANGUAGE`; restores both afterwards, and
/// has gettext forget the translations it looked up meanwhile.
///
/// glibc's gettext keeps each translation it has looked up until a counter moves, and
/// `setlocale` moves it only when the locale changes, while `textdomain` moves it on every
/// call. With `C.UTF-8` already the process's locale (GTK's initialization sets it from
/// `LANG`), restoring `LANGUAGE` alone left the tests after one in Chinese reading Chinese
/// ("1,000 人" on FormApp's People page). So the default text domain is set again, to itself,
/// on the way in and on the way out.
///
/// - Throws: ``LanguageUnavailable`` when the system has no `C.UTF-8` locale, or what `body`
///   throws.
public func withLanguage(_ language: String?, _ body: () throws -> Void) throws {
    let savedLanguage = getenv("LANGUAGE").map { String(cString: $0) }
    let savedLocale = String(cString: setlocale(LC_ALL, nil))
    defer {
        setLanguage(savedLanguage)
        setlocale(LC_ALL, savedLocale)
        forgetTranslations()
    }
    setLanguage(language)
    guard setlocale(LC_ALL, "C.UTF-8") != nil else { throw LanguageUnavailable() }
    forgetTranslations()
    try body()
}

/// Sets `LANGUAGE`, or unsets it for `nil`.
private func setLanguage(_ language: String?) {
    if let language {
        setenv("LANGUAGE", language, 1)
    } else {
        unsetenv("LANGUAGE")
    }
}

/// Moves gettext's counter by setting the default text domain to itself.
private func forgetTranslations() {
    guard let current = textdomain(nil) else { return }
    textdomain(String(cString: current))
}
