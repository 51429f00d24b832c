import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// What a row of these tests shows: a header's letter or an item's name.
private protocol Shown {
    var text: String { get }
}

/// A section's header: an initial, its own id.
private struct Initial: Identifiable, Equatable, Shown {
    let id: String
    var text: String { id }
}

private struct Pal: Identifiable, Equatable, Shown {
    let id: Int
    var name: String
    var text: String { name }
}

private typealias PalSection = ItemSection<Initial, Pal>

/// `rx.sections` on a list view: headers as rows of their own kind, above their items, diffed
/// by identity (edits and moves keep the selection), never selected, read as headings.
@MainActor
final class ListViewSectionsTests: GtkTestCase {
    private let ada = Pal(id: 1, name: "Ada")
    private let alan = Pal(id: 2, name: "Alan")
    private let bob = Pal(id: 3, name: "Bob")

    private func show(
        _ source: BehaviorRelay<[PalSection]>, in listView: ListView,
        mode: ListSelectionMode = .single
    ) -> Disposable {
        source.bind(
            to: listView.rx.sections(
                selectionMode: mode, makeHeader: { Label("") },
                bindHeader: { label, initial, _ in label.text = initial.id },
                makeRow: { Label("") }, bind: { label, pal, _ in label.text = pal.name }))
    }

    /// The texts of the rows shown, headers and items, in order.
    private func shownRows(_ listView: ListView) -> [String] {
        User.shownElements(of: listView, as: (any Shown).self).map(\.text)
    }

