import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: ItemListView {
    /// Shows a sequence of arrays in the list view (or grid view), by position: row `i` shows
    /// element `i`, every kept row being re-bound on a new array.
    ///
    /// The view gets a `SwiftListModel` of the elements, under a selection model of
    /// `selectionMode`, and a factory: `makeRow` makes a row's widget once per recycled row;
    /// `bind` shows an element in it, putting any subscriptions in the row's bag, which is
    /// emptied (what it holds disposed) when GTK unbinds the row (to recycle it) or tears it
    /// down. A row keeps one bag for its life: do not hold it beyond `bind`.
    /// Disposing the binding takes the model and factory out of the view.
    ///
    /// `filteredBy` and `sortedBy`, when given, put a `FilterListModel` and a `SortListModel`
    /// (with a `CustomFilter` and a `CustomSorter`) between the elements and the view: each
    /// predicate or order they emit filters or sorts the rows again (nothing is shown before
    /// the first). Positions in the events are then positions in the filtered, sorted rows.
    ///
    /// ```swift
    /// names.bind(to: listView.rx.items(makeRow: { Label("") }) { label, name, _ in
    ///     label.text = name
    /// }).disposed(by: bag)
    /// ```
    @MainActor
    public func items<Source: ObservableType, Element, RowWidget: Widget>(
        selectionMode: ListSelectionMode = .single,
        filteredBy filter: Observable<(Element) -> Bool>? = nil,
        sortedBy order: Observable<(Element, Element) -> Bool>? = nil,
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        modelItems(
            base, selectionMode: selectionMode, filter: filter, order: order, identity: nil,
            isSame: nil, makeRow: makeRow,
            bind: bind)
    }

    /// Shows arrays by position, as `items(selectionMode:makeRow:bind:)`, re-binding only
    /// the rows whose element changed.
    @MainActor
    public func items<Source: ObservableType, Element: Equatable, RowWidget: Widget>(
        selectionMode: ListSelectionMode = .single,
        filteredBy filter: Observable<(Element) -> Bool>? = nil,
        sortedBy order: Observable<(Element, Element) -> Bool>? = nil,
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        modelItems(
            base, selectionMode: selectionMode, filter: filter, order: order, identity: nil,
            isSame: { $0 == $1 },
            makeRow: makeRow, bind: bind)
    }

    /// Shows arrays following elements by their `id`: GTK is told of the fewest inserts,
    /// removals and moves, and every kept element is re-bound.
    @MainActor
    public func items<Source: ObservableType, Element: Identifiable, RowWidget: Widget>(
        selectionMode: ListSelectionMode = .single,
        filteredBy filter: Observable<(Element) -> Bool>? = nil,
        sortedBy order: Observable<(Element, Element) -> Bool>? = nil,
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        modelItems(
            base, selectionMode: selectionMode, filter: filter, order: order,
            identity: ElementIdentity { $0.id }, isSame: nil,
            makeRow: makeRow, bind: bind)
    }

    /// Shows arrays following elements by their `id`, re-binding only the rows whose element
    /// changed: one changed element of 100,000 is one `items-changed(position, 1, 1)`.
    @MainActor
    public func items<
        Source: ObservableType, Element: Identifiable & Equatable, RowWidget: Widget
    >(
        selectionMode: ListSelectionMode = .single,
        filteredBy filter: Observable<(Element) -> Bool>? = nil,
        sortedBy order: Observable<(Element, Element) -> Bool>? = nil,
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        modelItems(
            base, selectionMode: selectionMode, filter: filter, order: order,
            identity: ElementIdentity { $0.id },
            isSame: { $0 == $1 }, makeRow: makeRow, bind: bind)
    }

    /// Shows arrays following elements by the identity at `id`, every kept element re-bound.
    @MainActor
    public func items<Source: ObservableType, Element, ID: Hashable, RowWidget: Widget>(
        id: KeyPath<Element, ID> & Sendable, selectionMode: ListSelectionMode = .single,
        filteredBy filter: Observable<(Element) -> Bool>? = nil,
        sortedBy order: Observable<(Element, Element) -> Bool>? = nil,
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        modelItems(
            base, selectionMode: selectionMode, filter: filter, order: order,
            identity: ElementIdentity { $0[keyPath: id] },
            isSame: nil, makeRow: makeRow, bind: bind)
    }

    /// Shows arrays following elements by the identity at `id`, re-binding only the rows whose
    /// element changed.
    @MainActor
    public func items<
        Source: ObservableType, Element: Equatable, ID: Hashable, RowWidget: Widget
    >(
        id: KeyPath<Element, ID> & Sendable, selectionMode: ListSelectionMode = .single,
        filteredBy filter: Observable<(Element) -> Bool>? = nil,
        sortedBy order: Observable<(Element, Element) -> Bool>? = nil,
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        modelItems(
            base, selectionMode: selectionMode, filter: filter, order: order,
            identity: ElementIdentity { $0[keyPath: id] },
            isSame: { $0 == $1 }, makeRow: makeRow, bind: bind)
    }
}
