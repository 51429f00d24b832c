import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// What an `rx.items` binding keeps for a list view or grid view: a ``SwiftListModel`` of the
/// elements, the selection model over it, and a factory making a row widget once per recycled
/// row (`setup`) and binding an element into it (`bind`), with a bag per bound row that is
/// released when GTK unbinds or tears down the row.
@MainActor
final class ModelItemsBinding<Element, RowWidget: Widget> {
    let model: SwiftListModel<Element>
    let selection: any SelectionModel
    private let factory = SignalListItemFactory()
    private weak var view: (any ItemListView)?
    private let name: String
    /// The bag of each bound row, by its `GtkListItem`.
    private var bags: [ObjectIdentifier: DisposeBag] = [:]
    private var isEnded = false

    init(
        view: any ItemListView, name: String, model: SwiftListModel<Element>,
        selectionMode: ListSelectionMode, makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) {
        self.view = view
        self.name = name
        self.model = model
        switch selectionMode {
        case .none: selection = NoSelection(over: model)
        case .single:
            // As in other toolkits' lists: nothing is selected until the user (or a binding)
            // selects, and a selection can be cleared.
            let single = SingleSelection(over: model)
            single.isAutoselect = false
            single.canUnselect = true
            selection = single
        case .multiple: selection = MultiSelection(over: model)
        }
        factory.onSetup { listItem in
            (listItem as? ListItem)?.child = makeRow()
        }
        factory.onBind { [weak self] listItem in
            guard let self, let listItem = listItem as? ListItem else { return }
            guard let row = listItem.child as? RowWidget,
                let element = (listItem.item as? SwiftListItem)?.element(as: Element.self)
            else {
                reportBadValue("\(name).rx.items: a row has no \(Element.self) to show; left empty")
                return
            }
            let bag = DisposeBag()
            bags[ObjectIdentifier(listItem)] = bag
            bind(row, element, bag)
        }
        factory.onUnbind { [weak self] listItem in
            self?.bags[ObjectIdentifier(listItem)] = nil
        }
        factory.onTeardown { [weak self] listItem in
            self?.bags[ObjectIdentifier(listItem)] = nil
            (listItem as? ListItem)?.child = nil
        }
    }

    /// The number of rows bound now, each with a bag of its own.
    var boundRowCount: Int { bags.count }

    /// Puts the model and factory into the view.
    func start() {
        view?.itemModel = selection
        view?.itemFactory = factory
    }

    /// Shows `elements`.
    func update(_ elements: [Element]) {
        guard !isEnded else { return }
        model.update(elements)
    }

    /// Takes the model and factory out of the view (GTK unbinds and tears down the rows),
    /// releasing every row's bag, and ignores later updates.
    func end() {
        isEnded = true
        if let view, view.itemModel === selection {
            view.itemModel = nil
            view.itemFactory = nil
        }
        bags = [:]
    }
}
