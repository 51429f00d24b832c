import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// What an `rx.items` binding keeps for a list view, grid view or drop-down: a
/// ``SwiftListModel`` of the elements, the model the widget shows (a selection model over it,
/// or the model itself), and the factory of its rows (or, for a column view, the factories of
/// its columns' cells: ``RowFactory``s).
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
    /// Arrays that arrived while GTK was running rows' callbacks, to show once it is done.
    private var deferred: [[Element]] = []
    private var isDeferralScheduled = false
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

    /// Shows `elements`: at once, unless GTK is setting up, binding, unbinding or tearing down
    /// rows (a row's `bind` made the source emit), when GTK must not be told of changes; the
    /// array then waits, after any other waiting one, until GTK is done.
    func update(_ elements: [Element]) {
        guard !isEnded else { return }
        if RowCallbacks.depth > 0 || !deferred.isEmpty {
            deferred.append(elements)
            scheduleDeferred()
            return
        }
        apply(elements)
    }

    private func apply(_ elements: [Element]) {
        aroundUpdate { model.update(elements) }
        if model.lastUpdateChangedCount > 0 {
            refreshers.forEach { $0() }
        }
    }

    /// Shows the waiting arrays, in order, from the main loop (where GTK runs no row callback).
    private func scheduleDeferred() {
        guard !isDeferralScheduled else { return }
        isDeferralScheduled = true
        _ = MainScheduler.asyncInstance.schedule(()) { [weak self] _ in
            MainActor.assumeIsolated { self?.applyDeferred() }
            return Disposables.create()
        }
    }

    private func applyDeferred() {
        isDeferralScheduled = false
        var waiting = deferred
        deferred = []
        while !waiting.isEmpty && !isEnded {
            if RowCallbacks.depth > 0 {
                // Run from within a row callback after all: wait for the next iteration.
                deferred = waiting + deferred
                scheduleDeferred()
                return
            }
            // Arrays that arrive while one is shown (rows bound meanwhile) wait behind the rest.
            apply(waiting.removeFirst())
            if !deferred.isEmpty {
                waiting += deferred
                deferred = []
            }
        }
    }

    /// Takes the model and factory out of the view (GTK unbinds and tears down the rows),
    /// releasing every row's bag, and ignores later updates.
    func end() {
        isEnded = true
        deferred = []
        companionSubscriptions.forEach { $0.dispose() }
        companionSubscriptions = []
        if currentModel() === shownModel {
            attach(nil, nil)
        }
        releaseRows()
    }
}
