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

    /// A column titled `title` whose cells `makeCell` makes and `bind` fills.
    public init<Cell: Widget>(
        _ title: String, makeCell: @escaping @MainActor () -> Cell,
        bind: @escaping @MainActor (Cell, Element, DisposeBag) -> Void
    ) {
        self.title = title
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
