import CGLib
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

private struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
}

@MainActor
final class ListViewItemsTests: GtkTestCase {
    private var rowsMade = 0
    private var binds: [Int] = []
    /// Subscriptions rows' bindings hold now: one per bound row.
    private var liveRowSubscriptions = 0

    private func todos(_ ids: some Sequence<Int>) -> [Todo] {
        ids.map { Todo(id: $0, title: "\($0)") }
    }

    private func bind(
        _ todos: BehaviorRelay<[Todo]>, to view: some ItemListView,
        selectionMode: ListSelectionMode = .single
    ) -> Disposable {
        todos.bind(
            to: view.rx.items(
                selectionMode: selectionMode,
                makeRow: { () -> Label in
                    self.rowsMade += 1
                    return Label("")
                }
            ) { label, todo, bag in
                self.binds.append(todo.id)
                label.text = todo.title
                self.liveRowSubscriptions += 1
                Disposables.create { self.liveRowSubscriptions -= 1 }.disposed(by: bag)
            })
    }

    func testRowsShowTheElementsAndOnlyAChangedOneRebinds() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        let todos = BehaviorRelay(value: todos(1...5))
        let bag = DisposeBag()
        bind(todos, to: listView).disposed(by: bag)
        try GtkTest.wait("rows") { texts(listView) == ["1", "2", "3", "4", "5"] }
        XCTAssertEqual(binds.sorted(), [1, 2, 3, 4, 5])
        binds = []
        var changed = todos.value
        changed[2].title = "three"
        todos.accept(changed)
        try GtkTest.wait("the changed row") { texts(listView) == ["1", "2", "three", "4", "5"] }
        // The model emits one items-changed(2, 1, 1); GTK 4.8 re-binds the rows from there on,
        // never the ones before.
        XCTAssertEqual(binds.first, 3)
        XCTAssertFalse(binds.contains(1) || binds.contains(2))
        XCTAssertEqual(liveRowSubscriptions, 5)
    }

    func testScrollingRecyclesRowsAndNothingBindsTwice() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        let todos = BehaviorRelay(value: todos(0..<5_000))
        let bag = DisposeBag()
        let binding = bind(todos, to: listView)
        try GtkTest.wait("rows") { texts(listView).first == "0" }
        // GTK 4.8's list view keeps up to 200 rows around what it shows.
        let made = rowsMade
        XCTAssertLessThan(made, 300, "rows are made for what is shown, not for 5,000")
        XCTAssertEqual(liveRowSubscriptions, labels(in: listView).count)

        let scrolled = try XCTUnwrap(listView.parent as? ScrolledWindow)
        let adjustment = scrolled.vadjustment
        for step in 1...20 {
            adjustment.value = adjustment.upper * Double(step) / 20
            GtkTest.pumpUntilIdle()
        }
        try GtkTest.wait("the last rows") { texts(listView).contains("4999") }
        XCTAssertLessThan(rowsMade - made, 50, "scrolled rows are recycled")
        // Each row shows its own item's element, in order, though the items were reused.
        // (GTK keeps the first row, which it tracks for focus, besides the rows shown.)
        let shown = texts(listView).compactMap { Int($0) }.filter { $0 != 0 }
        XCTAssertEqual(shown.last, 4_999)
        XCTAssertEqual(shown, Array((shown.first ?? 0)..<(shown.first ?? 0) + shown.count))
        // GTK let go of the items of the rows scrolled out: the model handed them out again.
        let model = try XCTUnwrap(
            (listView.model as? SingleSelection)?.model as? SwiftListModel<Todo>)
        XCTAssertLessThan(
            model.itemsMade, ListItemPool.capacity + 100,
            "items are reused as rows scroll, not made per row scrolled in")
        XCTAssertGreaterThan(binds.count, 1_000, "recycled rows were re-bound as they scrolled")
        // Every unbound row's bag was released: one live subscription per bound row.
        XCTAssertEqual(liveRowSubscriptions, labels(in: listView).count)

        binding.disposed(by: bag)
        binding.dispose()
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(liveRowSubscriptions, 0)
        XCTAssertNil(listView.model)
    }

    func testSelectionAndActivationEvents() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        let todos = BehaviorRelay(value: todos(1...4))
        let bag = DisposeBag()
        bind(todos, to: listView).disposed(by: bag)
        var selected: [Int] = []
        var selectedModels: [Int] = []
        var selections: [[Int]] = []
        var activated: [Int] = []
        var activatedModels: [String] = []
        listView.rx.itemSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
        listView.rx.modelSelected(Todo.self).subscribe(onNext: { selectedModels.append($0.id) })
            .disposed(by: bag)
        listView.rx.selection.subscribe(onNext: { selections.append($0) }).disposed(by: bag)
        listView.rx.itemActivated.subscribe(onNext: { activated.append($0) }).disposed(by: bag)
        listView.rx.modelActivated(Todo.self).subscribe(onNext: { activatedModels.append($0.title) }
        )
        .disposed(by: bag)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(selections, [[]], "nothing is selected at first")

        let model = try XCTUnwrap(listView.model)
        _ = model.selectItem(position: 2, unselectRest: true)
        XCTAssertEqual(selected, [2])
        XCTAssertEqual(selectedModels, [3])
        XCTAssertEqual(selections, [[], [2]])

        // Bound into the control property: selected, and not echoed.
        Observable.just([1]).bind(to: listView.rx.selection).disposed(by: bag)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(model.selectedPositions, [1])
        XCTAssertEqual(selections, [[], [2]])

        cglib_signal_emit_by_name_int(listView.objectPointer, "activate", 3)
        XCTAssertEqual(activated, [3])
        XCTAssertEqual(activatedModels, ["4"])
    }

    func testMultipleSelectionIsAControlProperty() async throws {
        let listView = ListView(model: nil, factory: nil)
        let todos = BehaviorRelay(value: todos(1...5))
        let bag = DisposeBag()
        bind(todos, to: listView, selectionMode: .multiple).disposed(by: bag)
        var selections: [[Int]] = []
        listView.rx.selection.subscribe(onNext: { selections.append($0) }).disposed(by: bag)
        Observable.just([0, 3, 4]).bind(to: listView.rx.selection).disposed(by: bag)
        GtkTest.pumpUntilIdle()
        let model = try XCTUnwrap(listView.model)
        XCTAssertTrue(model is MultiSelection)
        XCTAssertEqual(model.selectedPositions, [0, 3, 4])
        _ = model.unselectItem(position: 3)
        XCTAssertEqual(selections.last, [0, 4])
    }

    func testGridViewShowsTheElements() async throws {
        let gridView = GridView(model: nil, factory: nil)
        let window = showInScrolledWindow(gridView)
        defer { window.destroy() }
        let todos = BehaviorRelay(value: todos(1...6))
        let bag = DisposeBag()
        bind(todos, to: gridView).disposed(by: bag)
        try GtkTest.wait("cells") { texts(gridView).sorted() == ["1", "2", "3", "4", "5", "6"] }
        todos.accept(Array(todos.value.dropFirst()))
        try GtkTest.wait("one cell fewer") {
            texts(gridView).sorted() == ["2", "3", "4", "5", "6"]
        }
    }

    /// The leak cycle of issue 16, a hundred times: bind 10,000 rows, scroll to the end,
    /// rebind (10,000 new elements, then a new subscription), destroy the window. After each
    /// cycle the live wrappers (``Object/liveWrapperCount``), the live subscriptions
    /// (``Resources/total``, counted in debug builds) and the rows' own subscriptions are back
    /// at the baseline (or lower: what an earlier test left may end meanwhile), and the cycle's
    /// GObjects are finalized: the window, the list view, its selection model, the
    /// ``SwiftListModel``, every row widget made, and the model items the shown rows displayed.
    func testAHundredBindScrollRebindDestroyCyclesReturnToTheBaseline() async throws {
        try checkFinalized(listCycle(), cycle: -1)  // warm-up: GTK's caches, the row factory
        let wrappers = Object.liveWrapperCount
        let subscriptions = Resources.total
        for number in 0..<100 {
            let wrappersBefore = Object.liveWrapperCount
            let subscriptionsBefore = Resources.total
            let record = try listCycle()
            XCTAssertGreaterThan(
                record.subscriptionsWhileBound, subscriptionsBefore, "a debug build counts them")
            XCTAssertGreaterThan(record.wrappersWhileBound, wrappersBefore, "the rows' wrappers")
            try checkFinalized(record, cycle: number)
            guard liveRowSubscriptions == 0 else {
                throw CycleLeak("after cycle \(number): \(liveRowSubscriptions) row subscriptions")
            }
            guard Object.liveWrapperCount <= wrappersBefore else {
                throw CycleLeak(
                    "after cycle \(number): \(Object.liveWrapperCount) live wrappers, "
                        + "\(wrappersBefore) before it")
            }
            guard Resources.total <= subscriptionsBefore else {
                throw CycleLeak(
                    "after cycle \(number): \(Resources.total) live subscriptions, "
                        + "\(subscriptionsBefore) before it")
            }
        }
        XCTAssertLessThanOrEqual(Object.liveWrapperCount, wrappers)
        XCTAssertLessThanOrEqual(Resources.total, subscriptions)
    }

    /// What a leak cycle leaves to check.
    private struct CycleRecord {
        /// Probes on the GObjects the cycle made or showed.
        var probes: [(name: String, probe: FinalizationProbe)] = []
        /// ``Resources/total`` while the rows were bound.
        var subscriptionsWhileBound = 0
        /// ``Object/liveWrapperCount`` while the rows were bound.
        var wrappersWhileBound = 0
    }

    /// Probes on the rows a cycle's factory made (main-actor state the row factory can share).
    private final class MadeRows {
        var probes: [FinalizationProbe] = []
    }

    /// A leak cycle stopped the test.
    private struct CycleLeak: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// One cycle: a list view of 10,000 todos in a small window, scrolled to the end, given
    /// 10,000 other todos, bound anew, and destroyed.
    private func listCycle() throws -> CycleRecord {
        var record = CycleRecord()
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        window.setDefaultSize(width: 200, height: 100)
        let todos = BehaviorRelay(value: todos(0..<10_000))
        let rows = MadeRows()
        let makeRow: @MainActor @Sendable () -> Label = {
            let row = Label("")
            rows.probes.append(FinalizationProbe(row))
            return row
        }
        // Each row shows its title with a suffix from a relay, through an operator: the rows'
        // subscriptions are counted by Resources/total (operators' sinks count, in debug builds).
        let suffix = BehaviorRelay(value: "")
        func bindRows(prefix: String) -> Disposable {
            todos.asObservable().map { $0 }.bind(
                to: listView.rx.items(makeRow: makeRow) { label, todo, bag in
                    suffix.map { prefix + todo.title + $0 }.bind(to: label.rx.text)
                        .disposed(by: bag)
                    self.liveRowSubscriptions += 1
                    Disposables.create { self.liveRowSubscriptions -= 1 }.disposed(by: bag)
                })
        }
        var binding = bindRows(prefix: "")
        try GtkTest.wait("rows") { texts(listView).first == "0" }
        let selection = try XCTUnwrap(listView.model)
        record.probes += [
            ("window", FinalizationProbe(window)), ("list view", FinalizationProbe(listView)),
            ("selection", FinalizationProbe(selection)),
        ]
        if let items = (selection as? SingleSelection)?.model {
            record.probes.append(("list model", FinalizationProbe(items)))
        }

        let adjustment = try XCTUnwrap(listView.parent as? ScrolledWindow).vadjustment
        for step in 1...4 {
            adjustment.value = adjustment.upper * Double(step) / 4
            GtkTest.pumpUntilIdle()
        }
        try GtkTest.wait("the last rows") { texts(listView).contains("9999") }
        // The items behind the rows shown, which GTK holds while it shows them.
        for title in texts(listView) {
            guard let position = UInt32(title) else { continue }
            let item = try XCTUnwrap(
                g_list_model_get_item(OpaquePointer(selection.objectPointer), position))
            let object = item.assumingMemoryBound(to: GObject.self)
            record.probes.append(("item \(title)", FinalizationProbe(Object.wrapper(for: object))))
            g_object_unref(item)
        }
        record.subscriptionsWhileBound = Resources.total
        record.wrappersWhileBound = Object.liveWrapperCount

        todos.accept(self.todos(10_000..<20_000))
        try GtkTest.wait("rebound rows") { texts(listView).contains { $0.hasPrefix("1") } }
        binding.dispose()
        binding = bindRows(prefix: "again ")
        try GtkTest.wait("a new binding's rows") {
            texts(listView).contains { $0.hasPrefix("again") }
        }
        binding.dispose()
        window.destroy()
        record.probes += rows.probes.map { ("row", $0) }
        return record
    }

    /// Runs the loop until it is idle, then throws unless every object the cycle watched has
    /// been finalized.
    private func checkFinalized(_ record: CycleRecord, cycle number: Int) throws {
        GtkTest.pumpUntilIdle()
        let alive = Set(record.probes.filter { !$0.probe.isFinalized }.map(\.name))
        guard alive.isEmpty else {
            throw CycleLeak(
                "after cycle \(number), not finalized: \(alive.sorted().joined(separator: ", "))")
        }
    }
}
