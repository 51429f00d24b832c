import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: DropDown {
    /// The id of the chosen element (`nil`: none) as a control property, for choices from
    /// `rx.items`: it emits the id now and whenever another element (or none) is chosen, by
    /// the user or because the chosen element went (which clears the choice: the drop-down
    /// shows none rather than a neighbour); moves and edits of the chosen element keep it
    /// chosen and emit nothing. An id bound into it chooses the element with that id, or none
    /// for `nil` or an id no choice has. Not echoed back.
    ///
    /// ```swift
    /// viewModel.sizeID.bind(to: dropDown.rx.selectedID(of: Size.self)).disposed(by: bag)
    /// ```
    @MainActor
    public func selectedID<Element: Identifiable>(of type: Element.Type)
        -> ControlProperty<Element.ID?>
    {
        selectedID(\Element.id)
    }

    /// The id at `id` of the chosen element, as `selectedID(of:)`, for elements whose id is
    /// at a key path.
    @MainActor
    public func selectedID<Element, ID: Hashable>(_ id: KeyPath<Element, ID> & Sendable)
        -> ControlProperty<ID?>
    {
        let values = chosen(told: { $0 }) { base -> ID? in
            chosenElement(of: base, as: Element.self)?[keyPath: id]
        }
        let sink = Binder(base) { (base: Base, chosenID: ID?) in
            choose(chosenID, at: id, in: base)
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// The chosen element (`nil`: none) as a control property, as `selectedID(of:)` but with
    /// the element itself; an element bound into it chooses the element with its id.
    ///
    /// An edit of the chosen element keeps it chosen and emits nothing: its id, which is what
    /// this property follows, stays the same.
    @MainActor
    public func selectedElement<Element: Identifiable>(of type: Element.Type)
        -> ControlProperty<Element?>
    {
        let values = chosen(told: { (element: Element?) in element?.id }) { base in
            chosenElement(of: base, as: Element.self)
        }
        let sink = Binder(base) { (base: Base, element: Element?) in
            choose(element?.id, at: \Element.id, in: base)
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// What `read` makes of the drop-down now and after each change of its choice, except
    /// while `rx.items` updates its choices (GTK's own re-choosing as choices come and go,
    /// which the binding settles once it is done: see ``DropDown/rowsUpdateMarker``); and
    /// only when what `told` makes of it differs from what was told last. Choices bound
    /// through the property are not echoed.
    @MainActor
    private func chosen<Value, Told: Equatable>(
        told: @escaping (Value) -> Told, read: @escaping @MainActor (Base) -> Value
    ) -> Observable<Value> {
        let changes: Observable<Value?> = signalEvents(
            "notify::selected", initial: { read($0) }, ignoringBindings: true
        ) { base, _ in
            guard let base, !base.isBinding(DropDown.rowsUpdateMarker) else { return .none }
            return .some(read(base))
        }
        return changes.compactMap { $0 }
            .scan(into: (told: Told?.none, next: Value?.none)) { state, value in
                let key = told(value)
                state.next = state.told == key ? nil : value
                state.told = key
            }
            .compactMap(\.next)
    }
}

extension DropDown {
    /// The name under which `rx.items` marks a drop-down while it updates its choices (with
    /// `whileBinding`), so that `rx.selectedID` waits for the update's end.
    static let rowsUpdateMarker = "gtkrx-rows-update"

    /// Applies an update of the choices through `apply`, marked with ``rowsUpdateMarker``,
    /// then settles the choice: a chosen element that went is not replaced by a neighbour (as
    /// GTK's own selection would) but leaves the drop-down with no choice; a choice GTK made
    /// meanwhile (the first row of a first array) is told once the update is done.
    func updatingChoices(_ apply: () -> Void) {
        let before = selectedItem?.raw
        whileBinding(Self.rowsUpdateMarker, apply)
        let after = selectedItem?.raw
        guard after != before else { return }
        if before != nil {
            // GTK_INVALID_LIST_POSITION: none.
            selected = Int(UInt32.max)
        } else {
            notifyChange(of: "selected")
        }
    }
}

/// The element, as a `Model`, that `dropDown` shows as chosen, or `nil`.
@MainActor
private func chosenElement<Model>(of dropDown: DropDown, as _: Model.Type) -> Model? {
    (dropDown.selectedItem as? SwiftListItem)?.element(as: Model.self)
}

/// Chooses the first choice of `dropDown` whose element's id at `id` is `chosenID`, or none
/// for `nil` or an id no choice has, while its `notify::selected` is marked as bound.
@MainActor
private func choose<Element, ID: Hashable>(
    _ chosenID: ID?, at id: KeyPath<Element, ID>, in dropDown: DropDown
) {
    let model = dropDown.model
    // The latest array first, if `rx.items` holds one back for the end of the turn.
    WaitingArrays.flush(shownBy: model)
    let position = chosenID.flatMap { chosenID in
        (0..<(model?.nItems ?? 0)).first { position in
            (model?.object(position: position) as? SwiftListItem)?
                .element(as: Element.self)?[keyPath: id] == chosenID
        }
    }
    dropDown.whileBinding("notify::selected") {
        // GTK_INVALID_LIST_POSITION: none.
        dropDown.selected = position ?? Int(UInt32.max)
    }
}
