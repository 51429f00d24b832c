import CGLib
import CGtk
import GtkRxGLib

/// Builds objects from a GtkBuilder `.ui` definition (`GtkBuilder`) and hands them out as
/// typed wrappers.
///
/// ```swift
/// let builder = try Builder(resource: "/org/example/form/window.ui")
/// let hint = try builder.object(named: "hint", as: Label.self)
/// ```
///
/// Looking up the same id twice gives the identical wrapper.
///
/// A definition's `<signal handler="…">` connects only to the ``BuilderHandler``s given to the
/// initializer: a handler name with no Swift handler is an error, and no name is ever looked up
/// among the process's C functions (as GTK's default scope would).
extension Builder {
    private var builderPointer: OpaquePointer { cgtk_builder(raw) }

    /// A builder holding the objects defined in the `.ui` file at `path`.
    ///
    /// Its `<signal>`s connect to `handlers`.
    ///
    /// - Throws: ``BuilderError/invalidDefinition(_:)`` when the file cannot be read or parsed,
    ///   or names a handler `handlers` lacks.
    public convenience init(
        file path: String, handlers: [BuilderHandler] = []
    ) throws(BuilderError) {
        self.init(handlers: handlers)
        try Builder.refuseNUL(path, "the file path")
        try add { gtk_builder_add_from_file(builderPointer, path, $0) }
    }

    /// A builder holding the objects defined in `definition`, the text of a `.ui` file.
    ///
    /// Its `<signal>`s connect to `handlers`.
    ///
    /// - Throws: ``BuilderError/invalidDefinition(_:)`` when the definition does not parse, or
    ///   names a handler `handlers` lacks.
    public convenience init(
        string definition: String, handlers: [BuilderHandler] = []
    ) throws(BuilderError) {
        self.init(handlers: handlers)
        try Builder.refuseNUL(definition, "the definition")
        try add { gtk_builder_add_from_string(builderPointer, definition, -1, $0) }
    }

    /// A builder holding the objects defined in the registered `GResource` at `path`.
    ///
    /// Its `<signal>`s connect to `handlers`.
    ///
    /// - Throws: ``BuilderError/invalidDefinition(_:)`` when there is no such resource, it
    ///   does not parse, or it names a handler `handlers` lacks.
    public convenience init(
        resource path: String, handlers: [BuilderHandler] = []
    ) throws(BuilderError) {
        self.init(handlers: handlers)
        try Builder.refuseNUL(path, "the resource path")
        try add { gtk_builder_add_from_resource(builderPointer, path, $0) }
    }

    /// An empty builder whose scope is GtkRx's, with no handlers: a definition added later
    /// (``addObjectsFromString(buffer:objectIds:)`` and the like) that names a handler fails to
    /// load, and no name is looked up among C functions.
    public convenience init() {
        self.init(handlers: [])
    }

    /// An empty builder whose scope is GtkRx's, resolving `<signal>` handlers among `handlers`.
    public convenience init(handlers: [BuilderHandler]) {
        WidgetClasses.register()
        self.init(adopting: gObjectPointer(gtk_builder_new()))
        let scope = HandlerScope(handlers: handlers)
        // The builder takes its own reference; the wrapper lives as long as the scope object.
        withExtendedLifetime(scope) {
            gtk_builder_set_scope(builderPointer, cgtk_builder_scope(scope.raw))
        }
    }

    /// The object with id `id`, as the wrapper class registered for its type.
    ///
    /// - Throws: ``BuilderError/objectNotFound(id:)`` when there is no such object.
    public func object(named id: String) throws(BuilderError) -> Object {
        guard !containsNUL(id), let pointer = gtk_builder_get_object(builderPointer, id) else {
            throw BuilderError.objectNotFound(id: id)
        }
        return Object.wrapper(for: pointer)
    }

    /// The object with id `id`, which must be a `T`.
    ///
    /// - Throws: ``BuilderError/objectNotFound(id:)`` when there is no such object, and
    ///   ``BuilderError/typeMismatch(id:expected:actual:)`` when it is not a `T`.
    public func object<T: Object>(named id: String, as type: T.Type) throws(BuilderError) -> T {
        let object = try object(named: id)
        guard let typed = object as? T else {
            throw BuilderError.typeMismatch(
                id: id, expected: "\(T.self) (\(Object.typeName(of: T.gType)))",
                actual: "\(Swift.type(of: object)) (\(object.typeName))")
        }
        return typed
    }

    /// Throws, naming `what`, when `string` holds a NUL byte, where GTK would see it end.
    private static func refuseNUL(_ string: String, _ what: String) throws(BuilderError) {
        guard containsNUL(string) else { return }
        throw BuilderError.invalidDefinition("\(what) contains a NUL byte")
    }

    private func add(
        _ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> gboolean
    ) throws(BuilderError) {
        do {
            try GLibError.check(body)
        } catch {
            throw BuilderError.invalidDefinition(error.message)
        }
    }
}

/// Why a ``Builder`` could not load a definition or hand out an object.
public enum BuilderError: Error, Equatable, CustomStringConvertible {
    /// The definition could not be read or parsed; GTK's message says where and why.
    case invalidDefinition(String)
    /// No object has that id.
    case objectNotFound(id: String)
    /// The object exists but is not of the requested type.
    case typeMismatch(id: String, expected: String, actual: String)

    /// A one-line explanation naming the id and the types involved.
    public var description: String {
        switch self {
        case .invalidDefinition(let message):
            "invalid GtkBuilder definition: \(message)"
        case .objectNotFound(let id):
            "no object with id \"\(id)\" in the GtkBuilder definition"
        case .typeMismatch(let id, let expected, let actual):
            "object \"\(id)\" is a \(actual), not a \(expected)"
        }
    }
}

extension Builder {
    /// `text` made safe inside a GtkBuilder definition's element or attribute value: the
    /// characters XML gives meaning to written as entities (`g_markup_escape_text`).
    public static func escaped(_ text: String) -> String {
        guard cAccepts(text, "Builder.escaped"),
            let escaped = g_markup_escape_text(text, -1)
        else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
