import GtkRxWidgets

/// A GTK 4 list widget driven by a selection model and an item factory, which recycles its
/// rows through a single factory: `ListView` and `GridView`. `rx.items` works on both; their
/// events are those of every ``SelectableItemView``.
@MainActor
public protocol ItemListView: SelectableItemView {
    /// The factory making and binding the view's rows (its `factory` property).
    var itemFactory: ListItemFactory? { get set }
}

extension ListView: ItemListView {
    /// The list view's `model`.
    public var itemModel: (any SelectionModel)? {
        get { shownModelApplyingWaitingArray(model) }
        set { model = newValue }
    }

    /// The list view's `factory`.
    public var itemFactory: ListItemFactory? {
        get { factory }
        set { factory = newValue }
    }
}

extension GridView: ItemListView {
    /// The grid view's `model`.
    public var itemModel: (any SelectionModel)? {
        get { shownModelApplyingWaitingArray(model) }
        set { model = newValue }
    }

    /// The grid view's `factory`.
    public var itemFactory: ListItemFactory? {
        get { factory }
        set { factory = newValue }
    }
}
