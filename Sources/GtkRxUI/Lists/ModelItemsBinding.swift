import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// What an `rx.items` binding keeps for a list view, grid view or drop-down: a
/// ``SwiftListModel`` of the elements, the model the widget shows (a selection model over it,
/// or the model itself), and a factory making a row widget once per recycled
/// row (`setup`) and binding an element into it (`bind`), with a bag per bound row that is
/// released when GTK unbinds or tears down the row.
@MainActor
final class ModelItemsBinding<Element, RowWidget: Widget> {
    let model: SwiftListModel<Element>
    /// The model the widget shows: `model`, or a selection model over it.
    let shownModel: any ListModel
    private let factory = SignalListItemFactory()
    /// Puts a model and a factory into the widget (both `nil`: takes them out), while the
    /// widget exists.
    private let attach: @MainActor ((any ListModel)?, ListItemFactory?) -> Void
    /// The model the widget shows now, while it exists.
    private let currentModel: @MainActor () -> (any ListModel)?
    private let name: String
    /// The bag of each bound row, by its `GtkListItem`.
    private var bags: [ObjectIdentifier: DisposeBag] = [:]
    private var isEnded = false

    init(
        name: String, model: SwiftListModel<Element>, shownModel: any ListModel,
        attach: @escaping @MainActor ((any ListModel)?, ListItemFactory?) -> Void,
        currentModel: @escaping @MainActor () -> (any ListModel)?,
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
    ) {
        self.name = name
        self.model = model
        self.shownModel = shownModel
        self.attach = attach
        self.currentModel = currentModel
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

    /// Puts the model and factory into the widget.
    func start() {
        attach(shownModel, factory)
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
        if currentModel() === shownModel {
            attach(nil, nil)
        }
        bags = [:]
    }
}
