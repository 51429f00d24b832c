import GtkRxGLib
import GtkRxWidgets

extension SelectableItemView {
    /// Scrolls the view so that the row of the element whose id is `id` is the first one
    /// shown (or as near the top as the list scrolls), among the rows shown (filtered and
    /// sorted); returns that row's position, or `nil`, scrolling nothing, when no row shows an
    /// element with that id.
    ///
    /// GTK 4.8 has no `gtk_list_view_scroll_to`: this sets the view's vertical adjustment
    /// (its scrolled window's) to the row's offset: the position's line (a grid view's lines
    /// hold several rows) times the height of a line, the adjustment's range shared by the
    /// lines, so it suits rows of one height. A view not laid out yet (no row of it allocated)
    /// scrolls nothing. In a sectioned list (`rx.sections`), an item first in its section
    /// brings its header into view above it: the header is then the first row shown.
    ///
    /// ```swift
    /// added.subscribe(onNext: { id in listView.scrollTo(id: id, of: Note.self) })
    ///     .disposed(by: bag)
    /// ```
    @discardableResult
    public func scrollTo<Element: Identifiable>(id: Element.ID, of type: Element.Type) -> Int? {
        guard let model = itemModel else { return nil }
        let position = (0..<model.nItems).first { position in
            shownElement(at: position, in: self, as: Element.self)?.id == id
        }
        guard let position else { return nil }
        let headerAbove =
            position > 0
            && ((model.object(position: position - 1) as? SwiftListItem)?.element
                as? any SectionEntryContent)?.isHeader == true
        scrollTo(position: headerAbove ? position - 1 : position)
        return position
    }

    /// Scrolls the view so that the row of the element with `element`'s id is the first one
    /// shown, as ``scrollTo(id:of:)``; returns its position, or `nil` when no row shows it.
    @discardableResult
    public func scrollTo<Element: Identifiable>(_ element: Element) -> Int? {
        scrollTo(id: element.id, of: Element.self)
    }

    /// Scrolls the view so that the row at `position` of its model is the first one shown (or
    /// as near the top as the list scrolls); whether the view could scroll (it has a vertical
    /// adjustment and a row laid out, and `position` is one of its rows).
    ///
    /// A row GTK has laid out is scrolled to exactly (by its place in the view); another is
    /// first scrolled to by an estimate (rows of one height), then, at each of the next few
    /// frames until GTK has laid it out, exactly: rows of different heights (a sectioned
    /// list's headers) end with the row on top too.
    @discardableResult
    public func scrollTo(position: Int) -> Bool {
        guard let adjustment = (self as? Scrollable)?.vadjustment,
            let count = itemModel?.nItems, (0..<count).contains(position)
        else { return false }
        let rows = laidOutRows()
        guard let first = rows.first else { return false }
        // A grid view's line holds the rows at the first row's height; GTK's adjustment spans
        // every line, at its own row height (with the rows' padding and borders).
        let perLine =
            self is GridView ? rows.filter { $0.allocation.y == first.allocation.y }.count : 1
        let lines = (count + perLine - 1) / perLine
        setScroll(adjustment, to: Double(position / perLine) * adjustment.upper / Double(lines))
        // Then, once GTK has laid the rows out there (a frame's tick comes before its layout:
        // the first tick still sees the rows where they were), the row exactly on top, by its
        // place in the view; a later scroll of the view takes over.
        let view = ObjectIdentifier(self)
        let token = (ScrollCorrections.latest[view] ?? 0) + 1
        ScrollCorrections.latest[view] = token
        var frames = 0
        addTickCallback { widget, _ in
            frames += 1
            guard ScrollCorrections.latest[view] == token else { return false }
            guard frames > 1, let view = widget as? any SelectableItemView,
                let adjustment = (view as? Scrollable)?.vadjustment
            else { return frames == 1 }
            let row = view.laidOutRows().first { view.shownPosition(of: $0) == position }
            if let row, row.allocation.y != 0 {
                view.setScroll(adjustment, to: adjustment.value + Double(row.allocation.y))
            } else if row != nil {
                ScrollCorrections.latest[ObjectIdentifier(view)] = nil
                return false
            }
            if frames >= 6 {
                ScrollCorrections.latest[ObjectIdentifier(view)] = nil
                return false
            }
            return true
        }
        return true
    }

    /// The rows GTK has laid out in the view (for a column view, in the list view inside it).
    private func laidOutRows() -> [Widget] {
        // A column view's rows are those of the list view inside it.
        let rowsView = (self is ColumnView ? children.first { $0 is ListView } : self) ?? self
        return rowsView.children.filter { $0.isMapped && $0.height > 0 }
    }

    /// The position of the row `row` (one of ``laidOutRows()``) shows, if `rx.items` set it up:
    /// its widget's list item's (for a column view, its first cell's).
    private func shownPosition(of row: Widget) -> Int? {
        guard let child = row.children.first else { return nil }
        for widget in [child] + Array(child.children.prefix(1)) {
            if let listItem = ItemRows.listItem(
                showing: UnsafeMutableRawPointer(widget.objectPointer))
            {
                return listItem.position
            }
        }
        return nil
    }

    /// Sets `adjustment` to `value`, within its range, so that GTK shows the rows there.
    private func setScroll(_ adjustment: Adjustment, to value: Double) {
        let target = min(max(0, value), max(0, adjustment.upper - adjustment.pageSize))
        if adjustment.value == target {
            // GTK keeps the rows it showed in view through a change of the model (its anchor)
            // until the adjustment's value changes: a row that went in above them would stay
            // out of view while the value already is the target. A change of one pixel and
            // back makes GTK anchor the view at the target.
            adjustment.value = target > 0 ? target - 1 : target + 1
        }
        adjustment.value = target
    }
}

/// The latest ``SelectableItemView/scrollTo(position:)`` of each view whose row is still being
/// put on top, by the view: an earlier one's correction stops when a later one starts.
@MainActor
private enum ScrollCorrections {
    static var latest: [ObjectIdentifier: Int] = [:]
}
