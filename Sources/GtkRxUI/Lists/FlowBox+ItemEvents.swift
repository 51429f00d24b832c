import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: FlowBox {
    /// The position of each child that becomes selected (on `selected-children-changed`), until
    /// the flow box is destroyed. Unselecting emits nothing.
    @MainActor
    public var itemSelected: ControlEvent<Int> {
        ControlEvent(
            events: newlySelected().map { base, child in
                ItemLookup.index(of: child, in: base, fallback: child.index)
            })
    }

    /// The element, as a `Model`, of each child that becomes selected, shown through
    /// `items(makeRow:bind:)`'s binding. A child without such an element is reported and
    /// skipped.
    @MainActor
    public func modelSelected<Model>(_ type: Model.Type) -> ControlEvent<Model> {
        ControlEvent(
            events: newlySelected().compactMap { base, child in
                ItemLookup.element(
                    of: child, in: base, as: Model.self, "FlowBox.rx.modelSelected(\(Model.self))")
            })
    }

    /// The position of each child activated (`child-activated`), until the flow box is
    /// destroyed.
    @MainActor
    public var itemActivated: ControlEvent<Int> {
        ControlEvent(
            events: signalEvents("child-activated") { base, arguments in
                guard let base, let child = arguments.object(at: 0) as? FlowBoxChild else {
                    return nil
                }
                return ItemLookup.index(of: child, in: base, fallback: child.index)
            })
    }

    /// The element, as a `Model`, of each child activated; see `itemActivated` and
    /// `modelSelected(_:)`.
    @MainActor
    public func modelActivated<Model>(_ type: Model.Type) -> ControlEvent<Model> {
        ControlEvent(
            events: signalEvents("child-activated") { base, arguments in
                guard let base, let child = arguments.object(at: 0) as? FlowBoxChild else {
                    return nil
                }
                return ItemLookup.element(
                    of: child, in: base, as: Model.self, "FlowBox.rx.modelActivated(\(Model.self))")
            })
    }

    /// The children that were not selected before a selection change and are after it, with
    /// the flow box, for each subscription.
    @MainActor
    private func newlySelected() -> Observable<(FlowBox, FlowBoxChild)> {
        let changes: Observable<(FlowBox, [FlowBoxChild])> = signalEvents(
            "selected-children-changed"
        ) { base, _ in
            guard let base else { return nil }
            var selected: [FlowBoxChild] = []
            var index = 0
            while let child = base.child(at: index) {
                if child.isSelected {
                    selected.append(child)
                }
                index += 1
            }
            return (base, selected)
        }
        return Observable.deferred {
            var previous = Set<ObjectIdentifier>()
            return changes.concatMap { base, selected in
                let fresh = selected.filter { !previous.contains(ObjectIdentifier($0)) }
                previous = Set(selected.map(ObjectIdentifier.init))
                return Observable.from(fresh.map { (base as FlowBox, $0) })
            }
        }
    }
}
