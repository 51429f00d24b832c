/// One row of a sectioned list, flattened: a section's header or one of its items. The
/// sections become one array of entries, diffed by ``SectionEntryID`` as `rx.items` diffs
/// elements.
enum SectionEntry<Header: Identifiable, Item: Identifiable> {
    case header(Header)
    case item(Item)

    /// The entries of `sections`: each header followed by its items.
    static func flatten<Section: ListSection>(_ sections: [Section]) -> [SectionEntry]
    where Section.Header == Header, Section.Item == Item {
        var entries: [SectionEntry] = []
        entries.reserveCapacity(sections.reduce(sections.count) { $0 + $1.items.count })
        for section in sections {
            entries.append(.header(section.header))
            for item in section.items {
                entries.append(.item(item))
            }
        }
        return entries
    }

    /// The entry's identity: headers and items apart, so that a header and an item with
    /// equal ids are still two rows.
    var entryID: SectionEntryID<Header.ID, Item.ID> {
        switch self {
        case .header(let header): .header(header.id)
        case .item(let item): .item(item.id)
        }
    }
}

extension SectionEntry where Header: Equatable, Item: Equatable {
    /// Whether the entry shows the same thing as `other` (so its row needs no re-binding).
    func isSame(as other: SectionEntry) -> Bool {
        switch (self, other) {
        case (.header(let a), .header(let b)): a == b
        case (.item(let a), .item(let b)): a == b
        default: false
        }
    }
}

/// The identity of a ``SectionEntry``.
enum SectionEntryID<HeaderID: Hashable, ItemID: Hashable>: Hashable {
    case header(HeaderID)
    case item(ItemID)
}

/// What a row of a sectioned list shows, whatever its types: for the selection and the test
/// kit, which read a row's element as an item type and must see a header as no item.
protocol SectionEntryContent {
    /// Whether the entry is a header.
    var isHeader: Bool { get }
    /// The header or item itself.
    var content: Any { get }
    /// The entry's identity (its ``SectionEntryID``), boxed.
    var key: AnyHashable { get }
}

extension SectionEntry: SectionEntryContent {
    var isHeader: Bool {
        if case .header = self { return true }
        return false
    }

    var key: AnyHashable { AnyHashable(entryID) }

    var content: Any {
        switch self {
        case .header(let header): header
        case .item(let item): item
        }
    }
}

/// `element` as a `Shown`: for an entry of a sectioned list, its header or item.
func unwrapSectionEntry<Shown>(_ element: Any?, as _: Shown.Type) -> Shown? {
    if let entry = element as? any SectionEntryContent {
        return entry.content as? Shown
    }
    return element as? Shown
}
