import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: SelectableItemView {
    /// The id of the selected element (the first, with multiple selection; `nil`: none) as a
    /// control property: it emits the id now and whenever another element (or none) becomes
    /// selected, by the user or because the selected element went (edits and moves of the
    /// selected element keep it selected, with the same id, and emit nothing); an id bound
    /// into it selects the row of the element with that id among the rows shown (filtered and
    /// sorted), or clears the selection for `nil` or an id no row shows. Not echoed back.
    ///
    /// ```swift
    /// viewModel.chosenNoteID.bind(to: listView.rx.selectedID(of: Note.self)).disposed(by: bag)
    /// ```
    @MainActor
    public func selectedID<Element: Identifiable>(of type: Element.Type)
        -> ControlProperty<Element.ID?>
    {
        selectedID(\Element.id)
    }

    /// The id at `id` of the selected element, as `selectedID(of:)`, for elements whose id
    /// is at a key path.
    @MainActor
    public func selectedID<Element, ID: Hashable>(_ id: KeyPath<Element, ID> & Sendable)
        -> ControlProperty<ID?>
    {
        let values = selectedValues(told: { $0 }) { base, positions -> ID? in
            guard let base, let position = positions.first else { return nil }
            return shownElement(at: position, in: base, as: Element.self)?[keyPath: id]
        }
        let sink = Binder(base) { (base: Base, selectedID: ID?) in
            select(Set(selectedID.map { [$0] } ?? []), at: id, in: base, onlyFirst: true)
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// The selected element (the first, with multiple selection; `nil`: none) as a control
    /// property, as `selectedID(of:)` but with the element itself: it emits when another
    /// element (or none) becomes selected, or the selected one goes; an element bound into it
    /// selects the row of the element with its id among the rows shown (`nil`, or an element
    /// no row shows, clears the selection). Not echoed back.
    ///
    /// An edit of the selected element keeps it selected and emits nothing: its id, which is
    /// what this property follows, stays the same.
    ///
    /// ```swift
    /// listView.rx.selectedElement(of: Note.self)
    ///     .subscribe(onNext: { note in editor.show(note) }).disposed(by: bag)
    /// ```
    @MainActor
    public func selectedElement<Element: Identifiable>(of type: Element.Type)
        -> ControlProperty<Element?>
    {
        let values = selectedValues(told: { (element: Element?) in element?.id }) {
            base, positions -> Element? in
            guard let base, let position = positions.first else { return nil }
            return shownElement(at: position, in: base, as: Element.self)
        }
        let sink = Binder(base) { (base: Base, element: Element?) in
            select(Set(element.map { [$0.id] } ?? []), at: \Element.id, in: base, onlyFirst: true)
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// The ids of the selected elements, in the order of their rows, as a control property
    /// (for multiple selection; with single selection, none or one): it emits the ids now,
    /// whenever the selection changes, and when selected elements go (edits and moves of
    /// selected elements keep them selected and emit nothing); ids bound into it select the
    /// rows shown with those ids and unselect the others (ids no row shows are left out; with
    /// single selection, the first row with one of them). Not echoed back.
    ///
    /// ```swift
    /// viewModel.checkedIDs.bind(to: listView.rx.selectedIDs(of: Note.self)).disposed(by: bag)
    /// ```
    @MainActor
    public func selectedIDs<Element: Identifiable>(of type: Element.Type)
        -> ControlProperty<[Element.ID]>
    {
        selectedIDs(\Element.id)
    }

    /// The ids at `id` of the selected elements, as ``selectedIDs(of:)``, for elements whose
    /// id is at a key path.
    @MainActor
    public func selectedIDs<Element, ID: Hashable>(_ id: KeyPath<Element, ID> & Sendable)
        -> ControlProperty<[ID]>
    {
        let values = selectedValues(told: { $0 }) { base, positions -> [ID] in
            guard let base else { return [] }
            return positions.compactMap {
                shownElement(at: $0, in: base, as: Element.self)?[keyPath: id]
            }
        }
        let sink = Binder(base) { (base: Base, ids: [ID]) in
            select(Set(ids), at: id, in: base, onlyFirst: false)
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// What `read` makes of the view and its selected positions now and after each change of
    /// the selection; after a change of the rows (not of the selection), only when what
    /// `told` makes of it differs from what was told last, so that edits and moves of selected
    /// elements emit nothing while a removed one is told.
    @MainActor
    private func selectedValues<Value, Told: Equatable>(
        told: @escaping (Value) -> Told, read: @escaping @MainActor (Base?, [Int]) -> Value
    ) -> Observable<Value> {
        let selections = selectionEvents(includingCurrent: true) {
            SelectionRead(value: read($0, $1), isOfSelection: true)
        }
        let rowChanges = selectionEvents(includingCurrent: false, after: "items-changed") {
            SelectionRead(value: read($0, $1), isOfSelection: false)
        }
        return Observable.merge(selections, rowChanges)
            .scan(into: (told: Told?.none, next: Value?.none)) { state, event in
                let key = told(event.value)
                let isNew = event.isOfSelection || state.told != key
                state.next = isNew ? event.value : nil
                if isNew {
                    state.told = key
                }
            }
            .compactMap(\.next)
    }
}

/// What a selection property reads of the selection, after a change of the selection or of
/// the rows.
private struct SelectionRead<Value> {
    let value: Value
    let isOfSelection: Bool
}

/// Selects the rows `view` shows whose element's id at `id` is in `ids` (with `onlyFirst` or
/// a single selection, the first such row) and unselects the others, while the view's
/// `selection-changed` is marked as bound (so not echoed).
@MainActor
private func select<Element, ID: Hashable>(
    _ ids: Set<ID>, at id: KeyPath<Element, ID>, in view: any SelectableItemView,
    onlyFirst: Bool
) {
    guard let model = view.itemModel else { return }
    view.whileBinding("selection-changed") {
        var positions: [Int] = []
        if !ids.isEmpty {
            for position in 0..<model.nItems {
                guard let element = shownElement(at: position, in: view, as: Element.self),
                    ids.contains(element[keyPath: id])
                else { continue }
                positions.append(position)
                if onlyFirst || model is SingleSelection {
                    break
                }
            }
        }
        if let single = model as? SingleSelection {
            // GTK 4.8's single selection ignores unselect_all; GTK_INVALID_LIST_POSITION
            // clears it.
            single.selected = positions.first ?? Int(UInt32.max)
            return
        }
        _ = model.unselectAll()
        for position in positions {
            _ = model.selectItem(position: position, unselectRest: false)
        }
    }
}
