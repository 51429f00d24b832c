import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

private struct City: Identifiable, Equatable {
    let id: Int
    var name: String
    var people: Int
}

/// A column view's headers sorting the rows of `rx.items` by their columns' Swift orders, on
/// top of the order of the arrays bound.
@MainActor
final class ColumnSortTests: GtkTestCase {
    func testAColumnsSorterSortsTheBoundRows() async throws {
        var cities = Self.cities
        let (view, window, source, bag) = try showCities()
        defer {
            window.destroy()
            withExtendedLifetime(bag) {}
        }
        func shown() -> [String] { User.shownElements(of: view, as: City.self).map(\.name) }

        // What a click on a header does: GTK's header sorts its column, ascending first.
        let nameColumn = try XCTUnwrap(view.columns?.object(position: 0) as? ColumnViewColumn)
        let peopleColumn = try XCTUnwrap(view.columns?.object(position: 1) as? ColumnViewColumn)
        view.sortByColumn(nameColumn, direction: .ascending)
        try GtkTest.wait("by name") { shown() == ["Bern", "Kyiv", "Oslo", "Rome"] }
        view.sortByColumn(peopleColumn, direction: .descending)
        try GtkTest.wait("by people, most first") { shown() == ["Kyiv", "Rome", "Oslo", "Bern"] }

        // New arrays and edits are sorted too.
        cities.append(City(id: 5, name: "Lima", people: 10_000))
        cities[1].people = 5_000
        source.accept(cities)
        try GtkTest.wait("new and edited rows in their places") {
            shown() == ["Lima", "Bern", "Kyiv", "Rome", "Oslo"]
        }
        view.sortByColumn(nil, direction: .ascending)
        try GtkTest.wait("the bound order again") {
            shown() == ["Oslo", "Bern", "Rome", "Kyiv", "Lima"]
        }
    }

    /// A user's click on a column's header, through the X server (as a person's click
    /// arrives), sorts the rows by that column's Swift order.
    func testClickingAColumnHeaderSortsByItsOrder() async throws {
        let (view, window, _, bag) = try showCities()
        window.title = "ColumnSortTests \(UUID().uuidString)"
        defer {
            window.destroy()
            withExtendedLifetime(bag) {}
        }
        func shown() -> [String] { User.shownElements(of: view, as: City.self).map(\.name) }

        let title = window.title ?? ""
        let name = try headerPoint("Name", of: view, in: window)
        try XKeyboard.press("Button1", inWindowTitled: title, at: name) {
            shown() == ["Bern", "Kyiv", "Oslo", "Rome"]
        }
        let people = try headerPoint("People", of: view, in: window)
        try XKeyboard.press("Button1", inWindowTitled: title, at: people) {
            shown() == ["Bern", "Oslo", "Rome", "Kyiv"]
        }
    }

    /// The cities bound first, in their bound order.
    private static let cities = [
        City(id: 1, name: "Oslo", people: 700), City(id: 2, name: "Bern", people: 130),
        City(id: 3, name: "Rome", people: 2_800), City(id: 4, name: "Kyiv", people: 2_900),
    ]

    /// A shown column view of ``cities`` through `rx.items`, a "Name" and a "People" column
    /// each with its Swift order, once it shows them in their bound order; the bag holds the
    /// binding.
    private func showCities() throws -> (
        ColumnView, Window, BehaviorRelay<[City]>, DisposeBag
    ) {
        let view = ColumnView(model: nil)
        let window = showInScrolledWindow(view)
        let source = BehaviorRelay(value: Self.cities)
        let bag = DisposeBag()
        let columns = [
            ItemColumn<City>("Name", sortedBy: { $0.name < $1.name }, makeCell: { Label("") }) {
                label, city, _ in label.text = city.name
            },
            ItemColumn<City>("People", sortedBy: { $0.people < $1.people }, makeCell: { Label("") })
            {
                label, city, _ in label.text = "\(city.people)"
            },
        ]
        source.bind(to: view.rx.items(columns: columns)).disposed(by: bag)
        try GtkTest.wait("the bound order") {
            User.shownElements(of: view, as: City.self).map(\.name) == [
                "Oslo", "Bern", "Rome", "Kyiv",
            ]
        }
        return (view, window, source, bag)
    }

    /// The middle of the header labelled `text` in `view`, in `window`'s surface's pixels
    /// (where the X server places a click).
    private func headerPoint(_ text: String, of view: ColumnView, in window: Window) throws -> (
        x: Int, y: Int
    ) {
        func find(_ widget: Widget) -> Label? {
            if let label = widget as? Label, label.text == text { return label }
            return widget.children.lazy.compactMap(find).first
        }
        let label = try XCTUnwrap(find(view), "no header labelled \(text)")
        let bounds = try XCTUnwrap(label.computeBounds(target: window))
        let offset = window.surfaceTransform
        return (
            Int(offset.x + bounds.origin.x + bounds.size.width / 2),
            Int(offset.y + bounds.origin.y + bounds.size.height / 2)
        )
    }
}
