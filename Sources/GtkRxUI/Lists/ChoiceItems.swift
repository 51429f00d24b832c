import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// Makes the binding of `rx.items` on a widget that offers choices from a model through a
/// factory (a drop-down, libadwaita's combo row), and the function that subscribes it:
/// `attach` puts the model and factory into the widget (both `nil`: takes them out) while it
/// exists, and `currentModel` reads the model it shows now. `name` names the widget in
/// reports.
@MainActor
package func choiceItemsSubscription<Source: ObservableType, Element, RowWidget: Widget>(
    name: String, identity: ElementIdentity<Element>?, isSame: ((Element, Element) -> Bool)?,
    makeRow: @escaping @MainActor () -> RowWidget,
    bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void,
    attach: @escaping @MainActor ((any ListModel)?, ListItemFactory?) -> Void,
    currentModel: @escaping @MainActor () -> (any ListModel)?,
    aroundUpdate: @escaping @MainActor (() -> Void) -> Void = { $0() }
) -> (Source) -> Disposable where Source.Element == [Element] {
    let model = SwiftListModel([], identity: identity, isSame: isSame)
    let rows = RowFactory(name: name, makeRow: makeRow, bind: bind)
    let binding = ModelItemsBinding(
        name: name, model: model, shownModel: model, attach: attach,
        currentModel: currentModel, factory: rows.factory, releaseRows: rows.releaseAll,
        aroundUpdate: aroundUpdate)
    return modelItemsSubscription(binding, name: name)
}
