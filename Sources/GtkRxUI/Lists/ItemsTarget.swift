import GtkRxWidgets

/// How an `rx.items` binding puts rows into one kind of container: a list box, a flow box.
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

    /// Rows in `listBox`, each a `ListBoxRow` around a row widget, or the row widget itself
    /// when it is a `ListBoxRow` (such as libadwaita's action and expander rows), as
    /// `gtk_list_box_insert` does.
    static func listBox(_ listBox: ListBox) -> ItemsTarget {
        ItemsTarget(
            name: "ListBox", container: listBox,
            wrap: { widget in
                if let row = widget as? ListBoxRow { return row }
                let row = ListBoxRow()
                row.child = widget
                return row
            },
            insert: { [weak listBox] row, position in listBox?.insert(row, position: position) },
            remove: { [weak listBox] row in listBox?.remove(row) })
    }

    /// Children of `flowBox`, each a `FlowBoxChild` around a row widget, or the row widget
    /// itself when it is a `FlowBoxChild`.
    static func flowBox(_ flowBox: FlowBox) -> ItemsTarget {
        ItemsTarget(
            name: "FlowBox", container: flowBox,
            wrap: { widget in
                if let child = widget as? FlowBoxChild { return child }
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
