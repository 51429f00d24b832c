import CGLib
import GtkRxCore

/// The GObject a ``SwiftListModel`` hands GTK for one element: made when GTK asks for the item,
/// finalized once GTK lets go of it.
///
/// Read the element with ``element(as:)``. An item GLib made on its own (not through a model)
/// holds no element. An element that changes keeps its item (its id stays, or, in a model
/// compared by position, its position): the model replaces the item's element and runs the
/// handlers of ``onElementReplaced(_:)``, without an `items-changed`, so that GTK keeps the
/// item's row and its selection.
public final class SwiftListItem: Object, ObjectSubclass {
    /// The registered GType, `GtkRxSwiftListItem`.
    public static var subclassType: SubclassType { swiftListItemType }
    /// The GType of `GtkRxSwiftListItem`.
    public override class var gType: GType { subclassType.gType }

    /// The element, as the model holds it now.
    public internal(set) var element: Any?

    /// How many times the model reused the item for another element (when nothing held it):
    /// the model's record of where the item is counts only for the same generation.
    private(set) var generation = 0

    private var replacementHandlers: [(token: Int, handler: @MainActor (SwiftListItem) -> Void)] =
        []
    private var nextToken = 0

    /// The element as a `T`, or `nil` when it is not one (or the item holds none).
    public func element<T>(as type: T.Type) -> T? {
        element as? T
    }

    /// Runs `handler` each time the model replaces the item's element with a changed one, until
    /// the returned disposable is disposed (on the main thread). A row showing the item re-binds
    /// it there (`rx.items` does).
    public func onElementReplaced(_ handler: @escaping @MainActor (SwiftListItem) -> Void)
        -> Disposable
    {
        let token = nextToken
        nextToken += 1
        replacementHandlers.append((token, handler))
        return Disposables.create { [weak self] in
            MainThread.perform { [weak self] in
                self?.replacementHandlers.removeAll { $0.token == token }
            }
        }
    }

    /// Makes the item one for `element`, as if new: called by the model only when nothing but
    /// the model holds the item.
    func reuse(for element: Any) {
        generation &+= 1
        self.element = element
        replacementHandlers = []
    }

    /// Runs the handlers of ``onElementReplaced(_:)``, after the model replaced the element.
    func tellElementReplaced() {
        for (_, handler) in replacementHandlers {
            handler(self)
        }
    }
}

@MainActor
private let swiftListItemType = SubclassType(
    name: "GtkRxSwiftListItem", swiftClass: SwiftListItem.self)
