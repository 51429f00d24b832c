import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: FlowBox {
    /// Fills the flow box with a child per element of a sequence of arrays, by position:
    /// child `i` shows element `i`, and a new array re-binds the children in both arrays and adds or
    /// removes children at the end.
    ///
    /// `makeRow` makes a child's widget (put in a `FlowBoxChild`) once; `bind` shows an element in
    /// it, putting any subscriptions in the child's bag, which is released (so disposed) when
    /// the child is removed or re-bound. Disposing the binding removes the children.
    ///
    /// ```swift
    /// names.bind(to: flowBox.rx.items(makeRow: { Label("") }) { label, name, _ in label.text = name })
    ///     .disposed(by: bag)
    /// ```
    @MainActor
    public func items<Source: ObservableType, Element, RowWidget: Widget>(
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        itemsSubscription(.flowBox(base), identity: nil, isSame: nil, makeRow: makeRow, bind: bind)
    }

    /// Fills the flow box by position, as ``items(makeRow:bind:)``, re-binding only the children
    /// whose element changed.
    @MainActor
    public func items<Source: ObservableType, Element: Equatable, RowWidget: Widget>(
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        itemsSubscription(
            .flowBox(base), identity: nil, isSame: { $0 == $1 }, makeRow: makeRow, bind: bind)
    }

    /// Fills the flow box with a child per element, following elements by their `id`: a new array
    /// removes the children of ids that vanished, makes children for new ids, moves the fewest
    /// children it can (keeping their widgets), and re-binds every child it keeps.
    ///
    /// See ``items(makeRow:bind:)`` for `makeRow`, `bind` and the children' bags. Elements
    /// repeating an earlier element's id are reported, and each gets a child of its own.
    @MainActor
    public func items<Source: ObservableType, Element: Identifiable, RowWidget: Widget>(
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        itemsSubscription(
            .flowBox(base), identity: ElementIdentity { $0.id }, isSame: nil, makeRow: makeRow,
            bind: bind)
    }

    /// Fills the flow box following elements by their `id`, as the `Identifiable` overload of
    /// ``items(makeRow:bind:)`` does, re-binding only the children whose element changed: one
    /// changed element of a long list binds one child.
    @MainActor
    public func items<Source: ObservableType, Element: Identifiable & Equatable, RowWidget: Widget>(
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        itemsSubscription(
            .flowBox(base), identity: ElementIdentity { $0.id }, isSame: { $0 == $1 },
            makeRow: makeRow,
            bind: bind)
    }

    /// Fills the flow box following elements by the identity at `id`, as the `Identifiable`
    /// overload of `items(makeRow:bind:)` does, re-binding every child it keeps.
    @MainActor
    public func items<Source: ObservableType, Element, ID: Hashable, RowWidget: Widget>(
        id: KeyPath<Element, ID> & Sendable, makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        itemsSubscription(
            .flowBox(base), identity: ElementIdentity { $0[keyPath: id] }, isSame: nil,
            makeRow: makeRow, bind: bind)
    }

    /// Fills the flow box following elements by the identity at `id`, re-binding only the children
    /// whose element changed.
    @MainActor
    public func items<Source: ObservableType, Element: Equatable, ID: Hashable, RowWidget: Widget>(
        id: KeyPath<Element, ID> & Sendable, makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        itemsSubscription(
            .flowBox(base), identity: ElementIdentity { $0[keyPath: id] }, isSame: { $0 == $1 },
            makeRow: makeRow, bind: bind)
    }
}
