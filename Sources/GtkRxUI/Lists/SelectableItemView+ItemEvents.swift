import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// The selection model a view shows at one moment, for streams that follow it.
private struct ShownSelection {
    let model: (any SelectionModel)?
}

extension Reactive where Base: SelectableItemView {
    /// The positions selected (in increasing order) now and after each change of the
    /// selection, following the view's current selection model (`rx.items` puts one in when
    /// bound). Selection set through ``selection`` is not echoed.
    @MainActor
    private var selectionChanges: Observable<[Int]> {
        selectionEvents(includingCurrent: true) { _, positions in positions }
    }

    /// What `transform` makes of the view and its selected positions (in increasing order)
    /// after each change of the selection, and first of the current ones (of each model the
    /// view shows) when `includingCurrent`; `nil` skips a change.
    /// `signal` is the selection model's signal after which `transform` runs (by default
    /// `selection-changed`).
    @MainActor
    func selectionEvents<Event>(
        includingCurrent: Bool, after signal: String = "selection-changed",
        _ transform: @escaping @MainActor (Base?, [Int]) -> Event?
    ) -> Observable<Event> {
        let shownModels = signalEvents(
            "notify::model", initial: { ShownSelection(model: $0.itemModel) }
        ) { base, _ in ShownSelection(model: base?.itemModel) }
        let view = WeakReference(base)
        return shownModels.flatMapLatest { shown -> Observable<Event> in
            MainActor.assumeIsolated { () -> MainThreadBound<Observable<Event>> in
                guard let model = shown.model else {
                    let current = includingCurrent ? transform(view.object, []) : nil
                    return MainThreadBound(current.map { .just($0) } ?? .empty())
                }
                let object: Object = model
                let changes = object.rx.signalEvents(signal) { _, _ -> Event? in
                    if view.object?.isBinding("selection-changed") == true { return nil }
                    return transform(view.object, model.selectedPositions)
                }
                guard includingCurrent,
                    let current = transform(view.object, model.selectedPositions)
                else {
                    return MainThreadBound(changes)
                }
                return MainThreadBound(changes.startWith(current))
            }.value
        }
    }

    /// The lowest selected position after each change of the selection that leaves a row
    /// selected (with single selection, the row selected).
    @MainActor
    public var itemSelected: ControlEvent<Int> {
        ControlEvent(
            events: selectionEvents(includingCurrent: false) { _, positions in positions.first })
    }

    /// The element, as a `Model`, of the row `itemSelected` names. A row without such an
    /// element is reported and skipped.
    @MainActor
    public func modelSelected<Model>(_ type: Model.Type) -> ControlEvent<Model> {
        ControlEvent(
            events: selectionEvents(includingCurrent: false) { base, positions -> Model? in
                guard let base, let position = positions.first else { return nil }
                return element(at: position, in: base, as: Model.self)
            })
    }

    /// The position of each row activated (`activate`: a double click, Enter, or a click
    /// with single-click activation), until the view is destroyed.
    @MainActor
    public var itemActivated: ControlEvent<Int> {
        ControlEvent(
            events: signalEvents("activate") { _, arguments in
                arguments.value(at: 0, as: Int.self)
            })
    }

    /// The element, as a `Model`, of each row activated. A row without such an element is
    /// reported and skipped.
    @MainActor
    public func modelActivated<Model>(_ type: Model.Type) -> ControlEvent<Model> {
        ControlEvent(
            events: signalEvents("activate") { base, arguments in
                guard let base, let position = arguments.value(at: 0, as: Int.self) else {
                    return nil
                }
                return element(at: position, in: base, as: Model.self)
            })
    }

    /// The selected positions, in increasing order, as a control property: each change of
    /// the selection emits the new positions; positions bound into it become the selection
    /// (with single selection, the first one; none clears it), and are not echoed back.
    @MainActor
    public var selection: ControlProperty<[Int]> {
        let sink = Binder(base) { (base: Base, positions: [Int]) in
            guard let model = base.itemModel else { return }
            base.whileBinding("selection-changed") {
                let count = model.nItems
                let valid = positions.filter { (0..<count).contains($0) }
                if valid.count != positions.count {
                    reportBadValue(
                        "\(Swift.type(of: base)).rx.selection: positions out of range (0..<\(count)) "
                            + "ignored")
                }
                _ = model.unselectAll()
                for position in valid {
                    _ = model.selectItem(position: position, unselectRest: false)
                }
            }
        }
        return ControlProperty(values: selectionChanges, valueSink: sink)
    }
}

/// The element, as a `Model`, at `position` of `view`'s model, or `nil`; in a sectioned list
/// (`rx.sections`), the header or item there.
@MainActor
func shownElement<Model>(
    at position: Int, in view: any SelectableItemView, as _: Model.Type
) -> Model? {
    let object = view.itemModel?.object(position: position)
    let treeItem = (object as? TreeListRow)?.item
    return unwrapSectionEntry(((treeItem ?? object) as? SwiftListItem)?.element, as: Model.self)
}

/// The element, as a `Model`, at `position` of `view`'s model; reported and `nil` when the
/// row has no such element.
@MainActor
private func element<Model>(at position: Int, in view: any SelectableItemView, as _: Model.Type)
    -> Model?
{
    guard let element = shownElement(at: position, in: view, as: Model.self) else {
        reportBadValue(
            "\(type(of: view)): the row at \(position) has no \(Model.self) element; skipped")
        return nil
    }
    return element
}
