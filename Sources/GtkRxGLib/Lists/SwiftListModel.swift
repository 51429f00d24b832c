import CGLib

/// A `GListModel` of Swift values: GTK's list widgets show its elements, asking for an item
/// (a ``SwiftListItem``) only for the rows they show, and letting it go when they recycle the
/// row. The array is never copied into GObjects up front.
///
/// ``update(_:)`` replaces the elements and tells GTK the smallest change it finds in
/// `items-changed` signals. Elements that are `Identifiable` (or have an id key path) are
/// followed by identity: one changed element among 100,000 emits one
/// `items-changed(position, 1, 1)`; inserts, deletes and moves emit a signal per run of
/// neighbouring positions. Otherwise element `i` is compared with element `i`. Elements that are
/// `Equatable` count as changed only when they differ; others always count as changed.
///
/// ```swift
/// let model = SwiftListModel(elements: todos)          // Todo: Identifiable & Equatable
/// let listView = ListView(model: SingleSelection(model: model), factory: factory)
/// model.update(todos + [newTodo])                      // items-changed(n, 0, 1)
/// ```
public final class SwiftListModel<Element>: Object, ObjectSubclass, ListModel,
    ListModelImplementation
{
    /// The registered GType, `GtkRxSwiftListModel`, shared by every element type.
    public static var subclassType: SubclassType { swiftListModelType }
    /// The GType of `GtkRxSwiftListModel`.
    public override class var gType: GType { subclassType.gType }

    /// The elements, in order.
    public private(set) var elements: [Element] = []
    /// The items GTK holds, by position; each is released once GTK lets go of it.
    private var items: [WeakListItem] = []
    /// How elements are told apart, when they are followed by identity.
    private var identity: ElementIdentity<Element>?
    /// Whether the elements' ids are known to be all different (as they are after a diff that
    /// found no repeated id).
    private var idsAreUnique = true
    private var isSame: ((Element, Element) -> Bool)?

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
        self.elements = elements
        items = Array(repeating: WeakListItem(), count: elements.count)
        // Not checked here, so that no id is read before the first update needs it.
        idsAreUnique = elements.isEmpty
    }

    /// The number of elements.
    public var count: Int { elements.count }

    /// The element at `position`, or `nil` when out of range.
    public func element(at position: Int) -> Element? {
        elements.indices.contains(position) ? elements[position] : nil
    }

    // MARK: - GListModel

    /// Items are ``SwiftListItem``s.
    public var listItemType: GType { SwiftListItem.gType }

    /// The number of elements.
    public var listItemCount: Int { elements.count }

    /// The item of the element at `position`: the one GTK holds already, or a new one.
    public func listItem(at position: Int) -> Object? {
        guard items.indices.contains(position) else { return nil }
        if let item = items[position].item {
            return item
        }
        let item = SwiftListItem()
        item.element = elements[position]
        items[position] = WeakListItem(item)
        return item
    }

    // MARK: - Updates

    /// Replaces the elements with `newElements`, emitting `items-changed` for what differs:
    /// by identity when the model follows ids (elements repeating an earlier element's id are
    /// reported, and each treated as new), else by position.
    public func update(_ newElements: [Element]) {
        if let identity {
            updateByIdentity(newElements, identity)
        } else {
            updateByPosition(newElements)
        }
    }

    private func isChanged(_ old: Element, _ new: Element) -> Bool {
        guard let isSame else { return true }
        return !isSame(old, new)
    }

    private func updateByPosition(_ newElements: [Element]) {
        let kept = min(elements.count, newElements.count)
        replaceChangedRuns(in: 0..<kept, with: newElements)
        if newElements.count < elements.count {
            let removed = elements.count - newElements.count
            elements.removeLast(removed)
            items.removeLast(removed)
            itemsChanged(position: newElements.count, removed: removed, added: 0)
        } else if newElements.count > elements.count {
            let start = elements.count
            elements.append(contentsOf: newElements[start...])
            items.append(
                contentsOf: repeatElement(WeakListItem(), count: newElements.count - start))
            itemsChanged(position: start, removed: 0, added: newElements.count - start)
        }
    }

    private func updateByIdentity(_ newElements: [Element], _ identity: ElementIdentity<Element>) {
        let diff = identity.diff(from: elements, to: newElements, oldIDsAreUnique: idsAreUnique)
        idsAreUnique = diff.repeatedCount == 0
        if diff.repeatedCount > 0 {
            reportBadValue(
                "SwiftListModel: \(diff.repeatedCount) element(s) repeat an earlier element's "
                    + "id; each is treated as an element of its own")
        }
        if diff.isInPlace {
            // The same ids in the same order: only changed elements need telling.
            replaceChangedRuns(in: 0..<newElements.count, with: newElements)
            return
        }
        if elements.isEmpty {
            // Every element is new: one insertion, and no item until GTK asks for one.
            elements = newElements
            items = Array(repeating: WeakListItem(), count: newElements.count)
            itemsChanged(position: 0, removed: 0, added: newElements.count)
            return
        }
        let oldElements = elements
        let oldItems = items
        // 1. Remove the elements that go or move, in runs, from the end.
        var index = elements.count - 1
        while index >= 0 {
            guard !diff.isStaying[index] else {
                index -= 1
                continue
            }
            var start = index
            while start > 0 && !diff.isStaying[start - 1] {
                start -= 1
            }
            elements.removeSubrange(start...index)
            items.removeSubrange(start...index)
            itemsChanged(position: start, removed: index - start + 1, added: 0)
            index = start - 1
        }
        // 2. What stays is in its final order: insert the others by increasing position, in
        // runs. A moved element keeps its item when it did not change.
        func stays(_ position: Int) -> Bool {
            let source = diff.sources[position]
            return source != IdentityDiff.new && diff.isStaying[source]
        }
        var position = 0
        while position < newElements.count {
            guard !stays(position) else {
                position += 1
                continue
            }
            var end = position
            var runItems: [WeakListItem] = []
            while end < newElements.count && !stays(end) {
                let source = diff.sources[end]
                if source != IdentityDiff.new, !isChanged(oldElements[source], newElements[end]) {
                    runItems.append(oldItems[source])
                } else {
                    runItems.append(WeakListItem())
                }
                end += 1
            }
            elements.insert(contentsOf: newElements[position..<end], at: position)
            items.insert(contentsOf: runItems, at: position)
            itemsChanged(position: position, removed: 0, added: end - position)
            position = end
        }
        // 3. The elements that stayed are where they belong; tell GTK of those that changed.
        replaceChangedRuns(in: 0..<newElements.count, with: newElements, where: stays)
    }

    /// Replaces the elements in `positions` (those `candidate` accepts) that differ from
    /// `newElements`'s, emitting one `items-changed` per run of neighbouring changed positions.
    private func replaceChangedRuns(
        in positions: Range<Int>, with newElements: [Element],
        where candidate: (Int) -> Bool = { _ in true }
    ) {
        func changes(_ position: Int) -> Bool {
            candidate(position) && isChanged(elements[position], newElements[position])
        }
        var position = positions.lowerBound
        while position < positions.upperBound {
            guard changes(position) else {
                position += 1
                continue
            }
            var end = position
            while end < positions.upperBound && changes(end) {
                elements[end] = newElements[end]
                items[end] = WeakListItem()
                end += 1
            }
            itemsChanged(position: position, removed: end - position, added: end - position)
            position = end
        }
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

/// A weak reference to an item GTK may hold.
private struct WeakListItem {
    weak var item: SwiftListItem?

    init(_ item: SwiftListItem? = nil) {
        self.item = item
    }
}

@MainActor
private let swiftListModelType = SubclassType(
    name: "GtkRxSwiftListModel", swiftClass: SwiftListModel<AnyHashable>.self,
    interfaces: [.listModel])
