import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: ItemBox {
    /// The position of each row that becomes selected (on the container's selection change),
    /// until the list box or flow box is destroyed. Unselecting emits nothing.
    @MainActor
    public var itemSelected: ControlEvent<Int> {
        ControlEvent(
            events: newlySelectedItemRows().map { base, row in
                ItemLookup.index(of: row, in: base, fallback: base.position(ofItemRow: row))
            })
    }

    /// The element, as a `Model`, of each row that becomes selected, shown through
    /// `items(makeRow:bind:)`'s binding. A row without such an element is reported and
    /// skipped.
    @MainActor
    public func modelSelected<Model>(_ type: Model.Type) -> ControlEvent<Model> {
        ControlEvent(
            events: newlySelectedItemRows().compactMap { base, row in
                ItemLookup.element(
                    of: row, in: base, as: Model.self,
                    "\(Base.itemBoxName).rx.modelSelected(\(Model.self))")
            })
    }

    /// The position of each row activated (`row-activated`, `child-activated`: a click when the
    /// container activates on single click, a double click, Enter), until the container is
    /// destroyed.
    @MainActor
    public var itemActivated: ControlEvent<Int> {
        ControlEvent(
            events: activatedItemRows().map { base, row in
                ItemLookup.index(of: row, in: base, fallback: base.position(ofItemRow: row))
            })
    }

    /// The element, as a `Model`, of each row activated; see `itemActivated` and
    /// `modelSelected(_:)`.
    @MainActor
    public func modelActivated<Model>(_ type: Model.Type) -> ControlEvent<Model> {
        ControlEvent(
            events: activatedItemRows().compactMap { base, row in
                ItemLookup.element(
                    of: row, in: base, as: Model.self,
                    "\(Base.itemBoxName).rx.modelActivated(\(Model.self))")
            })
    }

    /// Each row activated, with the container, for each subscription.
    @MainActor
    private func activatedItemRows() -> Observable<(Base, Base.ItemRow)> {
        signalEvents(Base.itemActivatedSignal) { base, arguments in
            guard let base, let row = arguments.object(at: 0) as? Base.ItemRow else {
                return nil
            }
            return (base, row)
        }
    }

    /// The rows that were not selected before a selection change and are after it, with the
    /// container, for each subscription.
    @MainActor
    private func newlySelectedItemRows() -> Observable<(Base, Base.ItemRow)> {
        let changes: Observable<(Base, [Base.ItemRow])> = signalEvents(
            Base.itemSelectionChangedSignal
        ) { base, _ in
            guard let base else { return nil }
            var selected: [Base.ItemRow] = []
            var position = 0
            while let row = base.itemRow(at: position) {
                if base.isItemRowSelected(row) {
                    selected.append(row)
                }
                position += 1
            }
            return (base, selected)
        }
        return Observable.deferred {
            var previous = Set<ObjectIdentifier>()
            return changes.concatMap { base, selected in
                let fresh = selected.filter { !previous.contains(ObjectIdentifier($0)) }
                previous = Set(selected.map(ObjectIdentifier.init))
                return Observable.from(fresh.map { (base, $0) })
            }
        }
    }
}
