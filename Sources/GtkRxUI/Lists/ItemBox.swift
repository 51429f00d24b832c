import GtkRxWidgets

/// A GTK 4 container that keeps a widget per row itself, each in a row widget of its own type:
/// `ListBox` (in `ListBoxRow`s) and `FlowBox` (in `FlowBoxChild`ren). `rx.items`,
/// `rx.itemSelected`, `rx.modelSelected(_:)`, `rx.itemActivated` and `rx.modelActivated(_:)`
/// work the same way on both.
///
/// Unlike an ``ItemListView``, an item box makes a row for every element, shown or not, and
/// recycles nothing.
@MainActor
public protocol ItemBox: Widget {
    /// The container's own row type, which holds one row widget: `ListBoxRow`, `FlowBoxChild`.
    associatedtype ItemRow: Widget

    /// The container's type as reports name it: `ListBox`.
    static var itemBoxName: String { get }

    /// The signal the container emits when a row is activated, with the row as its first
    /// argument: `row-activated`.
    static var itemActivatedSignal: String { get }

    /// The signal the container emits after its set of selected rows changed:
    /// `selected-rows-changed`.
    static var itemSelectionChangedSignal: String { get }

    /// A new row of the container's own type, holding `widget`.
    static func makeItemRow(holding widget: Widget) -> ItemRow

    /// Puts `row` at `position` among the container's rows.
    func insertItemRow(_ row: ItemRow, at position: Int)

    /// Takes `row` out of the container.
    func removeItemRow(_ row: ItemRow)

    /// The row at `position`, or `nil` past the last one.
    func itemRow(at position: Int) -> ItemRow?

    /// The position of `row` in the container.
    func position(ofItemRow row: ItemRow) -> Int

    /// Whether `row` is selected.
    func isItemRowSelected(_ row: ItemRow) -> Bool
}

extension ListBox: ItemBox {
    /// `ListBox`.
    public static var itemBoxName: String { "ListBox" }

    /// `row-activated`.
    public static var itemActivatedSignal: String { "row-activated" }

    /// `selected-rows-changed`.
    public static var itemSelectionChangedSignal: String { "selected-rows-changed" }

    /// A new `ListBoxRow` whose child is `widget`, or `widget` when it is a `ListBoxRow`.
    public static func makeItemRow(holding widget: Widget) -> ListBoxRow {
        // A row widget that is a row already (libadwaita's action and expander rows) is the
        // row itself, as `gtk_list_box_insert` does.
        if let row = widget as? ListBoxRow { return row }
        let row = ListBoxRow()
        row.child = widget
        return row
    }

    /// Inserts `row` at `position`.
    public func insertItemRow(_ row: ListBoxRow, at position: Int) {
        insert(row, position: position)
    }

    /// Removes `row`.
    public func removeItemRow(_ row: ListBoxRow) {
        remove(row)
    }

    /// The list box's row at `position`.
    public func itemRow(at position: Int) -> ListBoxRow? {
        row(at: position)
    }

    /// The row's `index`.
    public func position(ofItemRow row: ListBoxRow) -> Int {
        row.index
    }

    /// The row's `isSelected`.
    public func isItemRowSelected(_ row: ListBoxRow) -> Bool {
        row.isSelected
    }
}

extension FlowBox: ItemBox {
    /// `FlowBox`.
    public static var itemBoxName: String { "FlowBox" }

    /// `child-activated`.
    public static var itemActivatedSignal: String { "child-activated" }

    /// `selected-children-changed`.
    public static var itemSelectionChangedSignal: String { "selected-children-changed" }

    /// A new `FlowBoxChild` whose child is `widget`, or `widget` when it is a `FlowBoxChild`.
    public static func makeItemRow(holding widget: Widget) -> FlowBoxChild {
        // A row widget that is a child already is the child itself.
        if let child = widget as? FlowBoxChild { return child }
        let child = FlowBoxChild()
        child.child = widget
        return child
    }

    /// Inserts `row` at `position`.
    public func insertItemRow(_ row: FlowBoxChild, at position: Int) {
        insert(row, position: position)
    }

    /// Removes `row`.
    public func removeItemRow(_ row: FlowBoxChild) {
        remove(row)
    }

    /// The flow box's child at `position`.
    public func itemRow(at position: Int) -> FlowBoxChild? {
        child(at: position)
    }

    /// The child's `index`.
    public func position(ofItemRow row: FlowBoxChild) -> Int {
        row.index
    }

    /// The child's `isSelected`.
    public func isItemRowSelected(_ row: FlowBoxChild) -> Bool {
        row.isSelected
    }
}