    func testHeadersAndItemsInOrder() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        let source = BehaviorRelay(value: [
            PalSection(header: Initial(id: "A"), items: [ada, alan]),
            PalSection(header: Initial(id: "B"), items: [bob]),
        ])
        let bag = DisposeBag()
        show(source, in: listView).disposed(by: bag)
        try GtkTest.wait("the rows") { shownRows(listView) == ["A", "Ada", "Alan", "B", "Bob"] }
        XCTAssertEqual(listView.model?.nItems, 5)
        XCTAssertEqual(User.shownElements(of: listView, as: Pal.self), [ada, alan, bob])
        XCTAssertEqual(User.shownElements(of: listView, as: Initial.self).map(\.id), ["A", "B"])
    }

    func testAnEmptySectionShowsItsHeaderAlone() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        let source = BehaviorRelay(value: [
            PalSection(header: Initial(id: "A"), items: []),
            PalSection(header: Initial(id: "B"), items: [bob]),
        ])
        let bag = DisposeBag()
        show(source, in: listView).disposed(by: bag)
        try GtkTest.wait("the rows") { shownRows(listView) == ["A", "B", "Bob"] }
        source.accept([PalSection(header: Initial(id: "B"), items: [])])
        try GtkTest.wait("the header alone") { shownRows(listView) == ["B"] }
        source.accept([])
        try GtkTest.wait("no row") { listView.model?.nItems == 0 }
    }

    func testEditsWithinASectionKeepTheSelection() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        let source = BehaviorRelay(value: [
            PalSection(header: Initial(id: "A"), items: [ada, alan]),
            PalSection(header: Initial(id: "B"), items: [bob]),
        ])
        let bag = DisposeBag()
        show(source, in: listView).disposed(by: bag)
        var told: [Int?] = []
        listView.rx.selectedID(of: Pal.self).subscribe(onNext: { told.append($0) })
            .disposed(by: bag)
        let selection = try XCTUnwrap(listView.model as? SingleSelection)
        let ids = PublishRelay<Int?>()
        ids.bind(to: listView.rx.selectedID(of: Pal.self)).disposed(by: bag)
        ids.accept(1)
        XCTAssertEqual(selection.selected, 1, "Ada's row: below A's header")
        selection.selected = 2
        XCTAssertEqual(told, [nil, 2], "Alan, by the user")
        let selectedItem = try XCTUnwrap(selection.selectedItem)

        // Alan renamed, and Amy put above him: Alan's row keeps its item and selection.
        source.accept([
            PalSection(
                header: Initial(id: "A"),
                items: [ada, Pal(id: 4, name: "Amy"), Pal(id: 2, name: "Alan T.")]),
            PalSection(header: Initial(id: "B"), items: [bob]),
        ])
        try GtkTest.wait("the edit") {
            shownRows(listView) == ["A", "Ada", "Amy", "Alan T.", "B", "Bob"]
        }
        XCTAssertEqual(selection.selected, 3)
        XCTAssertTrue(selection.selectedItem === selectedItem, "the same item, kept")
        XCTAssertEqual(told, [nil, 2], "an edit of the selected item emits nothing")
    }

    func testAnItemMovedToAnotherSectionKeepsItsRowAndSelection() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        let source = BehaviorRelay(value: [
            PalSection(header: Initial(id: "A"), items: [ada, alan]),
            PalSection(header: Initial(id: "B"), items: [bob]),
        ])
        let bag = DisposeBag()
        show(source, in: listView).disposed(by: bag)
        var told: [Int?] = []
        listView.rx.selectedID(of: Pal.self).subscribe(onNext: { told.append($0) })
            .disposed(by: bag)
        let selection = try XCTUnwrap(listView.model as? SingleSelection)
        selection.selected = 4
        XCTAssertEqual(told, [nil, 3])
        let selectedItem = try XCTUnwrap(selection.selectedItem)

        // Bob renamed "Abe" goes to A's section; B's section goes.
        source.accept([
            PalSection(header: Initial(id: "A"), items: [Pal(id: 3, name: "Abe"), ada, alan])
        ])
        try GtkTest.wait("the move") { shownRows(listView) == ["A", "Abe", "Ada", "Alan"] }
        XCTAssertEqual(selection.selected, 1)
        XCTAssertTrue(selection.selectedItem === selectedItem, "the moved item kept its item")
        XCTAssertEqual(told, [nil, 3], "a move of the selected item emits nothing")
        selection.selected = 0
        XCTAssertEqual(selection.selected, 1, "a header refused: back to Abe, where he went")
    }

    func testAHeaderIsNeverSelected() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        let source = BehaviorRelay(value: [
            PalSection(header: Initial(id: "A"), items: [ada, alan]),
            PalSection(header: Initial(id: "B"), items: [bob]),
        ])
        let bag = DisposeBag()
        show(source, in: listView).disposed(by: bag)
        try GtkTest.wait("the rows") { shownRows(listView).count == 5 }
        var told: [Int?] = []
        listView.rx.selectedID(of: Pal.self).subscribe(onNext: { told.append($0) })
            .disposed(by: bag)
        let selection = try XCTUnwrap(listView.model as? SingleSelection)

        // A click on a header is refused, as by GTK for a row that is not selectable.
        XCTAssertThrowsError(try User.selectRow(at: 3, in: listView))
        XCTAssertNil(selection.selectedItem)
        try User.selectRow(at: 4, in: listView)
        XCTAssertEqual(told, [nil, 3])

        // A selection that lands on a header moves off it, on in the direction it went.
        selection.selected = 3
        XCTAssertEqual(selection.selected, 2, "up from Bob over B's header: Alan")
        selection.selected = 0
        XCTAssertEqual(selection.selected, 2, "up onto A's header, with no item above: back")
        selection.selected = Int(UInt32.max)
        selection.selected = 0
        XCTAssertEqual(selection.selected, 1, "onto A's header from no selection: down to Ada")
        // A refused move tells the item selected again; a header is never told.
        let changes = told.reduce(into: [Int?]()) { if $0.last != $1 { $0.append($1) } }
        XCTAssertEqual(changes, [nil, 3, 2, nil, 1])
        Observable.just([3]).bind(to: listView.rx.selection).disposed(by: bag)
        XCTAssertEqual(selection.selected, 4, "positions bound in: past the header, to Bob")

        // A multiple selection unselects the headers.
        let multiple = ListView(model: nil, factory: nil)
        show(source, in: multiple, mode: .multiple).disposed(by: bag)
        let model = try XCTUnwrap(multiple.model)
        _ = model.selectRange(position: 0, nItems: 5, unselectRest: true)
        XCTAssertEqual(model.selectedPositions, [1, 2, 4])
    }

    func testScrollingToAnItemFirstInItsSectionShowsItsHeaderAboveIt() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
        let sections = letters.enumerated().map { index, letter in
            PalSection(
                header: Initial(id: letter),
                items: (0..<3).map { Pal(id: index * 3 + $0, name: "\(letter)\($0)") })
        }
        let bag = DisposeBag()
        show(BehaviorRelay(value: sections), in: listView).disposed(by: bag)
        try GtkTest.wait("the rows") { shownRows(listView).first == "A" }
        // U0: U is the 21st section, of four rows each (its header, then U0).
        XCTAssertEqual(listView.scrollTo(id: 60, of: Pal.self), 81)
        try GtkTest.wait("U's header on top, then U0") {
            shownRows(listView).prefix(2) == ["U", "U0"]
        }
        XCTAssertEqual(listView.scrollTo(id: 61, of: Pal.self), 82)
        try GtkTest.wait("U1 on top") { shownRows(listView).first == "U1" }
    }

    /// Headers in English and in Chinese, read by assistive technologies as headings named
    /// after their text.
    func testHeadersAreHeadingsInEnglishAndChinese() async throws {
        let listView = ListView(model: nil, factory: nil)
        let window = showInScrolledWindow(listView)
        defer { window.destroy() }
        let source = BehaviorRelay(value: [
            PalSection(header: Initial(id: "A"), items: [ada]),
            PalSection(header: Initial(id: "张"), items: [Pal(id: 5, name: "张伟")]),
        ])
        let bag = DisposeBag()
        show(source, in: listView).disposed(by: bag)
        try GtkTest.wait("the rows") { shownRows(listView) == ["A", "Ada", "张", "张伟"] }
        let tree = try accessibilityTree()
        XCTAssertTrue(tree.contains("heading\tA"), tree.joined(separator: "\n"))
        XCTAssertTrue(tree.contains("heading\t张"), tree.joined(separator: "\n"))
        XCTAssertFalse(tree.contains("heading\tAda"), "items are no headings")
    }
}
