import CGLib

/// A `GListModel` of Swift values: GTK's list widgets show its elements, asking for an item
/// (a ``SwiftListItem``) only for the rows they show, and letting it go when they recycle the
/// row. The array is never copied into GObjects up front.
///
/// ``update(_:)`` replaces the elements and tells GTK the smallest change it finds in
/// `items-changed` signals, in O(n) time and memory (finding which elements keep their order
/// takes O(n log n) at worst, for elements mostly reordered). Elements that are `Identifiable`
/// (or have an id key path) are followed by identity: inserts and deletes emit a signal per
/// run of neighbouring positions, a moved element is removed and added in one signal (so GTK
/// keeps its row and selection), and when the signals would be so many that one replacing the
/// elements from the first change to the last costs GTK less, that one is emitted. Otherwise
/// element `i` is compared with element `i`. Elements that are `Equatable` count as changed
/// only when they differ; others always count as changed. A changed element keeps its item
/// and emits no signal: the item's element is replaced and its row re-bound (see
/// ``SwiftListItem/onElementReplaced(_:)``), so that a selection survives edits. A filter or
/// sorter over the model is not told of changed elements: call its `changed` (`rx.items`
/// does).
///
/// ```swift
/// let model = SwiftListModel(elements: todos)          // Todo: Identifiable & Equatable
/// let listView = ListView(model: SingleSelection(model: model), factory: factory)
/// model.update(todos + [newTodo])                      // items-changed(n, 0, 1)
/// model.update(todos)                                  // items-changed(n, 1, 0)
/// ```
public final class SwiftListModel<Element>: Object, ObjectSubclass, ListModel,
    ListModelImplementation
{
    /// The registered GType, `GtkRxSwiftListModel`, shared by every element type.
    public static var subclassType: SubclassType { swiftListModelType }
    /// The GType of `GtkRxSwiftListModel`.
    public override class var gType: GType { subclassType.gType }

    /// The elements, in order: the latest array, any array an `rx.items` binding holds back
    /// for the end of the main loop's turn applied first (see `pendingFlush`).
    public var elements: [Element] {
        pendingFlush?()
        return applied
    }
    /// The elements GTK has been told of (through `items-changed`), in order.
    private var applied: [Element] = []
    /// Applies an array that waits to be applied (an `rx.items` binding coalesces the arrays
    /// of a main-loop turn into one update at its end): called before the Swift reads of the
    /// elements (``elements``, ``count``, ``element(at:)``) and before ``update(_:)``, so that
    /// they see, and follow, the latest array at once. Not called by the `GListModel` functions
    /// (``listItemCount``, ``listItem(at:)``), which answer what GTK has been told. Set only
    /// while an array waits.
    package var pendingFlush: (@MainActor () -> Void)?
    /// The items GTK holds, by position; each is released once GTK lets go of it.
    private var items: [WeakListItem] = []
    /// How elements are told apart, when they are followed by identity.
    private var identity: ElementIdentity<Element>?
    /// Whether the elements' ids are known to be all different (as they are after a diff that
    /// found no repeated id).
    private var idsAreUnique = true
    private var isSame: ((Element, Element) -> Bool)?
    /// Whether an update runs now; updates made meanwhile wait in `queuedUpdates`.
    private var isUpdating = false
    private var queuedUpdates: [[Element]] = []
    /// The items made last, handed again to elements once GTK lets go of them (see
    /// `makeItem`).
    private let pool = ListItemPool()
    /// While GTK is told of an update's changes, what it sees (see ``Emission``).
    private var emission: Emission?
    /// The steps the last update took (ids compared, elements and gaps visited): a measure of
    /// its growth, for tests.
    package private(set) var lastUpdateSteps = 0
    /// How many kept elements the last update changed (each replaced in its item).
    package private(set) var lastUpdateChangedCount = 0
    /// How many items (GObjects) the last update made while GTK was told of it (counted when
    /// the update ends, from ``itemsMade``).
    package private(set) var lastUpdateItemsMade = 0
    /// How many items (GObjects) the model has made, reused ones not counted.
    package private(set) var itemsMade = 0

    /// A model of `elements` compared by position, every kept element counting as changed.
    public convenience init(elements: [Element]) {
        self.init(elements, identity: nil, isSame: nil)
    }

    /// A model of `elements` following them by the identity at `id`.
    public convenience init<ID: Hashable>(
        elements: [Element], id: KeyPath<Element, ID> & Sendable
    ) {
        self.init(elements, identity: ElementIdentity { $0[keyPath: id] }, isSame: nil)
    }

    /// A model of `elements` following them by `identity` when given (else by position),
    /// with `isSame` telling unchanged elements apart when given (else every kept element
    /// counts as changed).
    package convenience init(
        _ elements: [Element], identity: ElementIdentity<Element>?,
        isSame: ((Element, Element) -> Bool)?
    ) {
        self.init()
        self.identity = identity
        self.isSame = isSame
        self.applied = elements
        items = Array(repeating: WeakListItem(), count: elements.count)
        // Not checked here, so that no id is read before the first update needs it.
        idsAreUnique = elements.isEmpty
    }

    /// The number of elements.
    public var count: Int { elements.count }

    /// The element at `position`, or `nil` when out of range.
    public func element(at position: Int) -> Element? {
        let elements = self.elements
        return elements.indices.contains(position) ? elements[position] : nil
    }

    // MARK: - GListModel

    /// Items are ``SwiftListItem``s.
    public var listItemType: GType { SwiftListItem.gType }

    /// The number of elements (while GTK is told of an update's changes, the number it sees).
    public var listItemCount: Int { emission?.count ?? applied.count }

    /// The item of the element at `position`: the one GTK holds already, or a new one.
    public func listItem(at position: Int) -> Object? {
        if let emission, position >= emission.newBoundary {
            // Past the changes GTK was told of: the old element there.
            let old = position - emission.newBoundary + emission.oldBoundary
            guard old < emission.oldElements.count else { return nil }
            if emission.newPositions[old] != IdentityDiff.new {
                return item(at: emission.newPositions[old])
            }
            if let item = emission.oldItems[old].item {
                return item
            }
            // An element on its way out, which no later change keeps.
            return makeItem(emission.oldElements[old])
        }
        guard items.indices.contains(position) else { return nil }
        return item(at: position)
    }

    /// The item of the new element at `position`, made when GTK holds none.
    private func item(at position: Int) -> SwiftListItem {
        if let item = items[position].item {
            return item
        }
        let item = makeItem(applied[position])
        items[position] = WeakListItem(item)
        return item
    }

    /// An item holding `element`: one GTK let go of (see ``ListItemPool``), else a new one.
    ///
    /// GTK takes an item per row scrolled in and lets it go when the row scrolls out. While
    /// GTK is told of an update, it may also ask for the item at every new position and let
    /// each go at once: a list view looking for the rows it tracks (the first row shown, the
    /// focus) among the elements added, a selection model for its selected item, a filter
    /// model filtering what was added. Making and finalizing a GObject and its wrapper for each
    /// cost several times what GTK's own `GListStore` does, which hands out items it holds. An
    /// item nothing else holds can be nobody's row, selection or handler, so it is reused: it
    /// gets the new element, drops its ``SwiftListItem/row`` and any handler of
    /// ``SwiftListItem/onElementReplaced(_:)``, and its earlier position forgets it
    /// (``SwiftListItem/generation``).
    private func makeItem(_ element: Element) -> SwiftListItem {
        if let item = pool.reusableItem() {
            item.reuse(for: element)
            return item
        }
        let item = SwiftListItem()
        item.element = element
        itemsMade += 1
        pool.add(item)
        return item
    }

    // MARK: - Updates

    /// Replaces the elements with `newElements`, emitting `items-changed` for what differs:
    /// by identity when the model follows ids (elements repeating an earlier element's id are
    /// reported, and each treated as new), else by position.
    ///
    /// A changed element that keeps its id (or, by position, its place) keeps its item: the
    /// item's element is replaced and its ``SwiftListItem/onElementReplaced(_:)`` handlers run,
    /// with no `items-changed` for it. An update made while another runs (from a handler of
    /// its signals, or of a replaced element) is applied after it, in order.
    public func update(_ newElements: [Element]) {
        pendingFlush?()
        if isUpdating {
            queuedUpdates.append(newElements)
            return
        }
        isUpdating = true
        lastUpdateSteps = 0
        lastUpdateChangedCount = 0
        let itemsMadeBefore = itemsMade
        apply(newElements)
        var next = 0
        while next < queuedUpdates.count {
            apply(queuedUpdates[next])
            next += 1
        }
        queuedUpdates = []
        isUpdating = false
        lastUpdateItemsMade = itemsMade - itemsMadeBefore
        pool.forgetUnheldElements()
    }

    private func isChanged(_ old: Element, _ new: Element) -> Bool {
        guard let isSame else { return true }
        return !isSame(old, new)
    }

    /// Applies one update, then runs the handlers of the items whose element it replaced.
    private func apply(_ newElements: [Element]) {
        var replaced: [SwiftListItem] = []
        if let identity {
            updateByIdentity(newElements, identity, replacing: &replaced)
        } else {
            updateByPosition(newElements, replacing: &replaced)
        }
        for item in replaced {
            item.tellElementReplaced()
        }
    }

    /// Counts `new` as the element kept at an old `item` when it changed, putting it in the
    /// item GTK holds (if any), which joins `replaced`.
    private func keep(
        _ item: WeakListItem, from old: Element, as new: Element,
        replacing replaced: inout [SwiftListItem]
    ) {
        guard isChanged(old, new) else { return }
        lastUpdateChangedCount += 1
        if let held = item.item {
            held.element = new
            replaced.append(held)
        }
    }

    private func updateByPosition(
        _ newElements: [Element], replacing replaced: inout [SwiftListItem]
    ) {
        let oldCount = applied.count
        let kept = min(oldCount, newElements.count)
        for position in 0..<kept {
            keep(
                items[position], from: applied[position], as: newElements[position],
                replacing: &replaced)
        }
        lastUpdateSteps += kept
        applied = newElements
        if newElements.count < oldCount {
            items.removeLast(oldCount - newElements.count)
            itemsChanged(
                position: newElements.count, removed: oldCount - newElements.count, added: 0)
        } else if newElements.count > oldCount {
            items.append(
                contentsOf: repeatElement(WeakListItem(), count: newElements.count - oldCount))
            itemsChanged(position: oldCount, removed: 0, added: newElements.count - oldCount)
        }
    }

    private func updateByIdentity(
        _ newElements: [Element], _ identity: ElementIdentity<Element>,
        replacing replaced: inout [SwiftListItem]
    ) {
        let diff = identity.diff(from: applied, to: newElements, oldIDsAreUnique: idsAreUnique)
        lastUpdateSteps += diff.steps
        idsAreUnique = diff.repeatedCount == 0
        if diff.repeatedCount > 0 {
            reportBadValue(
                "SwiftListModel: \(diff.repeatedCount) element(s) repeat an earlier element's "
                    + "id; each is treated as an element of its own")
        }
        let oldElements = applied
        if diff.isInPlace {
            // The same ids in the same order: only changed elements need replacing.
            updateByPosition(newElements, replacing: &replaced)
            return
        }
        if oldElements.isEmpty {
            // Every element is new: one insertion, and no item until GTK asks for one.
            applied = newElements
            items = Array(repeating: WeakListItem(), count: newElements.count)
            itemsChanged(position: 0, removed: 0, added: newElements.count)
            return
        }
        // The new items in one pass: a kept element keeps its item, moved or not.
        let oldItems = items
        var newItems: [WeakListItem] = []
        newItems.reserveCapacity(newElements.count)
        var newPositions = [Int](repeating: IdentityDiff.new, count: oldElements.count)
        for (position, source) in diff.sources.enumerated() {
            guard source != IdentityDiff.new else {
                newItems.append(WeakListItem())
                continue
            }
            newPositions[source] = position
            keep(
                oldItems[source], from: oldElements[source], as: newElements[position],
                replacing: &replaced)
            newItems.append(oldItems[source])
        }
        lastUpdateSteps += newElements.count
        let plan = ListChangePlan(
            sources: diff.sources, isStaying: diff.isStaying, oldCount: oldElements.count)
        lastUpdateSteps += plan.steps
        applied = newElements
        items = newItems
        // GTK is told change by change; until it has been told of them all, it sees the new
        // elements up to the end of the change it was told of last, and the old ones after.
        emission = Emission(
            oldElements: oldElements, oldItems: oldItems, newPositions: newPositions)
        for change in plan.changes {
            emission?.newBoundary = change.newRange.upperBound
            emission?.oldBoundary = change.oldRange.upperBound
            itemsChanged(
                position: change.newRange.lowerBound, removed: change.oldRange.count,
                added: change.newRange.count)
        }
        emission = nil
    }

    /// What GTK sees while it is told of an update's changes one by one: the new elements up
    /// to `newBoundary`, then the old ones from `oldBoundary`.
    private struct Emission {
        let oldElements: [Element]
        let oldItems: [WeakListItem]
        /// The new position of each old element kept, or ``IdentityDiff/new``.
        let newPositions: [Int]
        var newBoundary = 0
        var oldBoundary = 0

        /// How many elements GTK sees.
        var count: Int { newBoundary + oldElements.count - oldBoundary }
    }
}

