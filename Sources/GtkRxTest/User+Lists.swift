import CGLib
import CGtk
import GtkRx

extension User {
    /// Selects the row at `position` of `view` (a list, grid or column view filled by
    /// `rx.items`), as clicking it without Control or Shift does: the row's own
    /// `listitem.select` action, which selects it alone (adds nothing to a multiple
    /// selection).
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when the view is hidden or
    ///   insensitive, its rows cannot be selected (selection mode `.none`, or a row that is
    ///   not selectable), or no shown row is at `position` (scroll to it first, as a user
    ///   would).
    public static func selectRow(at position: Int, in view: some SelectableItemView)
        throws(GtkTestError)
    {
        let action = "select the row at \(position) of \(describe(view))"
        try requireReachable(view, action)
        if view.itemModel is NoSelection {
            throw GtkTestError.actionNotPossible("cannot \(action): its rows cannot be selected")
        }
        let row = try shownRow(at: position, in: view, action)
        guard row.listItem.isSelectable else {
            throw GtkTestError.actionNotPossible("cannot \(action): the row is not selectable")
        }
        let noModifier = [g_variant_new_boolean(0), g_variant_new_boolean(0)]
        // The tuple takes the floating booleans; GTK only borrows the tuple (a class action's
        // handler sinks nothing), so it is sunk here and released after the call.
        let parameter = g_variant_ref_sink(
            noModifier.withUnsafeBufferPointer {
                g_variant_new_tuple($0.baseAddress, gsize($0.count))
            })
        defer { g_variant_unref(parameter) }
        let found = gtk_widget_activate_action_variant(
            row.widget, "listitem.select", parameter)
        guard found != 0 else {
            throw GtkTestError.actionNotPossible("cannot \(action): GTK's row has no select action")
        }
        GtkTest.pumpUntilIdle()
    }

    /// Activates the row at `position` of `view` (a list, grid or column view filled by
    /// `rx.items`), as pressing Enter on it does: the view emits `activate` with the position
    /// (`rx.itemActivated`, `rx.modelActivated(_:)`).
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when the view is hidden or
    ///   insensitive, the row is not activatable, or no shown row is at `position`.
    public static func activateRow(at position: Int, in view: some SelectableItemView)
        throws(GtkTestError)
    {
        let action = "activate the row at \(position) of \(describe(view))"
        try requireReachable(view, action)
        let row = try shownRow(at: position, in: view, action)
        guard row.listItem.isActivatable else {
            throw GtkTestError.actionNotPossible("cannot \(action): the row is not activatable")
        }
        // The row's activation signal is the one GTK binds Enter to.
        guard gtk_widget_activate(row.widget) != 0 else {
            throw GtkTestError.actionNotPossible("cannot \(action): GTK's row does not activate")
        }
        GtkTest.pumpUntilIdle()
    }

    /// The elements, as `Element`s, of the rows of `view` (a list, grid or column view filled
    /// by `rx.items`) a user sees now, in the order of their positions: rows scrolled out of
    /// view (GTK keeps some made around what it shows) and rows whose element is no `Element`
    /// are left out. Nothing is shown before the view's window is.
    public static func shownElements<Element>(
        of view: some SelectableItemView, as _: Element.Type = Element.self
    ) -> [Element] {
        shownRows(of: view).compactMap { ItemRows.element(of: $0.listItem, as: Element.self) }
    }

    /// The positions of the rows of `view` (a list, grid or column view filled by `rx.items`) a
    /// user sees now, in increasing order.
    public static func shownPositions(of view: some SelectableItemView) -> [Int] {
        shownRows(of: view).map(\.listItem.position)
    }

    /// Selects the row at `index` of `listBox`, as clicking it without Control or Shift does:
    /// it alone is selected (`row-selected`, `rx.itemSelected`, `rx.modelSelected(_:)`).
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when there is no such row, it is
    ///   hidden or insensitive, the list box's selection mode is `.none`, or the row is not
    ///   selectable.
    public static func selectRow(at index: Int, in listBox: ListBox) throws(GtkTestError) {
        let action = "select the row at \(index) of \(describe(listBox))"
        let row = try reachableRow(at: index, in: listBox, action)
        guard listBox.selectionMode != .none, row.isSelectable else {
            throw GtkTestError.actionNotPossible("cannot \(action): the row is not selectable")
        }
        if listBox.selectionMode == .multiple,
            listBox.selectedRows.contains(where: { $0 !== row })
        {
            listBox.unselectAll()
        }
        listBox.selectRow(row)
        GtkTest.pumpUntilIdle()
    }

