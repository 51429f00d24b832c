import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: ColumnView {
    /// Shows a sequence of arrays in the column view, a row per element and a cell per
    /// column: the view gets a `SwiftListModel` under a selection model of `selectionMode`,
    /// and a column per `ItemColumn` (appended after any it has), each with a factory of its
    /// own. Elements are compared by position, every kept one re-bound; elements that are
    /// `Identifiable & Equatable` are followed by identity, re-binding only the changed ones.
    /// Disposing the binding removes the columns and the model.
    ///
    /// Selection and activation: `rx.itemSelected`, `rx.modelSelected(_:)`, `rx.selection`,
    /// `rx.itemActivated` and `rx.modelActivated(_:)`, as on list views.
    @MainActor
    public func items<Source: ObservableType, Element>(
        selectionMode: ListSelectionMode = .single, columns: [ItemColumn<Element>]
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        columnItems(base, selectionMode, identity: nil, isSame: nil, columns: columns)
    }

    /// Shows arrays following elements by their `id`, re-binding only the rows whose element
    /// changed; see ``items(selectionMode:columns:)``.
    @MainActor
    public func items<Source: ObservableType, Element: Identifiable & Equatable>(
        selectionMode: ListSelectionMode = .single, columns: [ItemColumn<Element>]
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        columnItems(
            base, selectionMode, identity: ElementIdentity { $0.id }, isSame: { $0 == $1 },
            columns: columns)
    }
}

/// Makes the binding of `rx.items(columns:)` on `columnView` and the function that subscribes
/// it.
@MainActor
private func columnItems<Source: ObservableType, Element>(
    _ columnView: ColumnView, _ selectionMode: ListSelectionMode,
    identity: ElementIdentity<Element>?, isSame: ((Element, Element) -> Bool)?,
    columns: [ItemColumn<Element>]
) -> (Source) -> Disposable where Source.Element == [Element] {
    let model = SwiftListModel([], identity: identity, isSame: isSame)
    // With a sortable column, the rows go through the column view's own sorter (the columns'
    // sorters, as its headers choose them; none chosen keeps the model's order).
    let isSortable = columns.contains { $0.precedes != nil }
    let sorted = isSortable ? SortListModel(model: model, sorter: columnView.sorter) : nil
    let selection = makeSelection(selectionMode, over: sorted ?? model)
    let factories = columns.map { $0.makeFactory("ColumnView") }
    let viewColumns = zip(columns, factories).map { column, handle in
        let viewColumn = ColumnViewColumn(title: column.title, factory: nil)
        viewColumn.factory = handle.factory
        if let precedes = column.precedes {
            viewColumn.sorter = CustomSorter { first, second in
                guard let first = (first as? SwiftListItem)?.element(as: Element.self),
                    let second = (second as? SwiftListItem)?.element(as: Element.self)
                else { return false }
                return precedes(first, second)
            }
        }
        return viewColumn
    }
    let binding = ModelItemsBinding(
        name: "ColumnView", model: model, shownModel: selection,
        attach: { [weak columnView] shown, _ in
            guard let columnView else { return }
            if shown == nil {
                columnView.model = nil
                viewColumns.forEach { columnView.removeColumn($0) }
            } else {
                columnView.model = shown as? any SelectionModel
                viewColumns.forEach { columnView.appendColumn($0) }
            }
        },
        currentModel: { [weak columnView] in columnView?.model },
        factory: nil, releaseRows: { factories.forEach { $0.releaseAll() } },
        // An edited element keeps its item (no items-changed): sort again.
        refreshers: isSortable
            ? [{ [weak columnView] in columnView?.sorter?.changed(.different) }] : [])
    return modelItemsSubscription(binding, name: "ColumnView")
}
