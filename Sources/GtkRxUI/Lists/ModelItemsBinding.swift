import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// What an `rx.items` binding keeps for a list view, grid view or drop-down: a
/// ``SwiftListModel`` of the elements, the model the widget shows (a selection model over it,
/// or the model itself), and the factory of its rows (or, for a column view, the factories of
/// its columns' cells: ``RowFactory``s).
///
/// When arrays are applied: each array is a whole state, so the arrays of one turn of the main
/// loop are applied as the latest of them, once. An array that arrives waits (replacing any
/// array waiting already) and is applied at the end of the turn, from a GLib source at
/// `G_PRIORITY_HIGH_IDLE`: after the events and sources of the default priority, before GTK's
/// layout and drawing (`GDK_PRIORITY_RESIZE`, `GDK_PRIORITY_REDRAW`), so the next frame shows
/// it. A burst of arrays in one turn costs one diff and one update of GTK's rows. Arrays that
/// arrive while the source subscribes (a `BehaviorRelay`'s value, `Observable.just`) are
/// applied at once, so the widget starts with them.
///
/// GtkRx's own reads see the latest array at once: they apply a waiting array first (the
/// model's ``SwiftListModel/elements``, `count` and `element(at:)`, the views' `itemModel`,
/// which `rx.selectedID`, `rx.selectedIDs`, `scrollTo` and the selection events read, and the
/// drop-downs' choice by id). GTK's reads of the model through `GListModel` (and GObject calls
/// on the widget's `model` not made through these) answer what GTK has been told: the waiting
/// array only once it is applied. Nothing is applied while GTK runs rows' callbacks
/// (`RowCallbacks`: a row's `bind` made the source emit), when GTK must not be told of changes:
/// the array then waits for a later turn.
@MainActor
final class ModelItemsBinding<Element> {
    let model: SwiftListModel<Element>
    /// The model the widget shows: `model`, or a selection model over it.
    let shownModel: any ListModel
    /// The factory put into the widget (`nil` for a column view, whose columns have theirs).
    private let factory: ListItemFactory?
    /// Releases the bags of every bound row.
    private let releaseRows: @MainActor () -> Void
    /// Puts a model and a factory into the widget (both `nil`: takes them out), while the
    /// widget exists.
    private let attach: @MainActor ((any ListModel)?, ListItemFactory?) -> Void
    /// The model the widget shows now, while it exists.
    private let currentModel: @MainActor () -> (any ListModel)?
    private let name: String
    private var isEnded = false
    /// Subscriptions started with the binding and disposed with it (filter and sort inputs, a
    /// sectioned list's guard of its headers).
    private let companions: [@MainActor () -> Disposable]
    private var companionSubscriptions: [Disposable] = []
    /// Tell the filter and sorter between the model and the widget that elements changed
    /// (a changed element keeps its item, so GTK is not told through `items-changed`).
    private let refreshers: [@MainActor () -> Void]
    /// The latest array that arrived and is not applied yet.
    private var waiting: [Element]?
    /// Whether a one-shot source will apply `waiting`.
    private var isFlushScheduled = false
    /// Whether an array is being applied (a read meanwhile applies no other array).
    private var isApplying = false
    /// Whether the source of arrays is being subscribed (its first arrays are applied at once).
    private var isSubscribing = false
    /// Runs an update of the model (the closure it is given), doing what the widget needs
    /// around it (a drop-down settles its choice after it).
    private let aroundUpdate: @MainActor (() -> Void) -> Void

    init(
        name: String, model: SwiftListModel<Element>, shownModel: any ListModel,
        attach: @escaping @MainActor ((any ListModel)?, ListItemFactory?) -> Void,
        currentModel: @escaping @MainActor () -> (any ListModel)?,
        factory: ListItemFactory?, releaseRows: @escaping @MainActor () -> Void,
        companions: [@MainActor () -> Disposable] = [],
        refreshers: [@MainActor () -> Void] = [],
        aroundUpdate: @escaping @MainActor (() -> Void) -> Void = { $0() }
    ) {
        self.aroundUpdate = aroundUpdate
        self.companions = companions
        self.refreshers = refreshers
        self.name = name
        self.model = model
        self.shownModel = shownModel
        self.attach = attach
        self.currentModel = currentModel
        self.factory = factory
        self.releaseRows = releaseRows
    }

