import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// A `GtkSignalListItemFactory` for rows (or cells) showing ``SwiftListItem`` elements:
/// `makeRow` makes a row's widget once per recycled row (`setup`), `bind` shows an element in
/// it (`bind`) with a bag of the row's own, released when GTK unbinds the row (to recycle it) or
/// tears it down. For a tree (``treeRows``), each row widget sits in a `TreeExpander` showing the
/// `TreeListRow` GTK binds, and the element is that row's item's.
@MainActor
final class RowFactory<Element, RowWidget: Widget> {
    let factory = SignalListItemFactory()
    /// The bag of each bound row, by its `GtkListItem`.
    private var bags: [ObjectIdentifier: DisposeBag] = [:]

    init(
        name: String, treeRows: Bool = false, makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) {
        factory.onSetup { listItem in
            guard treeRows else {
                (listItem as? ListItem)?.child = makeRow()
                return
            }
            let expander = TreeExpander()
            expander.child = makeRow()
            (listItem as? ListItem)?.child = expander
        }
        factory.onBind { [weak self] listItem in
            guard let self, let listItem = listItem as? ListItem else { return }
            let shown: (row: Widget?, item: Object?)
            if treeRows {
                let treeRow = listItem.item as? TreeListRow
                let expander = listItem.child as? TreeExpander
                expander?.listRow = treeRow
                shown = (expander?.child ?? listItem.child, treeRow?.item ?? listItem.item)
            } else {
                shown = (listItem.child, listItem.item)
            }
            guard let row = shown.row as? RowWidget,
                let element = (shown.item as? SwiftListItem)?.element(as: Element.self)
            else {
                reportBadValue("\(name).rx.items: a row has no \(Element.self) to show; left empty")
                return
            }
            let bag = DisposeBag()
            bags[ObjectIdentifier(listItem)] = bag
            bind(row, element, bag)
        }
        // One handler per signal: each emission of each handler is marshalled through a
        // GClosure, and GTK unbinds a row per row scrolled out.
        factory.onUnbind { [weak self] listItem in
            self?.bags[ObjectIdentifier(listItem)] = nil
            if treeRows {
                ((listItem as? ListItem)?.child as? TreeExpander)?.listRow = nil
            }
        }
        factory.onTeardown { [weak self] listItem in
            self?.bags[ObjectIdentifier(listItem)] = nil
            (listItem as? ListItem)?.child = nil
        }
    }

    /// Releases every row's bag.
    func releaseAll() {
        bags = [:]
    }
}
