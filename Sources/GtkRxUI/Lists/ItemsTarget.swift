import GtkRxWidgets

/// How an `rx.items` binding puts rows into one kind of container: a list box, a flow box
/// (any ``ItemBox``).
@MainActor
struct ItemsTarget {
    /// The container's type, for reports: `ListBox`.
    let name: String

    /// The container, held weakly: the binding does not keep it alive.
    weak var container: Widget?

    /// Wraps a row widget in the container's own row type (a widget of that type is its own
    /// row).
    let wrap: @MainActor (Widget) -> Widget

    /// Inserts a wrapped row at a position into the container, while it exists.
    let insert: @MainActor (Widget, Int) -> Void

    /// Removes a wrapped row from the container, while it exists.
    let remove: @MainActor (Widget) -> Void

    /// Rows in `box`, each a row of the box's own type (`ListBoxRow`, `FlowBoxChild`) around a
    /// row widget.
    static func itemBox<Box: ItemBox>(_ box: Box) -> ItemsTarget {
        ItemsTarget(
            name: Box.itemBoxName, container: box,
            wrap: { widget in Box.makeItemRow(holding: widget) },
            insert: { [weak box] row, position in
                guard let row = row as? Box.ItemRow else { return }
                box?.insertItemRow(row, at: position)
            },
            remove: { [weak box] row in
                guard let row = row as? Box.ItemRow else { return }
                box?.removeItemRow(row)
            })
    }
}
