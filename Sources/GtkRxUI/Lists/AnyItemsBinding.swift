import GtkRxWidgets

/// An `rx.items` binding seen without its element type: what the selection and activation
/// events need to find the element of a row.
@MainActor
protocol AnyItemsBinding: AnyObject {
    /// The list box or flow box the binding fills, while it exists.
    var container: Widget? { get }

    /// The element shown at `index`, or `nil` past the end.
    func element(at index: Int) -> Any?

    /// The position of `containerRow` (a `ListBoxRow` or `FlowBoxChild`) among the binding's
    /// rows, or `nil` when the binding did not make it.
    func index(of containerRow: Widget) -> Int?
}
