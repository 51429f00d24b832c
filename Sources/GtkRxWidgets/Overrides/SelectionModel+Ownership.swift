import CGLib
import CGtk
import GtkRxGLib

// The generated `init(model:)` of the selection models gives GTK a reference of its own to
// the model (GIR: "transfer full"); these are the names earlier versions needed instead.

extension SingleSelection {
    /// A single selection over `model`.
    @available(*, deprecated, renamed: "init(model:)")
    public convenience init(over model: any ListModel) {
        self.init(model: model)
    }
}

extension MultiSelection {
    /// A multiple selection over `model`.
    @available(*, deprecated, renamed: "init(model:)")
    public convenience init(over model: any ListModel) {
        self.init(model: model)
    }
}

extension NoSelection {
    /// A model over `model` that selects nothing.
    @available(*, deprecated, renamed: "init(model:)")
    public convenience init(over model: any ListModel) {
        self.init(model: model)
    }
}

extension SelectionModel {
    /// The positions selected, in increasing order.
    public var selectedPositions: [Int] {
        guard let selection = gtk_selection_model_get_selection(cPointer(self)) else { return [] }
        defer { gtk_bitset_unref(selection) }
        var positions: [Int] = []
        var iterator = GtkBitsetIter()
        var value: guint = 0
        var more = gtk_bitset_iter_init_first(&iterator, selection, &value)
        while more != 0 {
            positions.append(Int(value))
            more = gtk_bitset_iter_next(&iterator, &value)
        }
        return positions
    }
}
