import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: ItemListView {
    /// Shows a sequence of arrays as the top level of a tree, following elements by their
    /// `id` and re-binding only changed rows: `children` gives an element's children (none:
    /// a leaf), asked when its row is expanded. Each row widget from `makeRow` sits in a
    /// `TreeExpander` with the expand arrow and indentation; `bind` and the rows' bags work as
    /// in `items(selectionMode:filteredBy:sortedBy:makeRow:bind:)`, and events give the
    /// elements of the rows shown (at any depth).
    ///
    /// The view gets a `TreeListModel` over a `SwiftListModel` of the top-level elements; an
    /// expanded row's children are those `children` gave when it was expanded, until its
    /// element changes.
    @MainActor
    public func treeItems<
        Source: ObservableType, Element: Identifiable & Equatable, RowWidget: Widget
    >(
        selectionMode: ListSelectionMode = .single,
        children: @escaping (Element) -> [Element],
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        modelItems(
            base, selectionMode: selectionMode, filter: nil, order: nil, children: children,
            identity: ElementIdentity { $0.id }, isSame: { $0 == $1 }, makeRow: makeRow, bind: bind)
    }
}
