import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

private struct Line: Identifiable, Equatable {
    let id: Int
    var text: String
}

/// `scrollTo` on list, grid and column views of 1,000 rows in a 200-pixel scrolled window:
/// the row asked for becomes the first a user sees.
@MainActor
final class ScrollToTests: GtkTestCase {
    private let lines = (0..<1_000).map { Line(id: $0, text: "Line \($0)") }

    private func checkScrolling(
        _ view: some SelectableItemView, firstOfLine: (Int) -> Int = { $0 }
    ) throws {
        let window = showInScrolledWindow(view)
        defer { window.destroy() }
        try GtkTest.wait("the first rows") { User.shownPositions(of: view).first == 0 }
        XCTAssertEqual(view.scrollTo(id: 500, of: Line.self), 500)
        try GtkTest.wait("line 500 on top") {
            User.shownElements(of: view, as: Line.self).first?.id == firstOfLine(500)
        }
        XCTAssertEqual(view.scrollTo(lines[20]), 20, "back up, by element")
        try GtkTest.wait("line 20 on top") {
            User.shownElements(of: view, as: Line.self).first?.id == firstOfLine(20)
        }
        XCTAssertEqual(view.scrollTo(id: 999, of: Line.self), 999)
        try GtkTest.wait("the last line shown, the list scrolled to its end") {
            User.shownElements(of: view, as: Line.self).last?.id == 999
        }
        let adjustment = try XCTUnwrap((view as? Scrollable)?.vadjustment)
        let atTheEnd = adjustment.value
        XCTAssertNil(view.scrollTo(id: 4_000, of: Line.self), "no row shows that id")
        XCTAssertEqual(adjustment.value, atTheEnd, "nothing scrolled")
    }

    func testAListViewScrollsToAnID() async throws {
        let view = ListView(model: nil, factory: nil)
        let bag = DisposeBag()
        Observable.just(lines).bind(
            to: view.rx.items(makeRow: { Label("") }) { label, line, _ in label.text = line.text }
        ).disposed(by: bag)
        try checkScrolling(view)
    }

    func testAGridViewScrollsToTheLineOfAnID() async throws {
        let view = GridView(model: nil, factory: nil)
        view.maxColumns = 4
        view.minColumns = 4
        let bag = DisposeBag()
        Observable.just(lines).bind(
            to: view.rx.items(makeRow: { Label("") }) { label, line, _ in label.text = line.text }
        ).disposed(by: bag)
        try checkScrolling(view) { $0 / 4 * 4 }
    }

    func testAColumnViewScrollsToAnID() async throws {
        let view = ColumnView(model: nil)
        let bag = DisposeBag()
        Observable.just(lines).bind(
            to: view.rx.items(columns: [
                ItemColumn("Text", makeCell: { Label("") }) { label, line, _ in
                    label.text = line.text
                }
            ])
        ).disposed(by: bag)
        try checkScrolling(view)
    }
}
