import GtkRxAdwaita
import GtkRxTest
import XCTest

private struct Size: Identifiable, Equatable {
    let id: Int
    var name: String
}

private struct Contact: Identifiable, Equatable {
    let id: Int
    var name: String
    var address: String
}

/// libadwaita's preference rows with `.rx`: a combo row's choices and selection, an entry
/// row's text, and action and expander rows as the rows of a boxed list.
@MainActor
final class RowsTests: AdwaitaTestCase {
    func testAComboRowsChoicesAndSelection() async throws {
        let row = ComboRow()
        row.title = "Size"
        let list = ListBox()
        list.setCSSClass("boxed-list")
        list.append(row)
        let window = Adw.Window()
        window.content = list
        window.present()
        defer { window.destroy() }
        let sizes = BehaviorRelay(value: [Size(id: 1, name: "S"), Size(id: 2, name: "M")])
        var bag = DisposeBag()
        var live = 0
        sizes.bind(
            to: row.rx.items(makeRow: { Label("") }) { label, size, rowBag in
                label.text = size.name
                live += 1
                Disposables.create { live -= 1 }.disposed(by: rowBag)
            }
        ).disposed(by: bag)
        XCTAssertEqual(row.model?.nItems, 2)

        var indices: [Int?] = []
        var models: [String] = []
        row.rx.selectedIndex.subscribe(onNext: { indices.append($0) }).disposed(by: bag)
        row.rx.modelSelected(Size.self).subscribe(onNext: { models.append($0.name) })
            .disposed(by: bag)
        try GtkTest.wait("the selected choice shown") { labels(in: row).contains("S") }

        row.selected = 1
        XCTAssertEqual(indices, [0, 1])
        XCTAssertEqual(models, ["M"])
        try GtkTest.wait("the new choice shown") { labels(in: row).contains("M") }

        // The selection follows its element by identity when one is added before it.
        sizes.accept([Size(id: 0, name: "XS")] + sizes.value)
        // rx.items applies the array at the end of the turn.
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(row.selected, 2)
        Observable.just(Int?.some(0)).bind(to: row.rx.selectedIndex).disposed(by: bag)
        XCTAssertEqual(row.selected, 0)
        XCTAssertEqual(models.last, "XS")

        bag = DisposeBag()
        GtkTest.pumpUntilIdle()
        XCTAssertNil(row.model, "disposing takes the model out")
        XCTAssertEqual(live, 0)
    }

    func testAnEntryRowsTextIsAControlPropertyWithOneValuePerSet() async throws {
        for row in [EntryRow(), PasswordEntryRow()] {
            row.title = "Username"
            let bag = DisposeBag()
            var texts: [String?] = []
            row.rx.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            try User.type("ada", into: row)
            XCTAssertEqual(texts, ["", "a", "ad", "ada"], "\(row.typeName)")
            // GTK replaces the text in two steps (two `changed`, the text empty between
            // them): one value is emitted per text set, never the empty one between.
            var changes = 0
            let connection = row.connect("changed") { changes += 1 }
            defer { connection.disconnect() }
            row.text = "grace"
            XCTAssertEqual(changes, 2, "the lesson: GTK emits `changed` twice on set")
            XCTAssertEqual(texts, ["", "a", "ad", "ada", "grace"], "\(row.typeName)")
            // A bound text is set (an equal one not again), and not echoed back.
            let bound = PublishSubject<String?>()
            bound.bind(to: row.rx.text).disposed(by: bag)
            bound.onNext("hopper")
            XCTAssertEqual(row.text, "hopper")
            XCTAssertEqual(changes, 4)
            bound.onNext("hopper")
            XCTAssertEqual(changes, 4, "an equal text is not set again")
            GtkTest.pumpUntilIdle()
            XCTAssertEqual(texts, ["", "a", "ad", "ada", "grace"], "\(row.typeName)")
        }
    }

    func testActionAndExpanderRowsAreTheRowsOfABoxedList() async throws {
        let list = ListBox()
        list.setCSSClass("boxed-list")
        list.selectionMode = .none
        let window = Adw.Window()
        window.content = list
        window.present()
        defer { window.destroy() }
        let people = BehaviorRelay(value: [
            Contact(id: 1, name: "Ada", address: "12 Analytical Engine Lane"),
            Contact(id: 2, name: "Grace", address: "1 Compiler Court"),
        ])
        let bag = DisposeBag()
        people.bind(
            to: list.rx.items(makeRow: { ActionRow() }) { row, person, _ in
                row.title = person.name
                row.subtitle = person.address
                row.isActivatable = true
            }
        ).disposed(by: bag)
        var activated: [String] = []
        list.rx.modelActivated(Contact.self).subscribe(onNext: { activated.append($0.name) })
            .disposed(by: bag)

        let rows = list.children.compactMap { $0 as? ActionRow }
        guard rows.count == 2, list.children.count == 2 else {
            return XCTFail("each action row is a row of the list itself: \(list.children)")
        }
        XCTAssertEqual(rows.map(\.title), ["Ada", "Grace"])
        XCTAssertEqual(rows.map(\.subtitle), ["12 Analytical Engine Lane", "1 Compiler Court"])
        XCTAssertTrue(list.hasCSSClass("boxed-list"))
        XCTAssertTrue(rows[1].activate())
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(activated, ["Grace"])

        people.accept([people.value[1]])
        XCTAssertEqual(list.children.compactMap { ($0 as? ActionRow)?.title }, ["Grace"])
        XCTAssertTrue(list.children.first === rows[1], "followed by identity, the row is kept")

        // Expander rows, with a row of their own inside.
        let groups = ListBox()
        groups.setCSSClass("boxed-list")
        Observable.just(["Friends", "Family"]).bind(
            to: groups.rx.items(makeRow: { () -> ExpanderRow in
                let row = ExpanderRow()
                row.addRow(child: ActionRow())
                return row
            }) { row, name, _ in row.title = name }
        ).disposed(by: bag)
        XCTAssertEqual(
            groups.children.compactMap { ($0 as? ExpanderRow)?.title }, ["Friends", "Family"])
    }

    private func labels(in widget: Widget) -> [String] {
        if let label = widget as? Label { return [label.text ?? ""] }
        return widget.children.flatMap { labels(in: $0) }
    }
}