extension SwiftListModel where Element: Equatable {
    /// A model of `elements` compared by position, re-showing only the elements that changed.
    public convenience init(elements: [Element]) {
        self.init(elements, identity: nil, isSame: { $0 == $1 })
    }

    /// A model of `elements` following them by the identity at `id`, re-showing only the
    /// elements that changed.
    public convenience init<ID: Hashable>(
        elements: [Element], id: KeyPath<Element, ID> & Sendable
    ) {
        self.init(
            elements, identity: ElementIdentity { $0[keyPath: id] }, isSame: { $0 == $1 })
    }
}

extension SwiftListModel where Element: Identifiable {
    /// A model of `elements` following them by their `id`, every kept element counting as
    /// changed.
    public convenience init(elements: [Element]) {
        self.init(elements, identity: ElementIdentity { $0.id }, isSame: nil)
    }
}

extension SwiftListModel where Element: Identifiable & Equatable {
    /// A model of `elements` following them by their `id`, re-showing only the elements that
    /// changed.
    public convenience init(elements: [Element]) {
        self.init(elements, identity: ElementIdentity { $0.id }, isSame: { $0 == $1 })
    }
}

/// A reference to an item GTK may hold, for one element, that does not keep it: an item
/// deinitialized, or reused for another element since (its ``SwiftListItem/generation`` moved
/// on), counts as gone. Through the item's ``SwiftListItem/modelReference``, not `weak`, so
/// that items have no side table.
@MainActor
private struct WeakListItem {
    private let held: TargetReference<SwiftListItem>?
    private let generation: Int

    init(_ item: SwiftListItem? = nil) {
        held = item?.modelReference
        generation = item?.generation ?? 0
    }

    /// The item, unless it was finalized or reused for another element.
    var item: SwiftListItem? {
        guard let held = held?.load(), held.generation == generation else { return nil }
        return held
    }
}

@MainActor
private let swiftListModelType = SubclassType(
    name: "GtkRxSwiftListModel", swiftClass: SwiftListModel<AnyHashable>.self,
    interfaces: [.listModel])
