import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// The function `rx.items` returns: given a source of arrays, it fills `target`'s container
/// with a row per element until the returned disposable is disposed.
///
/// It must run on the main thread (as `bind(to:)` and `drive` run it, where `rx.items` was
/// called); the arrays may arrive on any thread and are shown on the main one. A container
/// that has a binding already, or is gone, is reported and left alone.
@MainActor
func itemsSubscription<Source: ObservableType, Element, RowWidget: Widget>(
    _ target: ItemsTarget, identity: ElementIdentity<Element>?,
    isSame: ((Element, Element) -> Bool)?, makeRow: @escaping @MainActor () -> RowWidget,
    bind: @escaping @MainActor (RowWidget, Element, DisposeBag) -> Void
) -> (Source) -> Disposable where Source.Element == [Element] {
    let binding = ItemsBinding(
        target: target, identity: identity, isSame: isSame, makeRow: makeRow, bind: bind)
    let name = target.name
    return { source in
        guard MainThread.isCurrent else {
            reportBadValue("\(name).rx.items: bound off the main thread; nothing was bound")
            return Disposables.create()
        }
        return MainActor.assumeIsolated { MainThreadBound(subscribe(source, binding)) }.value
    }
}

@MainActor
private func subscribe<Source: ObservableType, Element, RowWidget: Widget>(
    _ source: Source, _ binding: ItemsBinding<Element, RowWidget>
) -> Disposable where Source.Element == [Element] {
    guard let container = binding.container else {
        reportBadValue("\(binding.name).rx.items: the \(binding.name) is gone; nothing was bound")
        return Disposables.create()
    }
    guard ItemsRegistry.claim(container, for: binding) else {
        reportBadValue(
            "\(binding.name).rx.items: this \(binding.name) is bound to a sequence already; "
                + "dispose that binding first. This one was ignored")
        return Disposables.create()
    }
    let subscription = source.subscribe(
        Binder(binding) { binding, elements in binding.update(elements) })
    return Disposables.create {
        subscription.dispose()
        MainThread.perform {
            binding.end()
            ItemsRegistry.release(binding)
        }
    }
}
