/// A section of a sectioned list (`rx.sections` on a list view): a header and the items under
/// it, each with an id of its own, so that a new array of sections is diffed by identity, as
/// `rx.items` diffs elements (an item keeps its row, and its selection, when it moves to
/// another section).
///
/// ``ItemSection`` is the ready-made one; an app's own section type conforms by naming its
/// header and items.
public protocol ListSection {
    /// What the section's header row shows.
    associatedtype Header: Identifiable
    /// What each of the section's rows shows.
    associatedtype Item: Identifiable

    /// The header, shown in a row of its own above the items (never selected).
    var header: Header { get }
    /// The items, in order.
    var items: [Item] { get }
}
