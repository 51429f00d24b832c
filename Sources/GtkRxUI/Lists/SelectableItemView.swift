import GtkRxGLib
import GtkRxWidgets

/// A GTK 4 list widget showing the rows of a selection model: `ListView`, `GridView` and
/// `ColumnView`. Their selection and activation events (`rx.itemSelected`,
/// `rx.modelSelected(_:)`, `rx.selection`, `rx.itemActivated`, `rx.modelActivated(_:)`)
/// follow the model they show.
@MainActor
public protocol SelectableItemView: Widget {
    /// The selection model the view shows (its `model` property), any array its `rx.items`
    /// binding holds back for the end of the main loop's turn applied first (so reads of it
    /// see the latest array).
    var itemModel: (any SelectionModel)? { get set }
}

extension ColumnView: SelectableItemView {
    /// The column view's `model`.
    public var itemModel: (any SelectionModel)? {
        get { shownModelApplyingWaitingArray(model) }
        set { model = newValue }
    }
}

/// `model`, once any array an `rx.items` binding holds back for it is applied.
@MainActor
func shownModelApplyingWaitingArray(_ model: (any SelectionModel)?) -> (any SelectionModel)? {
    WaitingArrays.flush(shownBy: model)
    return model
}
