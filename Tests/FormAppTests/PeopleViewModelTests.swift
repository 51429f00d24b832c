import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

final class PeopleViewModelTests: XCTestCase {
    private let few = [
        Person(id: 1, name: "Ada Lovelace", email: "ada@example.org"),
        Person(id: 2, name: "Alan Turing", email: "alan@example.org"),
        Person(id: 3, name: "Grace Hopper", email: "grace@example.org"),
    ]

    func testTheDirectoryIsAThousandDistinctPeopleEveryTime() {
        let people = PeopleDirectory.people()
        XCTAssertEqual(people.count, 1_000)
        XCTAssertEqual(Set(people.map(\.id)).count, 1_000)
        XCTAssertEqual(Set(people.map(\.name)).count, 1_000)
        XCTAssertEqual(Set(people.map(\.email)).count, 1_000)
        XCTAssertEqual(people, PeopleDirectory.people())
        XCTAssertEqual(people[0].name, "Ada Allen")
        XCTAssertEqual(people[0].email, "ada.allen.1@example.org")
    }

    func testTheFilterAppliesCaseInsensitivelyOnceTypingPauses() {
        // A tick is a millisecond: the filter's 250 ms delay is 250 ticks.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let filter = scheduler.createHotObservable([
            .next(300, "g"), .next(400, "GR"), .next(1_000, "turing"), .next(2_000, ""),
        ])
        let viewModel = PeopleViewModel(
            filter: filter.asObservable(), name: .never(), add: .never(), selection: .never(),
            delete: .never(), initial: few, scheduler: scheduler)
        let names = scheduler.start(created: 0, subscribed: 200, disposed: 5_000) {
            viewModel.shown.map { $0.map(\.name) }
        }
        XCTAssertEqual(
            names.events,
            [
                .next(200, few.map(\.name)), .next(650, ["Grace Hopper"]),
                .next(1_250, ["Alan Turing"]), .next(2_250, few.map(\.name)),
            ])
    }

    func testAddingPutsANamedPersonFirstAndOnlyWhenTheNameIsNotBlank() {
        let scheduler = TestScheduler(initialClock: 0)
        let name = scheduler.createHotObservable([
            .next(210, "  "), .next(220, "Barbara Liskov"),
        ])
        let add = scheduler.createHotObservable([.next(215, ()), .next(230, ())])
        let viewModel = PeopleViewModel(
            filter: .never(), name: name.asObservable(), add: add.asObservable(),
            selection: .never(), delete: .never(), initial: few, scheduler: scheduler)
        let canAdd = scheduler.createObserver(Bool.self)
        let names = scheduler.createObserver([String].self)
        let added = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = viewModel.canAdd.subscribe(canAdd)
            _ = viewModel.shown.map { $0.map(\.name) }.subscribe(names)
            _ = viewModel.added.subscribe(added)
        }
        scheduler.start()
        XCTAssertEqual(canAdd.events, [.next(200, false), .next(220, true)])
        XCTAssertEqual(
            names.events,
            [
                .next(200, few.map(\.name)),
                .next(230, ["Barbara Liskov"] + few.map(\.name)),
            ])
        XCTAssertEqual(added.events, [.next(230, few.count + 1)], "the new person's id, once")
    }

    func testDeletingRemovesWhoIsSelected() {
        let scheduler = TestScheduler(initialClock: 0)
        let selection = scheduler.createHotObservable([
            .next(210, few[1]), .next(230, nil),
        ])
        let delete = scheduler.createHotObservable([.next(220, ()), .next(240, ())])
        let viewModel = PeopleViewModel(
            filter: .never(), name: .never(), add: .never(),
            selection: selection.asObservable().map { $0 }, delete: delete.asObservable(),
            initial: few, scheduler: scheduler)
        let canDelete = scheduler.createObserver(Bool.self)
        let selected = scheduler.createObserver(String?.self)
        let ids = scheduler.createObserver([Int].self)
        let added = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = viewModel.added.subscribe(added)
            _ = viewModel.canDelete.subscribe(canDelete)
            _ = viewModel.selectedName.subscribe(selected)
            _ = viewModel.people.map { $0.map(\.id) }.subscribe(ids)
        }
        scheduler.start()
        // Deleting ends the selection; clearing it afterwards changes nothing more.
        XCTAssertEqual(
            canDelete.events, [.next(200, false), .next(210, true), .next(220, false)])
        XCTAssertEqual(
            selected.events, [.next(200, nil), .next(210, "Alan Turing"), .next(220, nil)])
        XCTAssertEqual(ids.events, [.next(200, [1, 2, 3]), .next(220, [1, 3])])
        XCTAssertEqual(added.events, [], "a deletion adds no one")
    }
}

extension LocalizationTests {
    /// The People page's count, through gettext's plural forms in both catalogs.
    func testThePeopleCountIsAPluralInEnglishAndChinese() throws {
        try withLanguage(nil) {
            Localization.setUp()
            XCTAssertEqual(PeoplePage.countText(1), "1 person")
            XCTAssertEqual(PeoplePage.countText(1_000), "1,000 people")
            XCTAssertEqual(PeoplePage.countText(0), "0 people")
        }
        try withLanguage("zh_CN") {
            Localization.setUp()
            XCTAssertEqual(PeoplePage.countText(1), "1 人")
            XCTAssertEqual(PeoplePage.countText(1_000), "1,000 人")
            XCTAssertEqual(tr("Selected: %s"), "已选择：%s")
            XCTAssertEqual(tr("Shown of everyone"), "显示占全部的比例")
        }
    }
}
