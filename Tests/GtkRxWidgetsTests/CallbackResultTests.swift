import GeneratedTestSupport
import GtkRx
import GtkRxTest
import XCTest

/// Generated members whose callback gives C an object or a string it takes over (GIR's
/// transfer full): the closure returns a Swift value, and C gets a reference (or a copy) of
/// its own, so neither side frees what the other still holds.
@MainActor
final class CallbackResultTests: GtkTestCase {
    func testAListBoxBoundToAModelMakesEachRowWithTheClosure() async throws {
        let box = ListBox()
        let names = StringList(strings: ["Ada", "Grace"])
        box.bindModel(names) { item in Label((item as? StringObject)?.string ?? "?") }
        XCTAssertEqual(rowTexts(box.children), ["Ada", "Grace"])
        names.append("Alan")
        names.remove(0)
        XCTAssertEqual(rowTexts(box.children), ["Grace", "Alan"], "the model's changes follow")
    }

    func testAFlowBoxBoundToAModelMakesEachChildWithTheClosure() async throws {
        let box = FlowBox()
        let names = StringList(strings: ["one", "two", "three"])
        box.bindModel(names) { item in Label((item as? StringObject)?.string ?? "?") }
        XCTAssertEqual(rowTexts(box.children), ["one", "two", "three"])
    }

    func testAMapListModelMapsEachItemWithTheClosure() async throws {
        let map = try XCTUnwrap(WrapperChecks.makeInstance(MapListModel.self))
        map.setMapFunc { item in
            StringObject(string: ((item as? StringObject)?.string ?? "").uppercased())
        }
        map.setModel(StringList(strings: ["ada", "grace"]))
        XCTAssertTrue(map.hasMap)
        let mapped = (0..<map.nItems).map { (map.object(position: $0) as? StringObject)?.string }
        XCTAssertEqual(mapped, ["ADA", "GRACE"])
        map.setMapFunc(nil)
        XCTAssertFalse(map.hasMap, "unset")
    }

    func testAScaleShowsTheValueAsTheClosureFormatsIt() async throws {
        let scale = Scale(range: 0...100, step: 1)
        scale.drawsValue = true
        scale.setFormatValueFunc { _, value in "\(Int(value)) items" }
        let window = Window()
        window.child = scale
        window.present()
        defer { window.destroy() }
        scale.value = 42
        try GtkTest.wait("the value shown") { labelTexts(in: scale).contains("42 items") }
    }

    /// Rows made by the closure, models mapped by it: every object C took over is released
    /// with the list, none twice.
    func testObjectsGivenToCAreReleasedOnce() async throws {
        try leakCycle { watch in
            let box = watch(ListBox())
            let names = watch(StringList(strings: ["Ada", "Grace"]))
            box.bindModel(names) { item in watch(Label((item as? StringObject)?.string ?? "")) }
            names.append("Alan")
            let map = watch(try XCTUnwrap(WrapperChecks.makeInstance(MapListModel.self)))
            map.setMapFunc { item in watch(StringObject(string: "\(item === item)")) }
            map.setModel(names)
            let mapped = map.object(position: 2) as? StringObject
            return rowTexts(box.children) == ["Ada", "Grace", "Alan"] && mapped?.string == "true"
        }
    }

    /// The text of each row's (or child's) label, first to last.
    private func rowTexts(_ rows: [Widget]) -> [String] {
        rows.map { row in labelTexts(in: row).first ?? "" }
    }

    /// The texts of the labels in `widget`'s subtree, depth first.
    private func labelTexts(in widget: Widget) -> [String] {
        let own = (widget as? Label).map { [$0.label] } ?? []
        return own + widget.children.flatMap { labelTexts(in: $0) }
    }
}
