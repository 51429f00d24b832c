import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// A `GtkSignalListItemFactory` for rows (or cells) showing ``SwiftListItem`` elements:
/// `makeRow` makes a row's widget once per recycled row (`setup`), `bind` shows an element in
/// it (`bind`) with a bag of the row's own, released when GTK unbinds the row (to recycle it) or
/// tears it down. For a tree (``treeRows``), each row widget sits in a `TreeExpander` showing the
/// `TreeListRow` GTK binds, and the element is that row's item's. `configure`, when given, sets
/// up a row's list item for its element at each `bind`, before `bind` (a section's header row
/// is made unselectable).
@MainActor
final class RowFactory<Element, RowWidget: Widget> {
    let factory = SignalListItemFactory()
    /// The rows set up, by their `GtkListItem`'s wrapper, which lives as long as GTK holds the
    /// list item (from `setup` to `teardown`).
    private var rows: [ObjectIdentifier: ListItemRow] = [:]

    init(
        name: String, treeRows: Bool = false, makeRow: @escaping @MainActor () -> RowWidget,
        configure: (@MainActor (ListItem, Element) -> Void)? = nil,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) {
        factory.onSetup { [weak self] listItem in
            RowCallbacks.depth += 1
            defer { RowCallbacks.depth -= 1 }
            guard let listItem = listItem as? ListItem else { return }
            let widget = makeRow()
            var expander: TreeExpander?
            if treeRows {
                expander = TreeExpander()
                expander?.child = widget
                listItem.child = expander
            } else {
                listItem.child = widget
            }
            self?.rows[ObjectIdentifier(listItem)] = ListItemRow(
                widget: widget, expander: expander)
            ItemRows.record(listItem)
        }
        factory.onBind { [weak self] listItem in
            RowCallbacks.depth += 1
            defer { RowCallbacks.depth -= 1 }
            guard let self, let listItem = listItem as? ListItem else { return }
            let row = rows[ObjectIdentifier(listItem)]
            let item: Object?
            if let expander = row?.expander {
                let treeRow = listItem.item as? TreeListRow
                expander.listRow = treeRow
                item = treeRow?.item ?? listItem.item
            } else {
                item = listItem.item
            }
            guard let row, let widget = row.widget as? RowWidget,
                let item = item as? SwiftListItem, let element = item.element(as: Element.self)
            else {
                reportBadValue("\(name).rx.items: a row has no \(Element.self) to show; left empty")
                return
            }
            configure?(listItem, element)
            let bag = DisposeBag()
            row.bag = bag
            bind(widget, element, bag)
            // A changed element keeps its item and row: bound again, in a bag of its own.
            row.replacement = item.onElementReplaced { [weak row] item in
                guard let row, let element = item.element(as: Element.self) else { return }
                row.bag = nil
                let bag = DisposeBag()
                row.bag = bag
                bind(widget, element, bag)
            }
        }
        // One handler per signal: each emission of each handler is marshalled through a
        // GClosure, and GTK unbinds a row per row scrolled out.
        factory.onUnbind { [weak self] listItem in
            RowCallbacks.depth += 1
            defer { RowCallbacks.depth -= 1 }
            guard let row = self?.rows[ObjectIdentifier(listItem)] else { return }
            row.unbind()
            row.expander?.listRow = nil
        }
        factory.onTeardown { [weak self] listItem in
            RowCallbacks.depth += 1
            defer { RowCallbacks.depth -= 1 }
            self?.rows[ObjectIdentifier(listItem)] = nil
            guard let listItem = listItem as? ListItem else { return }
            ItemRows.forget(listItem)
            listItem.child = nil
        }
    }

    /// Releases every row's bag.
    func releaseAll() {
        for row in rows.values {
            row.unbind()
        }
    }
}

/// How deep the main thread is in ``RowFactory`` callbacks now (GTK setting up, binding,
/// unbinding or tearing down rows): GTK must not be told of a model's changes meanwhile, so
/// `rx.items` holds back arrays that arrive then (from a row's `bind`) until GTK is done.
@MainActor
enum RowCallbacks {
    /// The number of row callbacks running, one within another.
    static var depth = 0
}

/// What a `GtkListItem` of a ``RowFactory`` shows, from its `setup` to its `teardown`: kept so
/// that a `bind` (one per row scrolled in) finds the row's widget without looking up wrappers.
/// Not generic, so that the factory's table of them is specialized once, in this module.
@MainActor
private final class ListItemRow {
    let widget: Widget
    let expander: TreeExpander?
    /// The bag of the element bound now, if any.
    var bag: DisposeBag?
    /// The handler re-binding the row when its item's element is replaced, while bound.
    var replacement: Disposable?

    init(widget: Widget, expander: TreeExpander?) {
        self.widget = widget
        self.expander = expander
    }

    /// Releases the bound element's bag and stops re-binding the row.
    func unbind() {
        replacement?.dispose()
        replacement = nil
        bag = nil
    }
}
