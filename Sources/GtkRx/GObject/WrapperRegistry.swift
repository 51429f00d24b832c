import CGtk

/// Which Swift class wraps objects of which GType.
///
/// When GtkRx meets an object it has no wrapper for (one GtkBuilder made, a signal argument),
/// it walks up the object's GType ancestry to the first registered type and instantiates that
/// Swift class, so a `GtkLabel` becomes a ``Label`` and an unknown widget a ``Widget``.
///
/// Every GtkRx wrapper class is registered; ``register(_:)`` adds the wrapper classes of an
/// application or library.
@MainActor
public enum WrapperRegistry {
    private static var classes: [GType: Object.Type] = {
        var classes: [GType: Object.Type] = [:]
        for wrapperClass in builtInClasses {
            classes[wrapperClass.gType] = wrapperClass
        }
        return classes
    }()

    private static let builtInClasses: [Object.Type] = [
        Object.self, Widget.self, Label.self, Button.self, CheckButton.self, Switch.self,
        Entry.self, PasswordEntry.self, Scale.self, SpinButton.self, Spinner.self,
        ProgressBar.self, Box.self, Stack.self, Window.self, ApplicationWindow.self,
        MessageDialog.self, Application.self, Builder.self,
    ]

    /// Registers `wrapperClass` as the wrapper of objects of its ``Object/gType`` (and of
    /// derived types that have no wrapper class of their own).
    public static func register(_ wrapperClass: Object.Type) {
        classes[wrapperClass.gType] = wrapperClass
    }

    /// The registered class for `type` or its nearest registered ancestor.
    static func wrapperClass(for type: GType) -> Object.Type {
        var current = type
        while current != 0 {
            if let wrapperClass = classes[current] {
                return wrapperClass
            }
            current = g_type_parent(current)
        }
        return Object.self
    }
}
