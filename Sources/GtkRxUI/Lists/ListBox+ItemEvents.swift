import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: ListBox {
    /// The position of each row selected (`row-selected` with a row), until the list box is
    /// destroyed. Clearing the selection emits nothing.
    @MainActor
    public var itemSelected: ControlEvent<Int> {
        ControlEvent(
            events: signalEvents("row-selected") { base, arguments in
                guard let base, let row = arguments.object(at: 0) as? ListBoxRow else {
                    return nil
                }
                return ItemLookup.index(of: row, in: base, fallback: row.index)
            })
    }

    /// The element, as a `Model`, of each row selected through `items(makeRow:bind:)`'s
    /// binding. A row without such an element is reported and skipped.
    @MainActor
    public func modelSelected<Model>(_ type: Model.Type) -> ControlEvent<Model> {
        ControlEvent(
            events: signalEvents("row-selected") { base, arguments in
                guard let base, let row = arguments.object(at: 0) as? ListBoxRow else {
                    return nil
                }
                return ItemLookup.element(
                    of: row, in: base, as: Model.self, "ListBox.rx.modelSelected(\(Model.self))")
            })
    }

    /// The position of each row activated (`row-activated`: a click when the list box
    /// activates on single click, a double click, Enter), until the list box is destroyed.
    @MainActor
    public var itemActivated: ControlEvent<Int> {
        ControlEvent(
            events: signalEvents("row-activated") { base, arguments in
                guard let base, let row = arguments.object(at: 0) as? ListBoxRow else {
                    return nil
                }
                return ItemLookup.index(of: row, in: base, fallback: row.index)
            })
    }

    /// The element, as a `Model`, of each row activated; see `itemActivated` and
    /// `modelSelected(_:)`.
    @MainActor
    public func modelActivated<Model>(_ type: Model.Type) -> ControlEvent<Model> {
        ControlEvent(
            events: signalEvents("row-activated") { base, arguments in
                guard let base, let row = arguments.object(at: 0) as? ListBoxRow else {
                    return nil
                }
                return ItemLookup.element(
                    of: row, in: base, as: Model.self, "ListBox.rx.modelActivated(\(Model.self))")
            })
    }
}
