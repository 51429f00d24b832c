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
    /// scrolls nothing.
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
        scrollTo(position: position)
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
    @discardableResult
    public func scrollTo(position: Int) -> Bool {
        guard let adjustment = (self as? Scrollable)?.vadjustment,
            let count = itemModel?.nItems, (0..<count).contains(position)
        else { return false }
        // A column view's rows are those of the list view inside it.
        let rowsView = (self is ColumnView ? children.first { $0 is ListView } : self) ?? self
        let rows = rowsView.children.filter { $0.isMapped && $0.height > 0 }
        guard let first = rows.first else { return false }
        // A grid view's line holds the rows at the first row's height; GTK's adjustment spans
        // every line, at its own row height (with the rows' padding and borders).
        let perLine =
            self is GridView ? rows.filter { $0.allocation.y == first.allocation.y }.count : 1
        let lines = (count + perLine - 1) / perLine
        let offset = Double(position / perLine) * adjustment.upper / Double(lines)
        let target = min(offset, max(0, adjustment.upper - adjustment.pageSize))
        if adjustment.value == target {
            // GTK keeps the rows it showed in view through a change of the model (its anchor)
            // until the adjustment's value changes: a row that went in above them would stay
            // out of view while the value already is the target. A change of one pixel and
            // back makes GTK anchor the view at the target.
            adjustment.value = target > 0 ? target - 1 : target + 1
        }
        adjustment.value = target
        return true
    }
}
