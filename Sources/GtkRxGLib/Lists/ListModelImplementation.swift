import CGLib

/// A Swift class registered with ``SubclassType`` that implements `GListModel`: list
/// ``InterfaceImplementation/listModel`` among its interfaces, and GLib's virtual functions
/// (`get_item_type`, `get_n_items`, `get_item`) ask these members.
///
/// Tell GTK of changes with `itemsChanged(position:removed:added:)` (of ``ListModel``), after
/// the change, so that the answers already describe the new contents.
@MainActor
public protocol ListModelImplementation: Object {
    /// The GType every item is an instance of.
    var listItemType: GType { get }
    /// The number of items.
    var listItemCount: Int { get }
    /// The item at `position`, or `nil` when `position` is out of range (GTK asks so, to find
    /// the end).
    func listItem(at position: Int) -> Object?
}

extension InterfaceImplementation {
    /// `GListModel`, answered by the class's ``ListModelImplementation`` members.
    public static let listModel = InterfaceImplementation(
        interfaceType: g_list_model_get_type(), initialize: initializeListModel)
}

// The callbacks hand their C pointers to the main actor with `nonisolated(unsafe)`: GTK asks
// list models on its main thread (`MainThread.runFromC` checks it; a call from another thread
// is reported and answered as an empty model), and the pointers are used synchronously before
// the callback returns.

private let initializeListModel: GInterfaceInitFunc = { table, _ in
    guard let table else { return }
    let interface = table.assumingMemoryBound(to: GListModelInterface.self)
    interface.pointee.get_item_type = listModelItemType
    interface.pointee.get_n_items = listModelItemCount
    interface.pointee.get_item = listModelItem
}

/// The ``ListModelImplementation`` wrapping `model`, if it has one.
@MainActor
private func implementation(_ model: OpaquePointer) -> (any ListModelImplementation)? {
    WrapperAnchor.wrapper(of: gObjectPointer(model)) as? any ListModelImplementation
}

private let listModelItemType: @convention(c) (OpaquePointer?) -> GType = { model in
    nonisolated(unsafe) let model = model
    let type = MainThread.runFromC("GListModel.get_item_type") { () -> GType? in
        model.flatMap(implementation)?.listItemType
    }
    return type.flatMap { $0 } ?? cglib_type_object()
}

private let listModelItemCount: @convention(c) (OpaquePointer?) -> guint = { model in
    nonisolated(unsafe) let model = model
    let count = MainThread.runFromC("GListModel.get_n_items") {
        model.flatMap(implementation)?.listItemCount ?? 0
    }
    return guint(clamping: count ?? 0)
}

private let listModelItem: @convention(c) (OpaquePointer?, guint) -> gpointer? = {
    model, position in
    nonisolated(unsafe) let model = model
    let item = MainThread.runFromC("GListModel.get_item") { () -> Object? in
        model.flatMap { implementation($0)?.listItem(at: Int(position)) }
    }
    // GListModel's get_item hands over a full reference.
    return item?.map { g_object_ref($0.objectPointer) }
}
