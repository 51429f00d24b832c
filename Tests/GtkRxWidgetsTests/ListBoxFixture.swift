import GtkRx

/// A list box of `rowCount` rows, each labelled "Row n", and its rows in order.
@MainActor
func makeListBox(rowCount: Int) -> (ListBox, [ListBoxRow]) {
    let box = ListBox()
    let rows = (0..<rowCount).map { index in
        let row = ListBoxRow()
        row.child = Label("Row \(index)")
        box.append(row)
        return row
    }
    return (box, rows)
}
