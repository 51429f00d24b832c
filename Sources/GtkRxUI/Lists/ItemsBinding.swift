import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// The rows an `rx.items` binding keeps in a list box or flow box, and how a new array of
/// elements updates them.
///
/// Each element has a row: the widget `makeRow` made, in a container row (`ListBoxRow`,
/// `FlowBoxChild`), with the bag its binding put its subscriptions in. With identities, a new
/// array moves, inserts, removes and re-binds only the rows that changed; without, row `i`
/// shows element `i`.
@MainActor
final class ItemsBinding<Element, RowWidget: Widget>: AnyItemsBinding {
    private struct Row {
        let container: Widget
        let widget: RowWidget
        var element: Element
        let bag: DisposeBag
    }

    private let target: ItemsTarget
    private let identity: ElementIdentity<Element>?
    /// Whether the shown elements' ids are known to be all different.
    private var idsAreUnique = true
    private let isSame: ((Element, Element) -> Bool)?
    private let makeRow: @MainActor () -> RowWidget
    private let bind: @MainActor (RowWidget, Element, DisposeBag) -> Void
    private var rows: [Row] = []
    private var isEnded = false

    init(
        target: ItemsTarget, identity: ElementIdentity<Element>?,
        isSame: ((Element, Element) -> Bool)?, makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) {
        self.target = target
        self.identity = identity
        self.isSame = isSame
        self.makeRow = makeRow
        self.bind = bind
    }

    var container: Widget? { target.container }

    var name: String { target.name }

    func element(at index: Int) -> Any? {
        rows.indices.contains(index) ? rows[index].element : nil
    }

    func index(of containerRow: Widget) -> Int? {
        rows.firstIndex { $0.container === containerRow }
    }

    /// Shows `elements`, changing only the rows that differ from the ones shown.
    func update(_ elements: [Element]) {
        if isEnded {
            return
        }
        if let identity {
            updateByIdentity(elements, identity)
        } else {
            updateByPosition(elements)
        }
    }

    /// Removes every row, releasing the rows' bags, and ignores any later update.
    func end() {
        isEnded = true
        for row in rows.reversed() {
            target.remove(row.container)
        }
        rows = []
    }

    private func updateByPosition(_ elements: [Element]) {
        let kept = min(rows.count, elements.count)
        for index in 0..<kept {
            rebindIfChanged(&rows[index], elements[index])
        }
        while rows.count > elements.count {
            target.remove(rows.removeLast().container)
        }
        for index in rows.count..<elements.count {
            let row = newRow(elements[index])
            target.insert(row.container, index)
            rows.append(row)
        }
    }

    private func updateByIdentity(_ elements: [Element], _ identity: ElementIdentity<Element>) {
        let diff = identity.diff(
            from: rows.map(\.element), to: elements, oldIDsAreUnique: idsAreUnique)
        idsAreUnique = diff.repeatedCount == 0
        let sources = diff.sources
        if diff.repeatedCount > 0 {
            reportBadValue(
                "\(target.name).rx.items: \(diff.repeatedCount) element(s) repeat an earlier "
                    + "element's id; each is shown in a row of its own")
        }
        // Out go the rows of vanished ids and the rows to move; what stays is in its final
        // order, so inserting the others by increasing position puts each where it belongs.
        for (index, row) in rows.enumerated().reversed() where !diff.isStaying[index] {
            target.remove(row.container)
        }
        var newRows: [Row] = []
        newRows.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() {
            let source = sources[position]
            if source != IdentityDiff.new {
                var row = rows[source]
                if !diff.isStaying[source] {
                    target.insert(row.container, position)
                }
                rebindIfChanged(&row, element)
                newRows.append(row)
            } else {
                let row = newRow(element)
                target.insert(row.container, position)
                newRows.append(row)
            }
        }
        rows = newRows
    }

    private func newRow(_ element: Element) -> Row {
        let widget = makeRow()
        let bag = DisposeBag()
        bind(widget, element, bag)
        return Row(
            container: target.wrap(widget), widget: widget, element: element, bag: bag)
    }

    private func rebindIfChanged(_ row: inout Row, _ element: Element) {
        if let isSame, isSame(row.element, element) {
            return
        }
        // The row's bag lives as long as the row: emptied, not replaced, so a rebind allocates
        // no bag. Its old subscriptions end before the new ones start, as a new bag's would.
        row.bag.disposeContents()
        row.element = element
        bind(row.widget, element, row.bag)
    }
}
