import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: ItemBox {
    /// Fills the list box or flow box with a row per element of a sequence of arrays, by
    /// position: row `i` shows element `i`, and a new array re-binds the rows in both arrays and
    /// adds or removes rows at the end.
    ///
    /// `makeRow` makes a row's widget once, put in the container's own row (a `ListBoxRow`, a
    /// `FlowBoxChild`) unless it is one, as libadwaita's rows are; `bind` shows an element in
    /// it, putting any subscriptions in the row's bag, which is emptied (what it held disposed)
    /// before the row is bound again and released with the row when it is removed. Disposing
    /// the binding removes the rows.
    ///
    /// ```swift
    /// names.bind(to: listBox.rx.items(makeRow: { Label("") }) { label, name, _ in label.text = name })
    ///     .disposed(by: bag)
    /// ```
    @MainActor
    public func items<Source: ObservableType, Element, RowWidget: Widget>(
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        itemsSubscription(.itemBox(base), identity: nil, isSame: nil, makeRow: makeRow, bind: bind)
    }

    /// Fills the container by position, as ``items(makeRow:bind:)``, re-binding only the rows
    /// whose element changed.
    @MainActor
    public func items<Source: ObservableType, Element: Equatable, RowWidget: Widget>(
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        itemsSubscription(
            .itemBox(base), identity: nil, isSame: { $0 == $1 }, makeRow: makeRow, bind: bind)
    }

    /// Fills the container with a row per element, following elements by their `id`: a new array
    /// removes the rows of ids that vanished, makes rows for new ids, moves the fewest
    /// rows it can (keeping their widgets), and re-binds every row it keeps.
    ///
    /// See ``items(makeRow:bind:)`` for `makeRow`, `bind` and the rows' bags. Elements
    /// repeating an earlier element's id are reported, and each gets a row of its own.
    @MainActor
    public func items<Source: ObservableType, Element: Identifiable, RowWidget: Widget>(
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        itemsSubscription(
            .itemBox(base), identity: ElementIdentity { $0.id }, isSame: nil, makeRow: makeRow,
            bind: bind)
    }

    /// Fills the container following elements by their `id`, as the `Identifiable` overload of
    /// ``items(makeRow:bind:)`` does, re-binding only the rows whose element changed: one
    /// changed element of a long list binds one row.
    @MainActor
    public func items<Source: ObservableType, Element: Identifiable & Equatable, RowWidget: Widget>(
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        itemsSubscription(
            .itemBox(base), identity: ElementIdentity { $0.id }, isSame: { $0 == $1 },
            makeRow: makeRow,
            bind: bind)
    }

    /// Fills the container following elements by the identity at `id`, as the `Identifiable`
    /// overload of `items(makeRow:bind:)` does, re-binding every row it keeps.
    @MainActor
    public func items<Source: ObservableType, Element, ID: Hashable, RowWidget: Widget>(
        id: KeyPath<Element, ID> & Sendable, makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        itemsSubscription(
            .itemBox(base), identity: ElementIdentity { $0[keyPath: id] }, isSame: nil,
            makeRow: makeRow, bind: bind)
    }

    /// Fills the container following elements by the identity at `id`, re-binding only the rows
    /// whose element changed.
    @MainActor
    public func items<Source: ObservableType, Element: Equatable, ID: Hashable, RowWidget: Widget>(
        id: KeyPath<Element, ID> & Sendable, makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        itemsSubscription(
            .itemBox(base), identity: ElementIdentity { $0[keyPath: id] }, isSame: { $0 == $1 },
            makeRow: makeRow, bind: bind)
    }
}
