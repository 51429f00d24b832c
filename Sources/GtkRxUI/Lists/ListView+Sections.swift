import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: ListView {
    /// Shows a sequence of arrays of sections in the list view: each section's header in a row
    /// of its own, then a row per item, followed by identity as `rx.items` follows elements
    /// (the sections are flattened into one array of headers and items, diffed with the same
    /// linear diff: an edited item keeps its row and selection, and so does an item moved to
    /// another section; a section that comes or goes is its rows inserted or removed).
    ///
    /// GTK 4.8 has no section model: a header is a row of its own kind. `makeHeader` and
    /// `bindHeader` make and fill the widget of a header row, `makeRow` and `bind` those of an
    /// item row (each recycled row makes each kind's widget once, the first time it shows
    /// one); the row's bag is emptied when GTK unbinds the row. A header row sits in a widget
    /// assistive technologies read as a heading, named after the texts of its labels once
    /// bound, and cannot be selected: a click does not select it, and a selection that lands
    /// on one (from the keyboard, or positions bound into `rx.selection`) moves to the nearest
    /// item in the direction it went, or back. `rx.selectedID(of:)` and the other selection
    /// members read items only (`Item`), and positions count the header rows.
    ///
    /// Item ids must differ across all sections, and header ids across headers.
    ///
    /// ```swift
    /// sections.bind(to: listView.rx.sections(
    ///     makeHeader: { Label("") }, bindHeader: { label, letter, _ in label.text = letter.id },
    ///     makeRow: { Label("") }, bind: { label, person, _ in label.text = person.name }
    /// )).disposed(by: bag)
    /// ```
    @MainActor
    public func sections<
        Source: ObservableType, Section: ListSection, HeaderWidget: Widget, RowWidget: Widget
    >(
        selectionMode: ListSelectionMode = .single,
        makeHeader: @escaping @MainActor () -> HeaderWidget,
        bindHeader: @escaping @MainActor (HeaderWidget, Section.Header, DisposeBag) -> Void,
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Section.Item, DisposeBag) -> Void
    ) -> (Source) -> Disposable where Source.Element == [Section] {
        sectionItems(
            base, selectionMode: selectionMode, isSame: nil, makeHeader: makeHeader,
            bindHeader: bindHeader, makeRow: makeRow, bind: bind)
    }

    /// Shows arrays of sections, as `sections(selectionMode:makeHeader:bindHeader:makeRow:bind:)`,
    /// re-binding only the rows whose header or item changed.
    @MainActor
    public func sections<
        Source: ObservableType, Section: ListSection, Header: Identifiable & Equatable,
        Item: Identifiable & Equatable, HeaderWidget: Widget, RowWidget: Widget
    >(
        selectionMode: ListSelectionMode = .single,
        makeHeader: @escaping @MainActor () -> HeaderWidget,
        bindHeader: @escaping @MainActor (HeaderWidget, Header, DisposeBag) -> Void,
        makeRow: @escaping @MainActor () -> RowWidget,
        bind: @escaping @MainActor (RowWidget, Item, DisposeBag) -> Void
    ) -> (Source) -> Disposable
    where Source.Element == [Section], Section.Header == Header, Section.Item == Item {
        sectionItems(
            base, selectionMode: selectionMode,
            isSame: { $0.isSame(as: $1) },
            makeHeader: makeHeader, bindHeader: bindHeader, makeRow: makeRow, bind: bind)
    }
}

/// Makes the binding of `rx.sections` on `view` and the function that subscribes it.
@MainActor
private func sectionItems<
    Source: ObservableType, Section: ListSection, HeaderWidget: Widget, RowWidget: Widget
>(
    _ view: ListView, selectionMode: ListSelectionMode,
    isSame: (
        (SectionEntry<Section.Header, Section.Item>, SectionEntry<Section.Header, Section.Item>)
            -> Bool
    )?,
    makeHeader: @escaping @MainActor () -> HeaderWidget,
    bindHeader: @escaping @MainActor (HeaderWidget, Section.Header, DisposeBag) -> Void,
    makeRow: @escaping @MainActor () -> RowWidget,
    bind: @escaping @MainActor (RowWidget, Section.Item, DisposeBag) -> Void
) -> (Source) -> Disposable where Source.Element == [Section] {
    typealias Entry = SectionEntry<Section.Header, Section.Item>
    let name = "\(type(of: view))"
    let model = SwiftListModel<Entry>([], identity: ElementIdentity { $0.entryID }, isSame: isSame)
    let selection = makeSelection(selectionMode, over: model)
    let rows = RowFactory<Entry, SectionRowBox>(
        name: name, makeRow: { SectionRowBox() },
        configure: { listItem, entry in
            listItem.isSelectable = !entry.isHeader
            listItem.isActivatable = !entry.isHeader
        },
        bind: { box, entry, bag in
            switch entry {
            case .header(let header):
                guard let widget = box.showHeader(makeHeader) as? HeaderWidget else { return }
                bindHeader(widget, header, bag)
                box.heading?.nameAfterLabels()
            case .item(let item):
                guard let widget = box.showItem(makeRow) as? RowWidget else { return }
                bind(widget, item, bag)
            }
        })
    let binding = ModelItemsBinding(
        name: name, model: model, shownModel: selection,
        attach: { [weak view] model, factory in
            view?.itemModel = model as? any SelectionModel
            view?.itemFactory = factory
        },
        currentModel: { [weak view] in view?.itemModel },
        factory: rows.factory, releaseRows: rows.releaseAll,
        companions: [
            { [weak view] in
                guard let view else { return Disposables.create() }
                return keepHeadersUnselected(in: selection, of: model, shownBy: view)
            }
        ])
    let subscribe: (Observable<[Entry]>) -> Disposable = modelItemsSubscription(
        binding, name: name)
    return { source in subscribe(source.asObservable().map { Entry.flatten($0) }) }
}
