import CGLib

/// Which Swift class wraps objects of which GType.
///
/// When GtkRx meets an object it has no wrapper for (one GtkBuilder made, a signal argument),
/// it walks up the object's GType ancestry to the first registered type and instantiates that
/// Swift class, so a `GtkLabel` becomes a `Label` and an unknown widget a `Widget`.
///
/// This layer knows ``Object`` and the Gio classes it wraps. The layers above register their own
/// classes (the widget
/// layer registers every widget class the first time GTK is initialized, an application or a
/// builder is created, or any widget is); ``register(_:)`` adds the wrapper classes of an
/// application or library.
@MainActor
public enum WrapperRegistry {
    /// Wrapper classes by the name of the GType they wrap. Keyed by name, so that a layer can
    /// register a whole table without asking GLib for a hundred types it may never meet.
    private static var classesByTypeName: [String: Object.Type] = {
        var classes: [String: Object.Type] = ["GObject": Object.self]
        for (typeName, wrapperClass) in GioClasses.table {
            classes[typeName] = wrapperClass
        }
        return classes
    }()

    /// An interface wrapped as a class (such as ``File``): objects that implement the interface
    /// and whose nearest wrapped class is `parent` are wrapped as `wrapper`.
    package struct InterfaceClass {
        /// The name of the interface's GType, such as `GFile`.
        package let interfaceTypeName: String
        /// The wrapper class an object's class ancestry must lead to (``Object`` for most).
        package let parent: Object.Type
        /// The class wrapping the interface.
        package let wrapper: Object.Type

        package init(interfaceTypeName: String, parent: Object.Type, wrapper: Object.Type) {
            self.interfaceTypeName = interfaceTypeName
            self.parent = parent
            self.wrapper = wrapper
        }
    }

    /// The interfaces wrapped as classes, in the order they were registered; the first one an
    /// object implements wins.
    private static var interfaceClasses: [InterfaceClass] = GioClasses.interfaceTable

    /// Registers interfaces wrapped as classes (the widget layer's, such as `GdkToplevel`).
    package static func registerInterfaceClasses(_ table: [InterfaceClass]) {
        interfaceClasses += table
        resolved.removeAll()
    }

    /// What ``wrapperClass(for:)`` has found, by GType; emptied by every registration.
    private static var resolved: [GType: Object.Type] = [:]

    /// Registers `wrapperClass` as the wrapper of objects of its ``Object/gType`` (and of
    /// derived types that have no wrapper class of their own).
    public static func register(_ wrapperClass: Object.Type) {
        classesByTypeName[Object.typeName(of: wrapperClass.gType)] = wrapperClass
        resolved.removeAll()
    }

    /// Registers each class of `table` as the wrapper of the GType named beside it (such as
    /// `GtkLabel`). A type registered by name already keeps its class.
    package static func register(_ table: KeyValuePairs<String, Object.Type>) {
        for (typeName, wrapperClass) in table where classesByTypeName[typeName] == nil {
            classesByTypeName[typeName] = wrapperClass
        }
        resolved.removeAll()
    }

    /// Registers `wrapperClass` as the wrapper of the GType named `typeName`, replacing any
    /// class registered for it (a type registered from Swift, whose GType is being made).
    package static func register(byName typeName: String, _ wrapperClass: Object.Type) {
        classesByTypeName[typeName] = wrapperClass
        resolved.removeAll()
    }

    /// The wrapper class registered for the GType named `typeName` (such as `GtkLabel`), if any.
    package static func wrapperClass(named typeName: String) -> Object.Type? {
        classesByTypeName[typeName]
    }

    /// The registered class for `type` or its nearest registered ancestor.
    static func wrapperClass(for type: GType) -> Object.Type {
        if let wrapperClass = resolved[type] {
            return wrapperClass
        }
        var wrapperClass: Object.Type = Object.self
        var current = type
        while current != 0 {
            if let name = g_type_name(current),
                let registered = classesByTypeName[String(cString: name)]
            {
                wrapperClass = registered
                break
            }
            current = g_type_parent(current)
        }
        // An object of a class nothing wraps (GIO's private `GLocalFile`, GTK's private pages of
        // a stack) may implement an interface wrapped as a class (`GFile`), or as a protocol
        // with a class for such objects (`PrivateSelectionModel`): it gets that class, a
        // subclass of the one found. Of several, the first registered wins, unless a later one
        // requires it (a selection model is a list model too, and gets the selection model's).
        let nearestClass = wrapperClass
        var chosen: GType = 0
        for entry in interfaceClasses where entry.parent == nearestClass {
            let interfaceType = g_type_from_name(entry.interfaceTypeName)
            guard interfaceType != 0, g_type_is_a(type, interfaceType) != 0 else { continue }
            if chosen == 0 || (interfaceType != chosen && g_type_is_a(interfaceType, chosen) != 0) {
                chosen = interfaceType
                wrapperClass = entry.wrapper
            }
        }
        resolved[type] = wrapperClass
        return wrapperClass
    }
}
