/// How a new array of identified elements relates to the old one: where each new element was,
/// and which old elements can stay where they are while the others move around them. Shared by
/// every identity-following list in GtkRx (`rx.items` on list boxes, ``SwiftListModel``).
package struct IdentityDiff {
    /// The id of each new element.
    package let ids: [AnyHashable]
    /// For each new position, the old position of the element with the same id, or `nil` for
    /// an element that is new. An old position is used at most once: an id repeated in the new
    /// array matches only its first element.
    package let sources: [Int?]
    /// Whether each old position stays: it is kept, and in the longest run of kept elements
    /// whose order did not change.
    package let isStaying: [Bool]
    /// How many new elements repeat an earlier new element's id (each is treated as new).
    package let repeatedCount: Int

    /// Compares `oldIDs` (`nil` for an old element without identity, which never matches) with
    /// the ids of `newElements`.
    package init<Element>(
        oldIDs: [AnyHashable?], newElements: [Element], identify: (Element) -> AnyHashable
    ) {
        var oldIndexByID: [AnyHashable: Int] = [:]
        oldIndexByID.reserveCapacity(oldIDs.count)
        for (index, id) in oldIDs.enumerated() {
            if let id, oldIndexByID[id] == nil {
                oldIndexByID[id] = index
            }
        }
        var ids: [AnyHashable] = []
        ids.reserveCapacity(newElements.count)
        var sources: [Int?] = []
        sources.reserveCapacity(newElements.count)
        var seen = Set<AnyHashable>()
        seen.reserveCapacity(newElements.count)
        var repeated = 0
        for element in newElements {
            let id = identify(element)
            if !seen.insert(id).inserted {
                repeated += 1
            }
            ids.append(id)
            sources.append(oldIndexByID.removeValue(forKey: id))
        }
        var isStaying = [Bool](repeating: false, count: oldIDs.count)
        for index in longestIncreasingSubsequence(sources.compactMap { $0 }) {
            isStaying[index] = true
        }
        self.ids = ids
        self.sources = sources
        self.isStaying = isStaying
        self.repeatedCount = repeated
    }
}
