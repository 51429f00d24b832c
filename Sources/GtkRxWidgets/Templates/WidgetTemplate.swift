import CGLib
import CGtk
import GtkRxGLib

/// The `.ui` template of a widget class registered from Swift, and the Swift callbacks its
/// `<signal handler="…">`s name; given to ``WidgetSubclassType/make(name:parentType:swiftClass:properties:signals:interfaces:template:accessibleRole:)``.
///
/// ```swift
/// final class NotesWindow: Window, ObjectSubclass {
///     static let subclassType = WidgetSubclassType.make(
///         name: "NotesWindow", parentType: Window.gType, swiftClass: NotesWindow.self,
///         template: WidgetTemplate(
///             resource: "/org/example/notes/window.ui",
///             callbacks: [TemplateCallback("save", NotesWindow.save)]))
///     override class var gType: GType { subclassType.gType }
///
///     @TemplateChild("search") var search: SearchEntry
///     func save() { … }
/// }
/// ```
///
/// The definition's `<template class="NotesWindow" parent="GtkWindow">` must name the type.
/// GtkRx sets the template when GLib initializes the class, binds every object with an `id` in
/// it (so that ``TemplateChild`` finds it), builds the children when each instance is
/// initialized (before its Swift initializer runs), and releases them when the instance is
/// disposed. Handlers resolve only among `callbacks`: a name with no callback makes GTK report
/// a critical warning naming it when an instance is built, and connects nothing. A definition
/// that does not parse, or a missing resource, is reported when the class is initialized, and the
/// class then has no template. An app built with the `GtkRxResources` plugin has a resource
/// template checked against its class before it runs: ids, their classes and handlers (see the
/// article "Templates and Blueprint"). See [Building composite widgets from template XML](https://docs.gtk.org/gtk4/class.Widget.html#building-composite-widgets-from-template-xml).
@MainActor
public struct WidgetTemplate {
    enum Source {
        case definition(String)
        case resource(String)
    }

    let source: Source
    let callbacks: [BuilderHandler]

    /// A template whose definition is `definition`, the text of a `.ui` file, with no callbacks.
    public init(string definition: String) {
        source = .definition(definition)
        callbacks = []
    }

    /// A template whose definition is `definition`, with `callbacks`.
    public init<Owner: Widget>(string definition: String, callbacks: [TemplateCallback<Owner>]) {
        source = .definition(definition)
        self.callbacks = callbacks.map(\.handler)
    }

    /// A template whose definition is the registered `GResource` at `path`, with no callbacks.
    public init(resource path: String) {
        source = .resource(path)
        callbacks = []
    }

    /// A template whose definition is the registered `GResource` at `path`, with `callbacks`.
    public init<Owner: Widget>(resource path: String, callbacks: [TemplateCallback<Owner>]) {
        source = .resource(path)
        self.callbacks = callbacks.map(\.handler)
    }

    /// The definition's bytes, or a message saying why there are none.
    private func definitionBytes() -> Result<OpaquePointer, TemplateError> {
        switch source {
        case .definition(let text):
            guard !containsNUL(text) else {
                return .failure(TemplateError(message: "the definition contains a NUL byte"))
            }
            let bytes = Array(text.utf8)
            return .success(bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) })
        case .resource(let path):
            guard !containsNUL(path) else {
                return .failure(TemplateError(message: "the resource path contains a NUL byte"))
            }
            var found: OpaquePointer?
            do {
                try GLibError.check { error in
                    found = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, error)
                    return found == nil ? 0 : 1
                }
            } catch {
                return .failure(TemplateError(message: error.message))
            }
            guard let found else { return .failure(TemplateError(message: "no resource \(path)")) }
            return .success(found)
        }
    }

    /// Sets the template on `widgetClass`, of the type named `typeName`: its definition, its
    /// scope, and a binding for each object id in it. Returns the ids, or `nil` (reported) when
    /// the definition is missing or does not parse.
    func install(on widgetClass: UnsafeMutablePointer<GtkWidgetClass>, typeName: String)
        -> [String]?
    {
        let bytes: OpaquePointer
        switch definitionBytes() {
        case .success(let found):
            bytes = found
        case .failure(let failure):
            reportBadValue("\(typeName)'s template: \(failure.message); no template set")
            return nil
        }
        defer { g_bytes_unref(bytes) }
        let ids: [String]
        switch TemplateObjectIDs.parse(bytes) {
        case .success(let found):
            ids = found
        case .failure(let failure):
            reportBadValue(
                "\(typeName)'s template does not parse: \(failure.message); no template set")
            return nil
        }
        gtk_widget_class_set_template(widgetClass, bytes)
        let scope = HandlerScope(handlers: callbacks)
        // The class keeps its own reference for ever; the wrapper lives as long as the scope.
        withExtendedLifetime(scope) {
            gtk_widget_class_set_template_scope(widgetClass, cgtk_builder_scope(scope.raw))
        }
        for id in ids {
            gtk_widget_class_bind_template_child_full(widgetClass, id, 0, 0)
        }
        return ids
    }
}

/// Why a template could not be set.
struct TemplateError: Error {
    let message: String
}
