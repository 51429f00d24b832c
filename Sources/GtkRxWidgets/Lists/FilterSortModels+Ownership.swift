import GtkRxGLib

// The generated initializers of the filter and sort models give GTK references of its own to
// the model and the filter or sorter (GIR: "transfer full"); these are the names earlier
// versions needed instead.

extension FilterListModel {
    /// The items of `model` that `filter` keeps.
    @available(*, deprecated, renamed: "init(model:filter:)")
    public convenience init(over model: any ListModel, filter: Filter) {
        self.init(model: model, filter: filter)
    }
}

extension SortListModel {
    /// The items of `model` in `sorter`'s order.
    @available(*, deprecated, renamed: "init(model:sorter:)")
    public convenience init(over model: any ListModel, sorter: Sorter) {
        self.init(model: model, sorter: sorter)
    }
}
