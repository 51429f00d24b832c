import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: DropDown {
    /// Offers a sequence of arrays as the drop-down's choices: the drop-down gets a
    /// `SwiftListModel` of the elements and a factory, where `makeRow` makes a choice's
    /// widget once per recycled row and `bind` shows an element in it (subscriptions go in the
    /// row's bag, emptied when GTK unbinds or tears down the row). Elements are compared by
    /// position, every kept one re-bound; see the other overloads for identity and equality.
    /// Disposing the binding takes the model and factory out.
    ///
    /// ```swift
    /// sizes.bind(to: dropDown.rx.items(makeRow: { Label("") }) { label, size, _ in
    ///     label.text = size.name
    /// }).disposed(by: bag)
    /// ```
    @MainActor
    public func items<Source: ObservableType, Element, RowWidget: Widget>(
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        dropDownItems(base, identity: nil, isSame: nil, makeRow: makeRow, bind: bind)
    }

    /// Offers arrays as choices by position, re-binding only the choices that changed.
    @MainActor
    public func items<Source: ObservableType, Element: Equatable, RowWidget: Widget>(
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Element] {
        dropDownItems(base, identity: nil, isSame: { $0 == $1 }, makeRow: makeRow, bind: bind)
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
        dropDownItems(
            base, identity: ElementIdentity { $0.id }, isSame: { $0 == $1 }, makeRow: makeRow,
            bind: bind)
    }

    /// The position of the selected choice (`nil`: none) as a control property: each choice
    /// made emits its position; a position bound into it is selected (`nil` clears).
    @MainActor
    public var selectedIndex: ControlProperty<Int?> {
        controlProperty(
            changedBy: "notify::selected",
            getter: { dropDown in
                let count = dropDown.modelItemCount
                let selected = dropDown.selected
                return (0..<count).contains(selected) ? selected : nil
            },
            setter: { dropDown, position in
                // A position of the latest array: any array rx.items holds back is applied.
                WaitingArrays.flush(shownBy: dropDown.model)
                // GTK_INVALID_LIST_POSITION clears the selection.
                dropDown.selected = position ?? Int(UInt32.max)
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

extension DropDown {
    /// The number of choices in the model (0 without one), any array `rx.items` holds back for
    /// the end of the main loop's turn applied first.
    fileprivate var modelItemCount: Int {
        let model = model
        WaitingArrays.flush(shownBy: model)
        return model?.nItems ?? 0
    }
}

/// Makes the binding of `rx.items` on `dropDown` and the function that subscribes it.
@MainActor
private func dropDownItems<Source: ObservableType, Element, RowWidget: Widget>(
    _ dropDown: DropDown, identity: ElementIdentity<Element>?,
    isSame: ((Element, Element) -> Bool)?, makeRow: @escaping @MainActor () -> RowWidget,
    bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
) -> (Source) -> Disposable where Source.Element == [Element] {
    choiceItemsSubscription(
        name: "DropDown", identity: identity, isSame: isSame, makeRow: makeRow, bind: bind,
        attach: { [weak dropDown] model, factory in
            dropDown?.model = model
            dropDown?.factory = factory
        },
        currentModel: { [weak dropDown] in dropDown?.model },
        aroundUpdate: { [weak dropDown] update in
            guard let dropDown else { return update() }
            dropDown.updatingChoices(update)
        })
}
