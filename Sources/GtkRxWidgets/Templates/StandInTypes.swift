import CGLib
import GtkRxGLib

/// Concrete GLib types for ``TemplateChild``'s stand-ins: an abstract class cannot be
/// instantiated, so a missing child declared as one is stood in for by an instance of a subtype
/// that adds nothing, registered once per abstract type.
@MainActor
enum StandInTypes {
    /// The subtypes registered so far, by the abstract type they derive from.
    private static var registered: [GType: GType] = [:]

    /// `type` itself when GLib can instantiate it, else its empty concrete subtype.
    static func instantiableType(for type: GType) -> GType {
        guard g_type_test_flags(type, G_TYPE_FLAG_ABSTRACT.rawValue) != 0 else { return type }
        if let subtype = registered[type] {
            return subtype
        }
        var query = GTypeQuery()
        g_type_query(type, &query)
        let name = "GtkRxStandIn" + Object.typeName(of: type)
        // A subtype with no class or instance initializer of its own: it inherits everything,
        // and its class and instance structures are its parent's.
        let subtype =
            g_type_from_name(name) != 0
            ? g_type_from_name(name)
            : g_type_register_static_simple(
                type, name, query.class_size, nil, query.instance_size, nil, GTypeFlags(0))
        registered[type] = subtype
        return subtype
    }
}
