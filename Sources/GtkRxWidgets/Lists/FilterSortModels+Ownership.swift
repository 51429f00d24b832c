import CGLib
import CGtk
import GtkRxGLib

// `gtk_filter_list_model_new` and `gtk_sort_list_model_new` take over the references to the
// model and the filter or sorter they are given ("transfer full"); the generated initializers
// hand them the wrappers' own. These give them references of their own.

extension FilterListModel {
    /// The items of `model` that `filter` keeps, holding both (references of its own).
    public convenience init(over model: any ListModel, filter: Filter) {
        g_object_ref(model.objectPointer)
        g_object_ref(filter.objectPointer)
        self.init(
            adopting: gObjectPointer(gtk_filter_list_model_new(cPointer(model), cPointer(filter))))
    }
}

extension SortListModel {
    /// The items of `model` in `sorter`'s order, holding both (references of its own).
    public convenience init(over model: any ListModel, sorter: Sorter) {
        g_object_ref(model.objectPointer)
        g_object_ref(sorter.objectPointer)
        self.init(
            adopting: gObjectPointer(gtk_sort_list_model_new(cPointer(model), cPointer(sorter))))
    }
}
