import GtkRxWidgets

/// How an `rx.items` binding puts rows into one kind of container: a list box, a flow box.
@MainActor
struct ItemsTarget {
    /// The container's type, for reports: `ListBox`.
    let name: String

    /// The container, held weakly: the binding does not keep it alive.
    weak var container: Widget?

    /// Wraps a row widget in the container's own row type.
    let wrap: @MainActor (Widget) -> Widget

    /// Inserts a wrapped row at a position into the container, while it exists.
    let insert: @MainActor (Widget, Int) -> Void

    /// Removes a wrapped row from the container, while it exists.
    let remove: @MainActor (Widget) -> Void

    /// Rows in `listBox`, each a `ListBoxRow` around a row widget.
    static func listBox(_ listBox: ListBox) -> ItemsTarget {
        ItemsTarget(
            name: "ListBox", container: listBox,
            wrap: { widget in
                let row = ListBoxRow()
                row.child = widget
                return row
            },
            insert: { [weak listBox] row, position in listBox?.insert(row, position: position) },
            remove: { [weak listBox] row in listBox?.remove(row) })
    }

    /// Children of `flowBox`, each a `FlowBoxChild` around a row widget.
    static func flowBox(_ flowBox: FlowBox) -> ItemsTarget {
        ItemsTarget(
            name: "FlowBox", container: flowBox,
            wrap: { widget in
                let child = FlowBoxChild()
                child.child = widget
                return child
            },
            insert: { [weak flowBox] child, position in
                flowBox?.insert(child, position: position)
            },
            remove: { [weak flowBox] child in flowBox?.remove(child) })
    }
}
