import CGLib
import CGtk
import GtkRxGLib

/// A style sheet (`GtkCssProvider`): CSS that styles widgets once added to a display.
///
/// ```swift
/// let style = CSSProvider()
/// try style.load(fromResource: "/org/example/App/style.css")
/// try style.addToDefaultDisplay()
/// ```
extension CSSProvider {
    private var providerPointer: UnsafeMutablePointer<GtkCssProvider> {
        raw.assumingMemoryBound(to: GtkCssProvider.self)
    }

    /// The sheet as the `GtkStyleProvider` interface (an opaque type in C).
    private var styleProviderPointer: OpaquePointer { OpaquePointer(raw) }

    /// Replaces the style sheet with `css`.
    ///
    /// - Throws: ``CSSError`` naming the first problem when `css` does not parse; the rules
    ///   that did parse are kept, as GTK does.
    public func load(from css: String) throws(CSSError) {
        try CSSProvider.refuseNUL(css, source: "the style sheet")
        try collectingErrors(source: "the style sheet") {
            gtk_css_provider_load_from_data(providerPointer, css, -1)
        }
    }

    /// Replaces the style sheet with the registered resource at `path` (see ``GtkRxGLib/Resource``).
    ///
    /// - Throws: ``CSSError`` when there is no such resource or it does not parse.
    public func load(fromResource path: String) throws(CSSError) {
        try CSSProvider.refuseNUL(path, source: path)
        guard Resources.exists(at: path) else {
            throw CSSError(source: path, message: "no registered resource at \(path)")
        }
        try collectingErrors(source: path) {
            gtk_css_provider_load_from_resource(providerPointer, path)
        }
    }

    /// Replaces the style sheet with the file at `path`.
    ///
    /// - Throws: ``CSSError`` when the file cannot be read or does not parse.
    public func load(fromFile path: String) throws(CSSError) {
        try CSSProvider.refuseNUL(path, source: path)
        try collectingErrors(source: path) {
            gtk_css_provider_load_from_path(providerPointer, path)
        }
    }

    /// Styles every widget of the default display with this sheet, at `priority` (a sheet of
    /// higher priority wins where two set the same property).
    ///
    /// - Throws: ``DisplayError`` when GTK has no default display (it is not initialized).
    public func addToDefaultDisplay(priority: StylePriority = .application) throws(DisplayError) {
        guard let display = gdk_display_get_default() else {
            throw DisplayError(environment: DisplayError.describeEnvironment())
        }
        gtk_style_context_add_provider_for_display(
            display, styleProviderPointer, guint(clamping: priority.rawValue))
    }

    /// Stops styling the default display's widgets with this sheet.
    public func removeFromDefaultDisplay() {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_remove_provider_for_display(display, styleProviderPointer)
    }

    /// Runs `load`, turning the first `parsing-error` GTK emits meanwhile into a thrown error.
    /// Throws, naming `source`, when `string` holds a NUL byte, where GTK would see it end.
    private static func refuseNUL(_ string: String, source: String) throws(CSSError) {
        guard containsNUL(string) else { return }
        throw CSSError(source: quotedForReport(source), message: "contains a NUL byte")
    }

    private func collectingErrors(source: String, _ load: () -> Void) throws(CSSError) {
        var firstError: CSSError?
        let connection = connect("parsing-error") { arguments in
            guard firstError == nil else { return }
            let error = arguments.pointer(at: 1)?.assumingMemoryBound(to: GError.self)
            let message = error?.pointee.message.map { String(cString: $0) } ?? "parse error"
            var location = ""
            if let section = arguments.pointer(at: 0) {
                let start = gtk_css_section_get_start_location(OpaquePointer(section))
                if let start {
                    location =
                        "line \(start.pointee.lines + 1), column \(start.pointee.line_chars + 1): "
                }
            }
            firstError = CSSError(source: source, message: location + message)
        }
        load()
        connection.disconnect()
        if let firstError {
            throw firstError
        }
    }
}

/// How strongly a style sheet applies: where two sheets set the same property, the higher
/// priority wins (`GTK_STYLE_PROVIDER_PRIORITY_…`).
public struct StylePriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's number.
    public let rawValue: Int

    /// The priority `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Below every theme: defaults a theme may override.
    public static let fallback = StylePriority(rawValue: Int(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
    /// The theme's own.
    public static let theme = StylePriority(rawValue: Int(GTK_STYLE_PROVIDER_PRIORITY_THEME))
    /// GTK's settings (fonts, for example).
    public static let settings = StylePriority(rawValue: Int(GTK_STYLE_PROVIDER_PRIORITY_SETTINGS))
    /// An application's style sheet: above the theme.
    public static let application = StylePriority(
        rawValue: Int(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    /// The user's own `~/.config/gtk-4.0/gtk.css`: above everything.
    public static let user = StylePriority(rawValue: Int(GTK_STYLE_PROVIDER_PRIORITY_USER))

    /// Whether `lhs` is weaker than `rhs`.
    public static func < (lhs: StylePriority, rhs: StylePriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// A style sheet could not be loaded.
public struct CSSError: Error, Equatable, CustomStringConvertible {
    /// Where the sheet came from: a path, or "the style sheet" for text.
    public let source: String
    /// What was wrong, with its line and column when GTK gave them.
    public let message: String

    /// The source and the message.
    public init(source: String, message: String) {
        self.source = source
        self.message = message
    }

    /// `invalid CSS in <source>: <message>`.
    public var description: String { "invalid CSS in \(source): \(message)" }
}