    /// Starts the companions, then puts the model and factory into the widget (so that the
    /// companions' handlers on the model run before those of the widget's observers).
    func start() {
        companionSubscriptions = companions.map { $0() }
        attach(shownModel, factory)
    }

    /// Subscribes the source through `subscribe`: the arrays it emits meanwhile are applied at
    /// once (unless GTK runs rows' callbacks), so that the widget starts with them.
    func subscribing<Result>(_ subscribe: () -> Result) -> Result {
        isSubscribing = true
        defer { isSubscribing = false }
        return subscribe()
    }

    /// Shows `elements`: it waits, replacing any array waiting already, and is applied at the
    /// end of the main loop's turn (see ``ModelItemsBinding``), or when GtkRx reads the
    /// model first.
    func update(_ elements: [Element]) {
        guard !isEnded else { return }
        if isSubscribing && RowCallbacks.depth == 0 {
            waiting = nil
            apply(elements)
            return
        }
        if waiting == nil {
            registerFlush(true)
        }
        waiting = elements
        scheduleFlush()
    }

    /// Applies the waiting array, if any, unless GTK runs rows' callbacks now or an array is
    /// being applied (a read from a handler of its changes: the array that arrived meanwhile
    /// waits for the end of the turn).
    func flush() {
        guard RowCallbacks.depth == 0, !isApplying, let elements = waiting else { return }
        waiting = nil
        registerFlush(false)
        apply(elements)
    }

    /// Makes the reads that must see the latest array apply the waiting one first, or stops
    /// them doing so once none waits: the model's Swift reads (its `pendingFlush`) and those
    /// through the shown model (``WaitingArrays``). Registered only while an array waits, so
    /// that a read costs nothing more otherwise.
    private func registerFlush(_ isWaiting: Bool) {
        if isWaiting {
            let flush: @MainActor () -> Void = { [weak self] in self?.flush() }
            model.pendingFlush = flush
            WaitingArrays.flushes[ObjectIdentifier(shownModel)] = flush
        } else {
            model.pendingFlush = nil
            WaitingArrays.flushes[ObjectIdentifier(shownModel)] = nil
        }
    }

    private func apply(_ elements: [Element]) {
        isApplying = true
        defer { isApplying = false }
        aroundUpdate { model.update(elements) }
        if model.lastUpdateChangedCount > 0 {
            refreshers.forEach { $0() }
        }
    }

    /// Applies the waiting array at the end of this turn of the main loop: from a source at
    /// `G_PRIORITY_HIGH_IDLE` (see ``ModelItemsBinding``); while GTK runs rows' callbacks
    /// (a nested main loop in one), at the end of a later turn.
    private func scheduleFlush() {
        guard !isFlushScheduled else { return }
        isFlushScheduled = true
        OneShotSource.add(priority: OneShotSource.highIdlePriority, name: "GtkRx rx.items update") {
            [weak self] in
            guard let self else { return }
            isFlushScheduled = false
            guard waiting != nil, !isEnded else { return }
            if RowCallbacks.depth > 0 {
                scheduleFlush()
                return
            }
            flush()
        }
    }

    /// Takes the model and factory out of the view (GTK unbinds and tears down the rows),
    /// releasing every row's bag, and ignores later updates.
    func end() {
        isEnded = true
        if waiting != nil {
            waiting = nil
            registerFlush(false)
        }
        companionSubscriptions.forEach { $0.dispose() }
        companionSubscriptions = []
        if currentModel() === shownModel {
            attach(nil, nil)
        }
        releaseRows()
    }
}

/// The bindings holding back an array, by the model their widget shows (which each binding
/// keeps, so its identifier is not reused while it is here): reads of a widget's model apply
/// its waiting array first.
@MainActor
package enum WaitingArrays {
    static var flushes: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// Applies the array an `rx.items` binding holds back for the widget showing `shownModel`,
    /// if any (unless GTK runs rows' callbacks now), so that a read of the model that follows
    /// sees the latest array.
    package static func flush(shownBy shownModel: (any ListModel)?) {
        guard !flushes.isEmpty, let shownModel,
            let flush = flushes[ObjectIdentifier(shownModel)]
        else { return }
        flush()
    }
}
