/// How many rows of a list bound with `rx.items` can be selected.
public enum ListSelectionMode: Sendable {
    /// None (`GtkNoSelection`).
    case none
    /// At most one (`GtkSingleSelection`).
    case single
    /// Any number (`GtkMultiSelection`).
    case multiple
}
