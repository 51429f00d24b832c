import CGLib
import CGtk
import GtkRxGLib

// `gtk_single_selection_new` and its siblings take over the reference to the model they are
// given ("transfer full"); the generated `init(model:)` hands them the wrapper's own. These
// initializers give them a reference of their own, so that the model's wrapper stays valid.

extension SingleSelection {
    /// A single selection over `model`, which it holds (a reference of its own).
    public convenience init(over model: any ListModel) {
        g_object_ref(model.objectPointer)
        self.init(adopting: gObjectPointer(gtk_single_selection_new(cPointer(model))))
    }
}

extension MultiSelection {
    /// A multiple selection over `model`, which it holds (a reference of its own).
    public convenience init(over model: any ListModel) {
        g_object_ref(model.objectPointer)
        self.init(adopting: gObjectPointer(gtk_multi_selection_new(cPointer(model))))
    }
}

extension NoSelection {
    /// A model over `model` that selects nothing, holding `model` (a reference of its own).
    public convenience init(over model: any ListModel) {
        g_object_ref(model.objectPointer)
        self.init(adopting: gObjectPointer(gtk_no_selection_new(cPointer(model))))
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
