import CGLib

/// The GObject a ``SwiftListModel`` hands GTK for one element: made when GTK asks for the item,
/// finalized once GTK lets go of it.
///
/// Read the element with ``element(as:)``. An item GLib made on its own (not through a model)
/// holds no element.
public final class SwiftListItem: Object, ObjectSubclass {
    /// The registered GType, `GtkRxSwiftListItem`.
    public static var subclassType: SubclassType { swiftListItemType }
    /// The GType of `GtkRxSwiftListItem`.
    public override class var gType: GType { subclassType.gType }

    /// The element, as the model held it when it made the item.
    public internal(set) var element: Any?

    /// The element as a `T`, or `nil` when it is not one (or the item holds none).
    public func element<T>(as type: T.Type) -> T? {
        element as? T
    }
}

@MainActor
private let swiftListItemType = SubclassType(
    name: "GtkRxSwiftListItem", swiftClass: SwiftListItem.self)
