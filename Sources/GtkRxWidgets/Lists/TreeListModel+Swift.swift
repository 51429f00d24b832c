import CGLib
import CGtk
import GtkRxGLib

/// The Swift children closure of a ``TreeListModel``, kept alive by GTK through its user data.
private final class ChildrenBox {
    let children: @MainActor (Object) -> (any ListModel)?

    init(_ children: @escaping @MainActor (Object) -> (any ListModel)?) {
        self.children = children
    }
}

extension TreeListModel {
    /// A tree of rows (`TreeListRow`s) over the items of `root`: `children` gives the model of
    /// an item's children when the row is expanded (`nil`: the item is a leaf). With
    /// `autoexpand`, every row starts expanded. Holds `root` (a reference of its own).
    public convenience init(
        root: any ListModel, autoexpand: Bool = false,
        children: @escaping @MainActor (Object) -> (any ListModel)?
    ) {
        WidgetClasses.register()
        // gtk_tree_list_model_new takes over the root's reference.
        g_object_ref(root.objectPointer)
        let box = Unmanaged.passRetained(ChildrenBox(children)).toOpaque()
        self.init(
            adopting: gObjectPointer(
                gtk_tree_list_model_new(
                    cPointer(root), 0, autoexpand ? 1 : 0, treeChildren, box, releaseChildrenBox)))
    }
}

// The callback hands its C pointer to the main actor with `nonisolated(unsafe)`: GTK expands
// rows on its main thread (`assumeIsolated` checks it), and the item is used before it returns.

private let treeChildren: GtkTreeListModelCreateModelFunc = { item, data in
    guard let item, let data else { return nil }
    nonisolated(unsafe) let object = item
    nonisolated(unsafe) let box = Unmanaged<ChildrenBox>.fromOpaque(data).takeUnretainedValue()
    let model = MainActor.assumeIsolated { () -> Object? in
        box.children(Object.wrapper(for: gObjectPointer(object)))
    }
    // The function hands over a full reference to the children's model.
    return model.map { OpaquePointer(g_object_ref($0.objectPointer)) }
}

private let releaseChildrenBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<ChildrenBox>.fromOpaque(data).release()
}
