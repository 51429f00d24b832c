import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// A `GtkSignalListItemFactory` for rows (or cells) showing ``SwiftListItem`` elements:
/// `makeRow` makes a row's widget once per recycled row (`setup`), `bind` shows an element in
/// it (`bind`) with the row's bag, emptied (what `bind` put in it disposed) when GTK unbinds
/// the row (to recycle it) or tears it down. For a tree (``treeRows``), each row widget sits in
/// a `TreeExpander` showing the `TreeListRow` GTK binds, and the element is that row's item's.
/// `configure`, when given, sets up a row's list item for its element at each `bind`, before
/// `bind` (a section's header row is made unselectable).
@MainActor
final class RowFactory<Element, RowWidget: Widget> {
    let factory = SignalListItemFactory()
    /// The rows set up, shared with the factory's handlers.
    private let table = RowTable()

    init(
        name: String, treeRows: Bool = false, makeRow: @escaping @MainActor () -> RowWidget,
        configure: (@MainActor (ListItem, Element) -> Void)? = nil,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) {
        // Shows an item's element in a row, with the row's bag; made once, shared by the rows.
        let show: ListItemRow.Show = { row, item, isNewBind in
            guard let widget = row.widget as? RowWidget,
                let element = item.element(as: Element.self)
            else { return false }
            if isNewBind {
                configure?(row.listItem, element)
            }
            bind(widget, element, row.bag)
            return true
        }
        // The handlers hold the table, not the row factory: a weak reference to the factory
        // would be loaded, through its side table, at each bind and unbind. Once the row factory
        // goes, the table is closed and holds no rows, as if the handlers had no factory.
        factory.onSetup { [table] listItem in
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
            if !table.isClosed {
                table.rows[UnsafeMutableRawPointer(listItem.objectPointer)] = ListItemRow(
                    listItem: listItem, widget: widget, expander: expander, show: show)
            }
            ItemRows.record(listItem)
        }
        // Bind and unbind run once per row scrolled in and out: they take the list item as a
        // pointer, through GLib's own marshaller, and find the row by it.
        factory.connectObjectArgument("bind") { [table] listItem in
            RowCallbacks.depth += 1
            defer { RowCallbacks.depth -= 1 }
            guard let row = table.rows[UnsafeMutableRawPointer(listItem)], row.bind() else {
                reportBadValue("\(name).rx.items: a row has no \(Element.self) to show; left empty")
                return
            }
        }
        factory.connectObjectArgument("unbind") { [table] listItem in
            RowCallbacks.depth += 1
            defer { RowCallbacks.depth -= 1 }
            guard let row = table.rows[UnsafeMutableRawPointer(listItem)] else { return }
            row.unbind()
            row.expander?.listRow = nil
        }
        factory.onTeardown { [table] listItem in
            RowCallbacks.depth += 1
            defer { RowCallbacks.depth -= 1 }
            table.rows[UnsafeMutableRawPointer(listItem.objectPointer)] = nil
            guard let listItem = listItem as? ListItem else { return }
            ItemRows.forget(listItem)
            listItem.child = nil
        }
    }

    isolated deinit {
        table.close()
    }

    /// Unbinds every row, emptying its bag.
    func releaseAll() {
        for row in table.rows.values {
            row.unbind()
        }
    }
}

/// The rows a ``RowFactory`` set up, by their `GtkListItem`, from `setup` to `teardown`; shared
/// by the factory's signal handlers, which may outlive the row factory (GTK keeps the factory
/// object as long as a view uses it).
@MainActor
private final class RowTable {
    var rows: [UnsafeMutableRawPointer: ListItemRow] = [:]
    /// Whether the row factory is gone: no row is set up or found any more.
    private(set) var isClosed = false

    /// Lets go of every row, and of those set up later.
    func close() {
        isClosed = true
        rows = [:]
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
private final class ListItemRow: SwiftListItemRow {
    /// Shows the element of an item in the row (configuring its list item first when the row
    /// is newly bound), with the row's ``bag``: `false` when the item holds no element of the
    /// factory's type.
    typealias Show = @MainActor (ListItemRow, SwiftListItem, _ isNewBind: Bool) -> Bool

    let listItem: ListItem
    let widget: Widget
    let expander: TreeExpander?
    private let show: Show
    /// The bag of the element bound now: one per row, for the row's life, emptied at each
    /// unbind and before an element is shown again, so that a bind allocates no bag.
    let bag = DisposeBag()
    /// The item bound now, if any.
    private var item: SwiftListItem?
    /// The handler re-binding the row when its item's element is replaced, when another row
    /// holds the item's ``SwiftListItem/row`` slot.
    private var replacement: Disposable?

    init(listItem: ListItem, widget: Widget, expander: TreeExpander?, show: @escaping Show) {
        self.listItem = listItem
        self.widget = widget
        self.expander = expander
        self.show = show
    }

    /// Shows the list item's item (in a tree, its `TreeListRow`'s item): `false` when it is not
    /// an item of the factory's elements.
    func bind() -> Bool {
        let object: Object?
        if let expander {
            let treeRow = listItem.item as? TreeListRow
            expander.listRow = treeRow
            object = treeRow?.item ?? listItem.item
        } else {
            object = listItem.item
        }
        guard let item = object as? SwiftListItem, show(self, item, true) else { return false }
        self.item = item
        // A changed element keeps its item and row: bound again, in a bag of its own.
        if item.row == nil {
            item.row = self
        } else {
            replacement = item.onElementReplaced { [weak self] item in
                self?.elementReplaced(in: item)
            }
        }
        return true
    }

    func elementReplaced(in item: SwiftListItem) {
        guard item === self.item else { return }
        bag.disposeContents()
        _ = show(self, item, false)
    }

    isolated deinit {
        // The item's slot does not keep the row (see `SwiftListItem.row`).
        unbind()
    }

    /// Empties the bound element's bag and stops re-binding the row.
    func unbind() {
        if let item, item.row === self {
            item.row = nil
        }
        item = nil
        replacement?.dispose()
        replacement = nil
        bag.disposeContents()
    }
}
