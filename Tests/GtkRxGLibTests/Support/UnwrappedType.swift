import CGLib
import CGtk

/// Registers (once per name) a plain subclass of `GtkBox` called `name`: a GType GtkRx has no
/// wrapper class for, unless a test registers one. Each test that registers a class uses a type
/// of its own, so that the registry's state does not leak from one test into another.
func boxSubtype(named name: String) -> GType {
    let existing = g_type_from_name(name)
    if existing != 0 {
        return existing
    }
    var query = GTypeQuery()
    g_type_query(gtk_box_get_type(), &query)
    return g_type_register_static_simple(
        gtk_box_get_type(), name, query.class_size, nil, query.instance_size, nil,
        GTypeFlags(rawValue: 0))
}

/// A new, floating instance of `type`.
func newInstance(of type: GType) -> UnsafeMutablePointer<GObject> {
    g_object_new_with_properties(type, 0, nil, nil)!
}
