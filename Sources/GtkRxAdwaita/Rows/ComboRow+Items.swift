import GtkRxCore
import GtkRxGLib
import GtkRxUI
import GtkRxWidgets

extension Reactive where Base: ComboRow {
    /// Offers a sequence of arrays as the row's choices, as `DropDown`'s `rx.items` does: the
    /// row gets a `SwiftListModel` of the elements and a factory, where `makeRow` makes a
    /// choice's widget once per recycled row (in the popover, and for the chosen one at the
    /// row's end) and `bind` shows an element in it (subscriptions go in the row's bag,
    /// released when GTK unbinds or tears down the row). Elements are compared by position,
    /// every kept one re-bound; see the other overloads for identity and equality. Disposing
    /// the binding takes the model and factory out.
    ///
    /// ```swift
    /// sizes.bind(to: sizeRow.rx.items(makeRow: { Label("") }) { label, size, _ in
    ///     label.text = size.name
    /// }).disposed(by: disposeBag)
    /// ```
    @MainActor
    public func items<Source: ObservableType, Element, RowWidget: Widget>(
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        comboRowItems(base, identity: nil, isSame: nil, makeRow: makeRow, bind: bind)
    }

    /// Offers arrays as choices by position, re-binding only the choices that changed.
    @MainActor
    public func items<Source: ObservableType, Element: Equatable, RowWidget: Widget>(
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        comboRowItems(base, identity: nil, isSame: { $0 == $1 }, makeRow: makeRow, bind: bind)
    }

    /// Offers arrays as choices following elements by their `id` (so the selected choice
    /// follows its element when others come and go), re-binding only the choices that changed.
    @MainActor
    public func items<
        Source: ObservableType, Element: Identifiable & Equatable, RowWidget: Widget
    >(
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        comboRowItems(
            base, identity: ElementIdentity { $0.id }, isSame: { $0 == $1 }, makeRow: makeRow,
            bind: bind)
    }

    /// The position of the selected choice (`nil`: none) as a control property: each choice
    /// made emits its position; a position bound into it is selected (`nil` clears). The
    /// generated `rx.selected` is the raw property, where none is `GTK_INVALID_LIST_POSITION`.
    @MainActor
    public var selectedIndex: ControlProperty<Int?> {
        controlProperty(
            changedBy: "notify::selected",
            getter: { row in
                let model = row.model
                // The latest array first, if `rx.items` holds one back for the end of the turn.
                WaitingArrays.flush(shownBy: model)
                let selected = row.selected
                return (0..<(model?.nItems ?? 0)).contains(selected) ? selected : nil
            },
            setter: { row, position in
                // A position of the latest array: any array rx.items holds back is applied.
                WaitingArrays.flush(shownBy: row.model)
                // GTK_INVALID_LIST_POSITION clears the selection.
                let wanted = position ?? Int(UInt32.max)
                if row.selected != wanted {
                    row.selected = wanted
                }
            })
    }

    /// The element, as a `Model`, of each choice selected. A choice without such an element
    /// (or a cleared selection) is skipped.
    @MainActor
    public func modelSelected<Model>(_ type: Model.Type) -> ControlEvent<Model> {
        ControlEvent(
            events: signalEvents("notify::selected") { base, _ in
                (base?.selectedItem as? SwiftListItem)?.element(as: Model.self)
            })
    }
}

/// Makes the binding of `rx.items` on `row` and the function that subscribes it.
@MainActor
private func comboRowItems<Source: ObservableType, Element, RowWidget: Widget>(
    _ row: ComboRow, identity: ElementIdentity<Element>?,
    isSame: ((Element, Element) -> Bool)?, makeRow: @escaping @MainActor () -> RowWidget,
    bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
) -> (Source) -> Disposable where Source.Element == [Element] {
    choiceItemsSubscription(
        name: "ComboRow", identity: identity, isSame: isSame, makeRow: makeRow, bind: bind,
        attach: { [weak row] model, factory in
            row?.model = model
            row?.factory = factory
        },
        currentModel: { [weak row] in row?.model })
}
