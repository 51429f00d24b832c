/// A header and its items: the plain ``ListSection``.
///
/// ```swift
/// let sections = [ItemSection(header: Letter("A"), items: [ada, alan])]
/// ```
public struct ItemSection<Header: Identifiable, Item: Identifiable>: ListSection {
    /// The header.
    public var header: Header
    /// The items under the header, in order.
    public var items: [Item]

    /// A section of `items` under `header`.
    public init(header: Header, items: [Item]) {
        self.header = header
        self.items = items
    }
}

extension ItemSection: Equatable where Header: Equatable, Item: Equatable {}

extension ItemSection: Sendable where Header: Sendable, Item: Sendable {}
