import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// The function `rx.items` on a list view or grid view returns: given a source of arrays, it
/// shows them through `binding` until the returned disposable is disposed.
///
/// It must run on the main thread (as `bind(to:)` and `drive` run it, where `rx.items` was
/// called); the arrays may arrive on any thread and are shown on the main one.
@MainActor
func modelItemsSubscription<Source: ObservableType, Element>(
    _ binding: ModelItemsBinding<Element>, name: String
) -> (Source) -> Disposable where Source.Element == [Element] {
    { source in
        guard MainThread.isCurrent else {
            reportBadValue("\(name).rx.items: bound off the main thread; nothing was bound")
            return Disposables.create()
        }
        return MainActor.assumeIsolated { () -> MainThreadBound<Disposable> in
            binding.start()
            let subscription = binding.subscribing {
                source.subscribe(Binder(binding) { binding, elements in binding.update(elements) })
            }
            return MainThreadBound(
                Disposables.create {
                    subscription.dispose()
                    MainThread.perform { binding.end() }
                })
        }.value
    }
}

/// Makes the binding of `rx.items` on `view` and the function that subscribes it.
@MainActor
func modelItems<Source: ObservableType, Element, RowWidget: Widget>(
    _ view: any ItemListView, selectionMode: ListSelectionMode,
    filter: Observable<(Element) -> Bool>?, order: Observable<(Element, Element) -> Bool>?,
    children: ((Element) -> [Element])? = nil,
    identity: ElementIdentity<Element>?, isSame: ((Element, Element) -> Bool)?,
    makeRow: @escaping @MainActor () -> RowWidget,
    bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
) -> (Source) -> Disposable where Source.Element == [Element] {
    let name = "\(type(of: view))"
    let model = SwiftListModel([], identity: identity, isSame: isSame)
    var shown: any ListModel = model
    if let children {
        shown = TreeListModel(root: model) { item in
            guard let element = (item as? SwiftListItem)?.element(as: Element.self) else {
                return nil
            }
            let elements = children(element)
            return elements.isEmpty
                ? nil : SwiftListModel(elements, identity: identity, isSame: isSame)
        }
    }
    var companions: [@MainActor () -> Disposable] = []
    // A changed element keeps its item, without `items-changed`: the filter and sorter are told.
    var refreshers: [@MainActor () -> Void] = []
    if let filter {
        let customFilter = CustomFilter(matching: { _ in false })
        shown = FilterListModel(model: shown, filter: customFilter)
        refreshers.append { customFilter.changed(.different) }
        companions.append {
            filter.subscribe(
                Binder(customFilter) {
                    (customFilter: CustomFilter, predicate: @escaping (Element) -> Bool) in
                    customFilter.setMatch { item in
                        (item as? SwiftListItem)?.element(as: Element.self).map(predicate) ?? false
                    }
                })
        }
    }
    if let order {
        let sorter = CustomSorter(by: { _, _ in false })
        shown = SortListModel(model: shown, sorter: sorter)
        refreshers.append { sorter.changed(.different) }
        companions.append {
            order.subscribe(
                Binder(sorter) {
                    (sorter: CustomSorter, precedes: @escaping (Element, Element) -> Bool) in
                    sorter.setOrder { first, second in
                        guard let a = (first as? SwiftListItem)?.element(as: Element.self),
                            let b = (second as? SwiftListItem)?.element(as: Element.self)
                        else { return false }
                        return precedes(a, b)
                    }
                })
        }
    }
    let selection = makeSelection(selectionMode, over: shown)
    let rows = RowFactory(
        name: name, treeRows: children != nil, makeRow: makeRow, bind: bind)
    let binding = ModelItemsBinding(
        name: name, model: model, shownModel: selection,
        attach: { [weak view] model, factory in
            view?.itemModel = model as? any SelectionModel
            view?.itemFactory = factory
        },
        currentModel: { [weak view] in view?.itemModel },
        factory: rows.factory, releaseRows: rows.releaseAll, companions: companions,
        refreshers: refreshers)
    return modelItemsSubscription(binding, name: name)
}

/// A selection model of `mode` over `model`. A single selection starts with nothing selected
/// and can be cleared, as in other toolkits' lists.
@MainActor
func makeSelection(_ mode: ListSelectionMode, over model: any ListModel) -> any SelectionModel {
    switch mode {
    case .none:
        return NoSelection(model: model)
    case .single:
        let single = SingleSelection(model: model)
        single.isAutoselect = false
        single.canUnselect = true
        return single
    case .multiple:
        return MultiSelection(model: model)
    }
}
