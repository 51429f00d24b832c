import CGLib
import CGtk
import GtkRxGLib

/// A widget template's child, by its `id` in the template, typed: declare it in the Swift class
/// whose ``WidgetTemplate`` defines it.
///
/// ```swift
/// @TemplateChild("search") var search: SearchEntry
/// ```
///
/// The child exists from the Swift initializer on (GtkRx builds the template when GLib
/// initializes the instance) and is the same wrapper on every read. Each instance has its own
/// children. A child the template lacks, or of another type, is reported on each read, which
/// then returns a new, unparented stand-in of the declared type (for an abstract type, such as
/// `Widget`, an instance of an empty concrete subtype of it): a mistake never stops the program.
@propertyWrapper
public struct TemplateChild<Child: Object>: Sendable {
    /// The child's `id` in the template.
    public let id: String

    /// The template's child whose `id` is `id`.
    public init(_ id: String) {
        self.id = id
    }

    /// Unavailable: a template child is read through its widget (the enclosing instance).
    @available(*, unavailable, message: "@TemplateChild is for properties of a widget class")
    public var wrappedValue: Child {
        fatalError("@TemplateChild is for properties of a widget class")
    }

    /// The child, read through `owner`, the widget declaring the property.
    @MainActor
    public static subscript<Owner: Widget>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: KeyPath<Owner, Child>,
        storage storageKeyPath: KeyPath<Owner, TemplateChild<Child>>
    ) -> Child {
        owner[keyPath: storageKeyPath].child(of: owner, declaredBy: Owner.gType)
    }

    /// The child of `owner` from the template of the class `type`.
    @MainActor
    private func child(of owner: Widget, declaredBy type: GType) -> Child {
        let className = Object.typeName(of: type)
        guard !containsNUL(id),
            let pointer = gtk_widget_get_template_child(cgtk_widget(owner.raw), type, id)
        else {
            reportBadValue(
                "\(className)'s template has no object with id \"\(id)\"; a stand-in \(Child.self) "
                    + "is returned")
            return standIn()
        }
        let child = Object.wrapper(for: gObjectPointer(pointer))
        guard let typed = child as? Child else {
            reportBadValue(
                "\(className)'s template child \"\(id)\" is a \(Swift.type(of: child)) "
                    + "(\(child.typeName)), not a \(Child.self); a stand-in is returned")
            return standIn()
        }
        return typed
    }

    /// A new object of `Child`'s type, for a child that could not be found: of `Child`'s GLib
    /// type itself, or, when that type is abstract (`Widget`, `RangeWidget`, …), of a concrete
    /// subtype with nothing of its own that GtkRx registers for the purpose.
    @MainActor
    private func standIn() -> Child {
        let type = StandInTypes.instantiableType(for: Child.gType)
        let pointer = gObjectPointer(g_object_new_with_properties(type, 0, nil, nil))
        let isFloating = g_object_is_floating(pointer) != 0
        let standIn = Child(retaining: pointer)
        if !isFloating {
            // `init(retaining:)` took a reference of its own beside the one `g_object_new` gave.
            g_object_unref(pointer)
        }
        return standIn
    }
}
