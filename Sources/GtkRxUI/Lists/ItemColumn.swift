import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// A column of a column view bound with `rx.items(columns:)`: its title, and how its cells are
/// made (once per recycled cell) and bound to an element (subscriptions go in the cell's bag,
/// released when GTK unbinds or tears down the cell).
///
/// ```swift
/// ItemColumn<Person>("Name", makeCell: { Label("") }) { label, person, _ in label.text = person.name }
/// ```
@MainActor
public struct ItemColumn<Element> {
    /// The column's header.
    public let title: String
    /// Makes the factory of the column's cells.
    let makeFactory: @MainActor (String) -> RowFactoryHandle
    /// The column's order, when its header sorts the rows.
    let precedes: (@MainActor (Element, Element) -> Bool)?

    /// A column titled `title` whose cells `makeCell` makes and `bind` fills.
    ///
    /// With `sortedBy` (a strict order, as Swift's `sort(by:)` takes), clicking the column's
    /// header sorts the rows by it (ascending, then descending at the next click), over the
    /// order of the arrays `rx.items` is given; rows equal in it keep that order.
    ///
    /// ```swift
    /// ItemColumn<Person>("Name", sortedBy: { $0.name < $1.name }, makeCell: { Label("") }) {
    ///     label, person, _ in label.text = person.name
    /// }
    /// ```
    public init<Cell: Widget>(
        _ title: String, sortedBy precedes: (@MainActor (Element, Element) -> Bool)? = nil,
        makeCell: @escaping @MainActor () -> Cell,
        bind: @escaping @MainActor (Cell, Element, DisposeBag) -> Void
    ) {
        self.title = title
        self.precedes = precedes
        makeFactory = { name in
            let rows = RowFactory(name: name, makeRow: makeCell, bind: bind)
            return RowFactoryHandle(factory: rows.factory, releaseAll: rows.releaseAll)
        }
    }
}

/// A ``RowFactory`` of any element and widget type: its GTK factory, and how to release its
/// rows' bags (which keeps it alive).
@MainActor
struct RowFactoryHandle {
    let factory: ListItemFactory
    let releaseAll: @MainActor () -> Void
}