    /// Activates the row at `index` of `listBox`, as pressing Enter on it (or clicking it,
    /// when the list box activates on a single click) does: GTK selects it, when the list box
    /// selects, and emits `row-activated` (`rx.itemActivated`, `rx.modelActivated(_:)`).
    ///
    /// - Throws: ``GtkTestError/actionNotPossible(_:)`` when there is no such row, it is
    ///   hidden or insensitive, or it is not activatable.
    public static func activateRow(at index: Int, in listBox: ListBox) throws(GtkTestError) {
        let action = "activate the row at \(index) of \(describe(listBox))"
        let row = try reachableRow(at: index, in: listBox, action)
        guard row.isActivatable else {
            throw GtkTestError.actionNotPossible("cannot \(action): the row is not activatable")
        }
        // A row's activation signal (Enter on a focused row) selects and activates it.
        _ = row.activate()
        GtkTest.pumpUntilIdle()
    }

    /// The elements, as `Element`s, that `rx.items` shows in the rows of `listBox` a user sees
    /// now (not hidden, not filtered out, not scrolled out of view), in the rows' order.
    public static func shownElements<Element>(
        of listBox: ListBox, as _: Element.Type = Element.self
    ) -> [Element] {
        // Walked in C, wrapping only the rows shown (see shownRows(of:)).
        var elements: [Element] = []
        var child = gtk_widget_get_first_child(
            cgtk_widget(UnsafeMutableRawPointer(listBox.objectPointer)))
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            guard isShown(current),
                let row = Object.wrapper(for: cglib_object(UnsafeMutableRawPointer(current)))
                    as? ListBoxRow,
                let element = ItemRows.element(of: row, in: listBox) as? Element
            else { continue }
            elements.append(element)
        }
        return elements
    }

    /// A row of a list, grid or column view as GTK shows it: its list item, and the row's
    /// widget (GTK's own, around the widget `rx.items` made).
    private struct ShownListRow {
        let listItem: ListItem
        let widget: UnsafeMutablePointer<GtkWidget>
    }

    /// The rows (for a column view, the first cell of each row) of `view` a user sees, by
    /// position. GTK's widget tree is walked in C, making no wrapper for the widgets passed:
    /// this runs in ``GtkTest/wait(_:timeout:until:)``'s conditions, each iteration of the
    /// loop, and must leave the loop time to lay the rows out.
    private static func shownRows(of view: Widget) -> [ShownListRow] {
        var rows: [Int: ShownListRow] = [:]
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if let listItem = ItemRows.listItem(showing: UnsafeMutableRawPointer(widget)) {
                if let rowWidget = gtk_widget_get_parent(widget), isShown(rowWidget),
                    rows[listItem.position] == nil
                {
                    rows[listItem.position] = ShownListRow(listItem: listItem, widget: rowWidget)
                }
                return
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(cgtk_widget(UnsafeMutableRawPointer(view.objectPointer)))
        return rows.keys.sorted().compactMap { rows[$0] }
    }

    private static func shownRow(at position: Int, in view: Widget, _ action: String)
        throws(GtkTestError) -> ShownListRow
    {
        guard let row = shownRows(of: view).first(where: { $0.listItem.position == position })
        else {
            throw GtkTestError.actionNotPossible("cannot \(action): no row there is shown")
        }
        return row
    }

    private static func reachableRow(at index: Int, in listBox: ListBox, _ action: String)
        throws(GtkTestError) -> ListBoxRow
    {
        guard index >= 0, let row = listBox.row(at: index) else {
            throw GtkTestError.actionNotPossible("cannot \(action): it has no such row")
        }
        try requireReachable(row, action)
        return row
    }

    /// Whether a user sees part of `widget`: it is mapped (its window is shown, it and its
    /// containers are visible and not filtered out), and some of its area is inside each
    /// container that shows only its own area: a scrollable one (a list, grid or column view,
    /// a viewport), a scrolled window, or one that clips what overflows it. Nothing is seen
    /// before GTK has laid the window out.
    private static func isShown(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_mapped(widget) != 0 else { return false }
        var container = gtk_widget_get_parent(widget)
        while let clipping = container {
            let type = cglib_object_type(UnsafeMutableRawPointer(clipping))
            let clips =
                gtk_widget_get_overflow(clipping) == GTK_OVERFLOW_HIDDEN
                || g_type_is_a(type, gtk_scrollable_get_type()) != 0
                || g_type_is_a(type, gtk_scrolled_window_get_type()) != 0
            if clips {
                var bounds = graphene_rect_t()
                guard gtk_widget_compute_bounds(widget, clipping, &bounds) != 0 else {
                    return false
                }
                let width = Float(gtk_widget_get_width(clipping))
                let height = Float(gtk_widget_get_height(clipping))
                let overlap =
                    (
                        min(bounds.origin.x + bounds.size.width, width) - max(bounds.origin.x, 0),
                        min(bounds.origin.y + bounds.size.height, height) - max(bounds.origin.y, 0)
                    )
                guard overlap.0 > 0, overlap.1 > 0 else { return false }
            }
            container = gtk_widget_get_parent(clipping)
        }
        return true
    }
}
