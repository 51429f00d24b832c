import CGLib
import GtkRxCore

/// The GObject a ``SwiftListModel`` hands GTK for one element: made when GTK asks for the item
/// (or taken from the model's pool of items GTK let go of, then given the element), and kept in
/// that pool once GTK lets go of it, until it serves another element or the model goes.
///
/// Hold an item only while GTK shows it: one that nothing but the model holds may be handed to
/// another element.
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

    /// The reference a model keeps to the item while GTK may hold it: made once per item (an
    /// item is reused for element after element), it does not keep the item alive, and gives
    /// the item no side table as a weak reference would (see ``TargetReference``), so that its
    /// retains and releases at each bind, unbind and `get_item` take the fast path.
    private(set) lazy var modelReference = TargetReference(self)

    /// The row showing the item now, if it registered itself: told of a replaced element
    /// before the handlers of ``onElementReplaced(_:)``. One slot, set and cleared at each bind
    /// and unbind without making a handler (`rx.items` shows a row per element scrolled in).
    ///
    /// Unowned and unsafe, and why it is sound: a row clears the slot when it lets go of the
    /// item and before it is deinitialized (see ``SwiftListItemRow``), and the slot is only used
    /// on the main thread, so it never names a row that is gone. A weak reference would give
    /// every row a side table, through which each retain and release of the row would go, for
    /// each row scrolled in and out.
    package unowned(unsafe) var row: (any SwiftListItemRow)?

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

    /// Makes the item one for `element` (none when `nil`), as if new: called by the model only
    /// when nothing but the model holds the item.
    func reuse(for element: Any?) {
        generation &+= 1
        self.element = element
        row = nil
        replacementHandlers.removeAll(keepingCapacity: true)
    }

    /// Runs the handlers of ``onElementReplaced(_:)``, after the model replaced the element.
    func tellElementReplaced() {
        row?.elementReplaced(in: self)
        for (_, handler) in replacementHandlers {
            handler(self)
        }
    }
}

/// A row showing a ``SwiftListItem``, which it registers as the item's ``SwiftListItem/row``
/// while bound, to show the element again when the model replaces it. The slot does not keep
/// the row: a row that set it must clear it (when the slot still names it) as it lets go of the
/// item, and in its deinitializer.
@MainActor
package protocol SwiftListItemRow: AnyObject {
    /// Shows `item`'s new element: the model replaced it with a changed one.
    func elementReplaced(in item: SwiftListItem)
}

@MainActor
private let swiftListItemType = SubclassType(
    name: "GtkRxSwiftListItem", swiftClass: SwiftListItem.self)
