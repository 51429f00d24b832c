import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

private struct Size: Identifiable, Equatable {
    let id: Int
    var name: String
}

@MainActor
final class DropDownItemsTests: GtkTestCase {
    private func labels(in widget: Widget) -> [String] {
        if let label = widget as? Label { return [label.text ?? ""] }
        return widget.children.flatMap { labels(in: $0) }
    }

    func testChoicesSelectionAndTheShownChoice() async throws {
        let dropDown = DropDown(strings: [])
        let window = Window()
        window.child = dropDown
        window.present()
        defer { window.destroy() }
        let sizes = BehaviorRelay(value: [Size(id: 1, name: "S"), Size(id: 2, name: "M")])
        var bag = DisposeBag()
        var live = 0
        sizes.bind(
            to: dropDown.rx.items(makeRow: { Label("") }) { label, size, rowBag in
                label.text = size.name
                live += 1
                Disposables.create { live -= 1 }.disposed(by: rowBag)
            }
        ).disposed(by: bag)
        XCTAssertEqual(dropDown.model?.nItems, 2)

        var indices: [Int?] = []
        var models: [String] = []
        dropDown.rx.selectedIndex.subscribe(onNext: { indices.append($0) }).disposed(by: bag)
        dropDown.rx.modelSelected(Size.self).subscribe(onNext: { models.append($0.name) })
            .disposed(by: bag)
        try GtkTest.wait("the selected choice shown") { labels(in: dropDown).contains("S") }

        dropDown.selected = 1
        XCTAssertEqual(indices, [0, 1])
        XCTAssertEqual(models, ["M"])
        try GtkTest.wait("the new choice shown") { labels(in: dropDown).contains("M") }

        // The selection follows its element by identity when one is added before it.
        sizes.accept([Size(id: 0, name: "XS")] + sizes.value)
        // rx.items applies the array at the end of the turn.
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(dropDown.selected, 2)
        Observable.just(Int?.some(0)).bind(to: dropDown.rx.selectedIndex).disposed(by: bag)
        XCTAssertEqual(models.last, "XS")
        XCTAssertEqual(indices.last, 2, "a bound position is not echoed")

        bag = DisposeBag()
        GtkTest.pumpUntilIdle()
        XCTAssertNil(dropDown.model)
        XCTAssertEqual(live, 0)
    }
}
