import CGLib
import CGtk
import GtkRxGLib

/// A list item factory building each item from a `.ui` definition with GtkRx's builder scope:
/// its `<signal handler="…">`s connect only to `handlers`, and a name with no Swift handler
/// is an error GTK reports when the item is built (nothing is connected), never a C symbol
/// lookup. See [GtkBuilderListItemFactory](https://docs.gtk.org/gtk4/class.BuilderListItemFactory.html).
extension BuilderListItemFactory {
    /// A factory whose items are built from `definition`, the text of a `.ui` file whose
    /// `<template class="GtkListItem">` describes one item.
    public convenience init(string definition: String, handlers: [BuilderHandler] = []) {
        WidgetClasses.register()
        let scope = HandlerScope(handlers: handlers)
        let bytes = Array(cAccepted(definition, "BuilderListItemFactory.init").utf8)
        // The factory takes its own reference to the scope.
        let factory: OpaquePointer = withExtendedLifetime(scope) {
            withCGBytes(bytes) { gBytes in
                gtk_builder_list_item_factory_new_from_bytes(cgtk_builder_scope(scope.raw), gBytes)
            }
        }
        self.init(adopting: gObjectPointer(factory))
    }

    /// A factory whose items are built from the registered `GResource` at `path`.
    public convenience init(resource path: String, handlers: [BuilderHandler] = []) {
        WidgetClasses.register()
        let scope = HandlerScope(handlers: handlers)
        let factory: OpaquePointer = withExtendedLifetime(scope) {
            gtk_builder_list_item_factory_new_from_resource(
                cgtk_builder_scope(scope.raw), cAccepted(path, "BuilderListItemFactory.init"))
        }
        self.init(adopting: gObjectPointer(factory))
    }
}
