import GtkRxGLib
import GtkRxWidgets

/// The rows `rx.items` shows, for the test kit (`User` in GtkRxTest) to find a row as a user
/// sees it: the `GtkListItem` behind each row widget (or cell) of a list, grid or column view,
/// and the element of a list box's or flow box's row. GTK gives no public way from a row's
/// widget to its list item, so `RowFactory` records each one it sets up.
@MainActor
package enum ItemRows {
    private struct Entry {
        weak var listItem: ListItem?
    }

    /// The list items set up now, by the object of the widget each shows (its `child`): keyed
    /// by the GObject, so that the test kit can look a widget up while walking GTK's widget
    /// tree without making a wrapper for each widget it passes.
    private static var listItems: [UnsafeMutableRawPointer: Entry] = [:]

    /// Records the widget `listItem` shows (at `setup`).
    static func record(_ listItem: ListItem) {
        guard let child = listItem.child else { return }
        listItems[UnsafeMutableRawPointer(child.objectPointer)] = Entry(listItem: listItem)
    }

    /// Forgets the widget `listItem` shows (at `teardown`, before GTK drops it).
    static func forget(_ listItem: ListItem) {
        guard let child = listItem.child else { return }
        listItems[UnsafeMutableRawPointer(child.objectPointer)] = nil
    }

    /// The list item of an `rx.items` binding that shows the widget `object` (a row's or a
    /// cell's widget, or the `TreeExpander` around it in a tree), if any.
    package static func listItem(showing object: UnsafeMutableRawPointer) -> ListItem? {
        guard let listItem = listItems[object]?.listItem,
            listItem.child.map({ UnsafeMutableRawPointer($0.objectPointer) }) == object
        else { return nil }
        return listItem
    }

    /// The element `listItem` shows: its item's (or, in a tree, its `TreeListRow`'s item's)
    /// element as a `Element`, if it is one; in a sectioned list (`rx.sections`), the header
    /// or item the row shows.
    package static func element<Element>(of listItem: ListItem, as _: Element.Type) -> Element? {
        let item = listItem.item
        let shown = (item as? TreeListRow)?.item ?? item
        return unwrapSectionEntry((shown as? SwiftListItem)?.element, as: Element.self)
    }

    /// The element `rx.items` shows in `row` of `container` (a `ListBoxRow` of a list box, a
    /// `FlowBoxChild` of a flow box), if the binding made the row.
    package static func element(of row: Widget, in container: Widget) -> Any? {
        guard let binding = ItemsRegistry.binding(for: container),
            let index = binding.index(of: row)
        else { return nil }
        return binding.element(at: index)
    }
}
