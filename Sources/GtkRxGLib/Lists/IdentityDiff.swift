import Foundation

/// How a new array of identified elements relates to the old one: where each new element was,
/// and which old elements can stay where they are while the others move around them. Shared by
/// every identity-following list in GtkRx (`rx.items` on list boxes, ``SwiftListModel``).
///
/// Two common cases take no hash table: an empty old array (every element is new), and the same
/// ids in the same order (ids are compared position by position; ``isInPlace``).
package struct IdentityDiff {
    /// The value of ``sources`` for an element that is new.
    package static let new = -1

    /// For each new position, the old position of the element with the same id, or
    /// ``new`` for an element that is new. An old position is used at most once: an id repeated
    /// in the new array matches only its first element.
    package let sources: [Int]
    /// Whether each old position stays: it is kept, and in the longest run of kept elements
    /// whose order did not change.
    package let isStaying: [Bool]
    /// How many new elements repeat an earlier new element's id (each is treated as new).
    package let repeatedCount: Int
    /// Whether the new array has the old one's ids in the same order: every element stays where
    /// it is, and only changed elements need telling.
    package let isInPlace: Bool
    /// The steps the diff took (ids read and compared, table slots visited, steps of the
    /// subsequence's search): a measure of its growth, O(n) for elements mostly in order.
    package let steps: Int

    /// Compares the ids of `oldElements` with those of `newElements`.
    ///
    /// `oldIDsAreUnique` tells that the old ids are known to be all different (the diff that
    /// made `oldElements` found no repeated id): then the same ids in the same order repeat
    /// none either, and need no hashing.
    package init<Element, ID: Hashable>(
        from oldElements: [Element], to newElements: [Element], oldIDsAreUnique: Bool,
        identify: (Element) -> ID
    ) {
        if oldElements.isEmpty {
            // Every element is new: the table only finds repeated ids.
            self.init(matching: [], with: newElements.map(identify))
        } else if oldIDsAreUnique,
            Self.haveSameIDs(oldElements, newElements, identify: identify)
        {
            self.init(
                sources: Array(0..<newElements.count),
                isStaying: [Bool](repeating: true, count: oldElements.count), repeatedCount: 0,
                isInPlace: true, steps: newElements.count)
        } else {
            // The ids first, each read once, so that the hash table below is generic over the
            // id's type alone, and specialized for the common ones.
            self.init(matching: oldElements.map(identify), with: newElements.map(identify))
        }
    }

    private init(
        sources: [Int], isStaying: [Bool], repeatedCount: Int, isInPlace: Bool, steps: Int
    ) {
        self.sources = sources
        self.isStaying = isStaying
        self.repeatedCount = repeatedCount
        self.isInPlace = isInPlace
        self.steps = steps
    }

    /// Old ids in a table, each new id claiming its old position.
    ///
    /// A list's elements reach GtkRx as a generic `Element` whose `ID` the compiler does not
    /// know, so this would run unspecialized, looking generic metadata up in its inner loops;
    /// for the id types below the generic entry point passes to a copy compiled for that type,
    /// whose hashing and comparisons are direct calls.
    @_specialize(where ID == Int)
    @_specialize(where ID == String)
    @_specialize(where ID == Int64)
    @_specialize(where ID == Int32)
    @_specialize(where ID == UInt64)
    @_specialize(where ID == UUID)
    @_specialize(where ID == ObjectIdentifier)
    private init<ID: Hashable>(matching oldIDs: [ID], with newIDs: [ID]) {
        var table = IdentityTable<ID>(capacity: oldIDs.count + newIDs.count)
        for (position, id) in oldIDs.enumerated() {
            table.addOld(id, at: position)
        }
        var sources: [Int] = []
        sources.reserveCapacity(newIDs.count)
        var kept: [Int] = []
        kept.reserveCapacity(min(oldIDs.count, newIDs.count))
        var repeated = 0
        for id in newIDs {
            let (source, isRepeat) = table.claim(id)
            if isRepeat {
                repeated += 1
            }
            sources.append(source)
            if source != Self.new {
                kept.append(source)
            }
        }
        var steps = table.probes
        var isStaying = [Bool](repeating: false, count: oldIDs.count)
        for index in longestIncreasingSubsequence(kept, steps: &steps) {
            isStaying[index] = true
        }
        self.sources = sources
        self.isStaying = isStaying
        self.repeatedCount = repeated
        // Only two empty arrays count as in place here: the caller finds the same ids in the
        // same order of non-empty ones without a table.
        self.isInPlace = oldIDs.isEmpty && newIDs.isEmpty
        self.steps = steps
    }

    /// Whether `old` and `new` have equal ids at every position (compared as read, so that the
    /// usual update, an edit keeping every id in place, copies no id).
    private static func haveSameIDs<Element, ID: Hashable>(
        _ old: [Element], _ new: [Element], identify: (Element) -> ID
    ) -> Bool {
        guard old.count == new.count else { return false }
        for index in old.indices where identify(old[index]) != identify(new[index]) {
            return false
        }
        return true
    }
}
