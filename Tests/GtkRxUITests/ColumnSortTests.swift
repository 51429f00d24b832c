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
        let view = ColumnView(model: nil)
        let window = showInScrolledWindow(view)
        defer { window.destroy() }
        var cities = [
            City(id: 1, name: "Oslo", people: 700), City(id: 2, name: "Bern", people: 130),
            City(id: 3, name: "Rome", people: 2_800), City(id: 4, name: "Kyiv", people: 2_900),
        ]
        let source = BehaviorRelay(value: cities)
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
        func shown() -> [String] { User.shownElements(of: view, as: City.self).map(\.name) }
        try GtkTest.wait("the bound order") { shown() == ["Oslo", "Bern", "Rome", "Kyiv"] }

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
}
