/// One `items-changed` signal of an update: `oldRange` of the old elements goes and `newRange`
/// of the new ones comes in its place. Signals are emitted in increasing order, so each one's
/// position in GTK's terms is `newRange.lowerBound` (the changes before it already applied).
package struct ListChange: Equatable, Sendable {
    /// The old positions removed.
    package let oldRange: Range<Int>
    /// The new positions added.
    package let newRange: Range<Int>

    /// A change replacing `oldRange` of the old elements with `newRange` of the new ones.
    package init(old oldRange: Range<Int>, new newRange: Range<Int>) {
        self.oldRange = oldRange
        self.newRange = newRange
    }
}

/// The `items-changed` signals that turn the old elements into the new ones, given an
/// ``IdentityDiff``, found in O(n) time and memory.
///
/// Elements that stay (``IdentityDiff/isStaying``) keep their place; each gap between two of
/// them that lost or gained elements is a change. A moved element is removed from one gap and
/// added to another; the two (and every gap between them) become one change, so that GTK sees
/// the same item leave and come back within one signal, and keeps its row widget and its
/// selection. When the changes are so many that one signal replacing every element from the
/// first change to the last costs GTK less (see ``signalCost``), the plan is that one signal.
package struct ListChangePlan {
    /// What a signal costs GTK beyond the elements it names, in elements: GTK does about a
    /// millisecond of work per `items-changed` on a shown list (relayout, its tree of rows),
    /// against about a microsecond per element of a change.
    package static let signalCost = 1_024

    /// The changes, in increasing position.
    package let changes: [ListChange]
    /// Whether the plan merged its changes into one signal, from the first change to the last.
    package let isMerged: Bool
    /// The steps the plan took (one per element or gap visited): a measure of its growth.
    package let steps: Int

    /// The changes from `oldCount` elements to the new ones, whose old positions are `sources`
    /// (``IdentityDiff/new`` for a new element), the old positions in `isStaying` keeping
    /// their place.
    package init(sources: [Int], isStaying: [Bool], oldCount: Int) {
        var steps = 0
        var gaps: [ListChange] = []
        // The gap holding each old position that goes, and each new position that comes.
        var oldGap = [Int](repeating: -1, count: oldCount)
        var newGap = [Int](repeating: -1, count: sources.count)
        var oldStart = 0
        var newStart = 0
        func closeGap(oldEnd: Int, newEnd: Int) {
            guard oldStart < oldEnd || newStart < newEnd else { return }
            for position in oldStart..<oldEnd {
                oldGap[position] = gaps.count
            }
            for position in newStart..<newEnd {
                newGap[position] = gaps.count
            }
            steps += oldEnd - oldStart + newEnd - newStart
            gaps.append(ListChange(old: oldStart..<oldEnd, new: newStart..<newEnd))
        }
        for (position, source) in sources.enumerated() {
            steps += 1
            if source != IdentityDiff.new && isStaying[source] {
                closeGap(oldEnd: source, newEnd: position)
                oldStart = source + 1
                newStart = position + 1
            }
        }
        closeGap(oldEnd: oldCount, newEnd: sources.count)
        // A moved element joins the gap it leaves and the gap it enters: `reach[g]` is the last
        // gap that gap g must be emitted with.
        var reach = Array(gaps.indices)
        for (position, source) in sources.enumerated()
        where source != IdentityDiff.new && !isStaying[source] {
            steps += 1
            let (first, last) = (
                min(oldGap[source], newGap[position]), max(oldGap[source], newGap[position])
            )
            reach[first] = max(reach[first], last)
        }
        var changes: [ListChange] = []
        var first = 0
        while first < gaps.count {
            var last = reach[first]
            var gap = first
            while gap < last {
                gap += 1
                steps += 1
                last = max(last, reach[gap])
            }
            changes.append(
                ListChange(
                    old: gaps[first].oldRange.lowerBound..<gaps[last].oldRange.upperBound,
                    new: gaps[first].newRange.lowerBound..<gaps[last].newRange.upperBound))
            first = last + 1
        }
        if let first = changes.first, let last = changes.last, changes.count > 1 {
            // One signal from the first change to the last: what stays before and after them
            // stays out of it, so that GTK keeps those rows and the rows it tracks there (the
            // first row shown, the focus, the selection) without searching the new elements
            // for them.
            let span = ListChange(
                old: first.oldRange.lowerBound..<last.oldRange.upperBound,
                new: first.newRange.lowerBound..<last.newRange.upperBound)
            let elementCost = changes.reduce(0) { $0 + $1.oldRange.count + $1.newRange.count }
            let spanCost = Self.signalCost + span.oldRange.count + span.newRange.count
            if spanCost < changes.count * Self.signalCost + elementCost {
                self.changes = [span]
                isMerged = true
            } else {
                self.changes = changes
                isMerged = false
            }
        } else {
            self.changes = changes
            isMerged = false
        }
        self.steps = steps + gaps.count
    }
}
