import GtkRxWidgets

/// A GTK 4 list widget showing the rows of a selection model: `ListView`, `GridView` and
/// `ColumnView`. Their selection and activation events (`rx.itemSelected`,
/// `rx.modelSelected(_:)`, `rx.selection`, `rx.itemActivated`, `rx.modelActivated(_:)`)
/// follow the model they show.
@MainActor
public protocol SelectableItemView: Widget {
    /// The selection model the view shows (its `model` property).
    var itemModel: (any SelectionModel)? { get set }
}

extension ColumnView: SelectableItemView {
    /// The column view's `model`.
    public var itemModel: (any SelectionModel)? {
        get { model }
        set { model = newValue }
    }
}
