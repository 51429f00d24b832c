import CGLib
import CGtk
import GtkRxGLib

/// The widget classes registered from Swift that have a template: what each bound, and the
/// `dispose` that releases their instances' children.
@MainActor
enum TemplatedClasses {
    /// A class whose template was set.
    private struct Entry {
        /// The ids bound, as ``TemplateChild`` finds them.
        let ids: [String]
        /// Whether the class's nearest GTK ancestor is `GtkWidget` itself, which leaves its
        /// children parented: the template's direct children are then unparented at dispose.
        /// (GTK's containers, `GtkBox`, `GtkWindow` and the rest, release their own children in
        /// their `dispose`, and unparenting a window's or a paned's child behind its back would
        /// leave it pointing at a widget it no longer holds.)
        let unparentsChildren: Bool
    }

    private static var entries: [GType: Entry] = [:]

    /// Sets `template` on `widgetClass` (of the type named `typeName`) and installs the
    /// `dispose` releasing its instances' children.
    static func install(
        _ template: WidgetTemplate, on widgetClass: UnsafeMutablePointer<GtkWidgetClass>,
        typeName: String
    ) {
        let type = g_type_from_name(typeName)
        guard let ids = template.install(on: widgetClass, typeName: typeName) else { return }
        var native = g_type_parent(type)
        while SubclassType.isRegisteredFromSwift(native) {
            native = g_type_parent(native)
        }
        entries[type] = Entry(ids: ids, unparentsChildren: native == gtk_widget_get_type())
        let objectClass = UnsafeMutableRawPointer(widgetClass).assumingMemoryBound(
            to: GObjectClass.self)
        objectClass.pointee.dispose = templateDispose
    }

    /// Builds the template's children on `instance`, being initialized as a templated class
    /// (GLib's `instance_init`: `gtk_widget_init_template` takes the class being initialized).
    static func initializeInstance(_ instance: UnsafeMutablePointer<GTypeInstance>) {
        let type = instance.pointee.g_class?.pointee.g_type ?? 0
        guard entries[type] != nil else { return }
        gtk_widget_init_template(cgtk_widget(instance))
    }

    /// Releases `object`'s template children, for each templated class in its ancestry, then
    /// chains up to the nearest ancestor's own `dispose`.
    fileprivate static func dispose(_ object: UnsafeMutablePointer<GObject>) {
        let widget = cgtk_widget(object)
        var type = cglib_object_type(object)
        var chainTo: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?
        while type != 0 {
            if let entry = entries[type], entry.unparentsChildren {
                for id in entry.ids {
                    guard let child = gtk_widget_get_template_child(widget, type, id),
                        g_type_is_a(cglib_object_type(gObjectPointer(child)), gtk_widget_get_type())
                            != 0
                    else { continue }
                    let childWidget = cgtk_widget(child)
                    if gtk_widget_get_parent(childWidget) == widget {
                        gtk_widget_unparent(childWidget)
                    }
                }
            }
            type = g_type_parent(type)
            if chainTo == nil, type != 0,
                let parentClass = g_type_class_peek(type)?.assumingMemoryBound(
                    to: GObjectClass.self),
                let parentDispose = parentClass.pointee.dispose,
                !isTemplateDispose(parentDispose)
            {
                chainTo = parentDispose
            }
        }
        chainTo?(object)
    }
}

/// Whether `function` is GtkRx's template `dispose`.
private func isTemplateDispose(
    _ function: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void
) -> Bool {
    unsafeBitCast(function, to: UnsafeRawPointer.self)
        == unsafeBitCast(templateDispose, to: UnsafeRawPointer.self)
}

/// GObject's `dispose` for templated classes. GTK disposes widgets on its main thread
/// (`assumeIsolated` checks it); the pointer is used synchronously.
private let templateDispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = {
    object in
    nonisolated(unsafe) let object = object
    MainActor.assumeIsolated {
        guard let object else { return }
        TemplatedClasses.dispose(object)
    }
}
