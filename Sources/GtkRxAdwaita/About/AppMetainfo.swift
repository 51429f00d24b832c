import CGLib
import GtkRxGLib
import GtkRxWidgets

/// What an app says about itself in its AppStream metainfo file
/// ([the format](https://www.freedesktop.org/software/appstream/docs/chap-Metadata.html)):
/// the values an About window shows. Read one from the app's file with
/// ``init(contentsOfFile:)``, from its embedded resources with ``init(resource:)``, or fill
/// one in by hand.
///
/// The values are the file's untranslated ones (those without `xml:lang`); translate them
/// with the app's own catalog.
public struct AppMetainfo: Hashable, Sendable {
    /// The app's ID (`<id>`), such as `org.example.Notes`: also the name of its icon.
    public var id: String
    /// The app's name (`<name>`).
    public var name: String
    /// What the app does, in a line (`<summary>`).
    public var summary: String?
    /// The version of its newest release (the first `<release>`), such as `1.2.0`.
    public var version: String?
    /// What that release changed (its `<description>`): markup of paragraphs (`<p>`), lists
    /// (`<ul>`, `<ol>`, `<li>`), `<em>` and `<code>`, as libadwaita's About window shows it.
    public var releaseNotes: String?
    /// Who makes it (`<developer_name>`, or `<developer><name>`).
    public var developerName: String?
    /// The SPDX expression of the app's license (`<project_license>`), such as `MIT` or
    /// `GPL-3.0-or-later`.
    public var license: String?
    /// The app's web site (`<url type="homepage">`).
    public var website: String?
    /// Where to report a problem (`<url type="bugtracker">`).
    public var issueURL: String?
    /// Where to ask for help (`<url type="help">`).
    public var supportURL: String?
    /// A copyright line, such as `© 2026 The Notes developers`: not part of the format, so
    /// never read from a file.
    public var copyright: String?

    /// An app's values, given by hand.
    public init(
        id: String, name: String, summary: String? = nil, version: String? = nil,
        releaseNotes: String? = nil, developerName: String? = nil, license: String? = nil,
        website: String? = nil, issueURL: String? = nil, supportURL: String? = nil,
        copyright: String? = nil
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.version = version
        self.releaseNotes = releaseNotes
        self.developerName = developerName
        self.license = license
        self.website = website
        self.issueURL = issueURL
        self.supportURL = supportURL
        self.copyright = copyright
    }

    /// The values of the metainfo document `xml`.
    ///
    /// - Throws: ``MetainfoError/malformed(_:)`` when it is not well-formed XML,
    ///   ``MetainfoError/notAComponent(_:)`` when its root is not `<component>`, and
    ///   ``MetainfoError/missing(_:)`` when it has no `<id>` or `<name>`.
    public init(xml: String) throws(MetainfoError) {
        let root: MarkupElement
        do {
            root = try MarkupElement.parse(xml)
        } catch {
            throw .malformed(error.message)
        }
        guard root.name == "component" else { throw .notAComponent(root.name) }
        func untranslated(_ name: String, in element: MarkupElement = root) -> String? {
            element.children(named: name).first { $0.attributes["xml:lang"] == nil }
                .map(\.text).flatMap { $0.isEmpty ? nil : $0 }
        }
        guard let id = untranslated("id") else { throw .missing("id") }
        guard let name = untranslated("name") else { throw .missing("name") }
        func url(_ type: String) -> String? {
            root.children(named: "url").first { $0.attributes["type"] == type }.map(\.text)
        }
        let release = root.children(named: "releases").first?.children(named: "release").first
        let notes = release?.children(named: "description").first?.innerMarkup
        self.init(
            id: id, name: name, summary: untranslated("summary"),
            version: release?.attributes["version"],
            releaseNotes: notes.flatMap { $0.isEmpty ? nil : $0 },
            developerName: untranslated("developer_name")
                ?? root.children(named: "developer").first.flatMap { untranslated("name", in: $0) },
            license: untranslated("project_license"), website: url("homepage"),
            issueURL: url("bugtracker"), supportURL: url("help"))
    }

    /// The values of the metainfo file at `path`.
    ///
    /// - Throws: ``MetainfoError/unreadable(_:_:)`` when the file cannot be read or is not
    ///   UTF-8, and the errors of ``init(xml:)``.
    public init(contentsOfFile path: String) throws(MetainfoError) {
        guard cAccepts(path, "AppMetainfo(contentsOfFile:)") else {
            throw .unreadable(path, "the path contains a NUL byte")
        }
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            g_clear_error(&error)
            throw .unreadable(path, message)
        }
        defer { g_free(contents) }
        let bytes = UnsafeRawBufferPointer(start: contents, count: Int(length))
        try self.init(bytes: Array(bytes), source: path)
    }

    /// The values of the metainfo file embedded at `path` in the app's registered resources
    /// (see ``GtkRxGLib/Resource/register()``), such as `/org/example/Notes/org.example.Notes.metainfo.xml`.
    ///
    /// - Throws: ``MetainfoError/unreadable(_:_:)`` when no registered resource has such a
    ///   file, or it is not UTF-8, and the errors of ``init(xml:)``.
    public init(resource path: String) throws(MetainfoError) {
        let bytes: [UInt8]
        do {
            bytes = try Resources.data(at: path)
        } catch {
            throw .unreadable(path, error.message)
        }
        try self.init(bytes: bytes, source: path)
    }

    private init(bytes: [UInt8], source: String) throws(MetainfoError) {
        guard let xml = String(validating: bytes, as: UTF8.self) else {
            throw .unreadable(source, "not UTF-8 text")
        }
        try self.init(xml: xml)
    }
}

/// Why an app's metainfo could not be read.
public enum MetainfoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file (or resource) at the path could not be read: GLib's message.
    case unreadable(String, String)
    /// The document is not well-formed XML: the parser's message, naming the line and
    /// character where it went wrong.
    case malformed(String)
    /// The document's root element is the one named, not `<component>`.
    case notAComponent(String)
    /// The document has no element of this name (or only an empty one), which an app's
    /// metainfo needs.
    case missing(String)

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .unreadable(let path, let message): "cannot read the metainfo \(path): \(message)"
        case .malformed(let message): "the metainfo is not well-formed XML: \(message)"
        case .notAComponent(let root):
            "the metainfo's root element is <\(root)>, not <component>"
        case .missing(let name): "the metainfo has no <\(name)>"
        }
    }
}
