import Foundation
import GeneratedTestSupport
import GtkRx
import GtkRxTest
import XCTest

/// The generated entry points that hand an object over to GTK (GIR's "transfer full": GTK takes
/// the reference it is given), each called by its own name round after round with every Swift
/// reference dropped: the argument's right after the call, since GTK must hold one of its own,
/// then the result's once it has been used.
///
/// After the rounds and an idle main loop, the live wrappers are back where they were, every
/// object the rounds made has been finalized, and GLib logged no warning and no critical
/// warning. `scripts/memcheck` runs the class under Valgrind with fewer rounds
/// (`GTKRX_OWNERSHIP_ROUNDS`); 1,000 otherwise.
@MainActor
final class OwnershipTransferLeakCycleTests: GtkTestCase {
    // MARK: - Models

    func testSingleSelectionOfModel() async throws {
        try leakCycle { watch in
            let selection = SingleSelection(model: watch(strings()))
            return watch(selection).nItems == 2
        }
    }

    func testFilterListModelOfModelAndFilter() async throws {
        try leakCycle { watch in
            let filtered = FilterListModel(model: watch(strings()), filter: watch(EveryFilter()))
            return watch(filtered).nItems == 2
        }
    }

    func testSortListModelOfModelAndSorter() async throws {
        try leakCycle { watch in
            let sorted = SortListModel(model: watch(strings()), sorter: watch(MultiSorter()))
            return watch(sorted).nItems == 2
        }
    }

    func testNoSelectionOfModel() async throws {
        try leakCycle { watch in
            let selection = NoSelection(model: watch(strings()))
            return watch(selection).nItems == 2
        }
    }

    func testMultiSelectionOfModel() async throws {
        try leakCycle { watch in
            let selection = MultiSelection(model: watch(strings()))
            return watch(selection).nItems == 2
        }
    }

    func testFlattenListModelOfModel() async throws {
        try leakCycle { watch in
            let models = watch(ListStore(itemType: StringList.gType))
            models.append(watch(strings()))
            let flattened = FlattenListModel(model: models)
            return watch(flattened).nItems == 2
        }
    }

    func testSliceListModelOfModel() async throws {
        try leakCycle { watch in
            let slice = SliceListModel(model: watch(strings()), offset: 1, size: 5)
            return watch(slice).nItems == 1
        }
    }

    // MARK: - Filters and sorters

    func testTreeListRowSorterOfSorter() async throws {
        try leakCycle { watch in
            let sorter = TreeListRowSorter(sorter: watch(MultiSorter()))
            return watch(sorter).sorter is MultiSorter
        }
    }

    func testMultiFilterAppend() async throws {
        try leakCycle { watch in
            let filter = watch(AnyFilter())
            filter.append(watch(EveryFilter()))
            return filter.nItems == 1
        }
    }

    func testMultiSorterAppend() async throws {
        try leakCycle { watch in
            let sorter = watch(MultiSorter())
            sorter.append(watch(MultiSorter()))
            return sorter.nItems == 1
        }
    }

    // MARK: - Shortcuts

    func testAlternativeTriggerOfTwoTriggers() async throws {
        try leakCycle { watch in
            let trigger = AlternativeTrigger(
                first: watch(keyTrigger()), second: watch(keyTrigger()))
            return watch(trigger).first is KeyvalTrigger && trigger.second is KeyvalTrigger
        }
    }

    func testShortcutOfTriggerAndAction() async throws {
        try leakCycle { watch in
            let shortcut = Shortcut(
                trigger: watch(keyTrigger()), action: watch(NamedAction(name: "win.close")))
            return watch(shortcut).trigger is KeyvalTrigger && shortcut.action is NamedAction
        }
    }

    func testShortcutControllerAddShortcut() async throws {
        try leakCycle { watch in
            let controller = watch(ShortcutController())
            controller.addShortcut(watch(Shortcut(trigger: nil, action: nil)))
            return controller.nItems == 1
        }
    }

    // MARK: - Layouts and controllers

    func testConstraintLayoutAddGuide() async throws {
        try leakCycle { watch in
            let layout = watch(ConstraintLayout())
            layout.addGuide(watch(ConstraintGuide()))
            return layout.observeGuides()?.nItems == 1
        }
    }

    func testWidgetAddController() async throws {
        let window = try shownWindow()
        defer { close(window) }
        try leakCycle { watch in
            let label = watch(Label("keys"))
            label.addController(watch(EventControllerKey()))
            return show(label, in: window)
        }
    }

    // MARK: - Views

    func testListViewOfModelAndFactory() async throws {
        let window = try shownWindow()
        defer { close(window) }
        try leakCycle { watch in
            let view = ListView(
                model: watch(SingleSelection(model: watch(strings()))),
                factory: watch(SignalListItemFactory()))
            return show(watch(view), in: window) && view.model?.nItems == 2
                && view.factory is SignalListItemFactory
        }
    }

    func testGridViewOfModelAndFactory() async throws {
        let window = try shownWindow()
        defer { close(window) }
        try leakCycle { watch in
            let view = GridView(
                model: watch(NoSelection(model: watch(strings()))),
                factory: watch(SignalListItemFactory()))
            return show(watch(view), in: window) && view.model?.nItems == 2
                && view.factory is SignalListItemFactory
        }
    }

    func testColumnViewOfModel() async throws {
        let window = try shownWindow()
        defer { close(window) }
        try leakCycle { watch in
            let view = ColumnView(model: watch(MultiSelection(model: watch(strings()))))
            view.appendColumn(watch(ColumnViewColumn(title: "Name", factory: nil)))
            return show(watch(view), in: window) && view.model?.nItems == 2
        }
    }

    func testColumnViewColumnOfTitleAndFactory() async throws {
        try leakCycle { watch in
            let column = ColumnViewColumn(title: "Name", factory: watch(SignalListItemFactory()))
            return watch(column).factory is SignalListItemFactory
        }
    }

    /// A list of two strings.
    private func strings() -> StringList { StringList(strings: ["b", "a"]) }

    /// A trigger for Control+Q.
    private func keyTrigger() -> KeyvalTrigger {
        KeyvalTrigger(keyval: Keyval.named("q") ?? 0, modifiers: .controlMask)
    }

    /// A window on screen for the rounds' widgets; the test destroys it with ``close(_:)``.
    private func shownWindow() throws -> Window {
        let window = Window()
        window.setDefaultSize(width: 200, height: 200)
        window.present()
        try GtkTest.wait("the window to map") { window.isMapped }
        return window
    }

    /// Destroys `window`, and runs the main loop until GTK has let it go.
    private func close(_ window: Window) {
        window.destroy()
        GtkTest.pumpUntilIdle()
    }

    /// Shows `widget` as the child of `window` until the main loop is idle (so that GTK lays it
    /// out and a view makes its rows from its model), then takes it out again; whether it was
    /// mapped.
    private func show(_ widget: Widget, in window: Window) -> Bool {
        window.child = widget
        GtkTest.pumpUntilIdle()
        let mapped = widget.isMapped
        window.child = nil
        return mapped
    }
}
