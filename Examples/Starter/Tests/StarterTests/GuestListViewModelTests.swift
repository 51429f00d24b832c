import GtkRxCore
import GtkRxTest
import StarterCore
import XCTest

/// The view model alone, under virtual time: no GTK, no display.
final class GuestListViewModelTests: XCTestCase {
    func testTypingAndAddingUnderVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let name = scheduler.createHotObservable([
            .next(150, ""), .next(210, "B"), .next(220, "Bo"), .next(240, " ada lovelace "),
            .next(260, "Grace"),
        ])
        let addRequests = scheduler.createHotObservable([
            .next(215, ()), .next(230, ()), .next(250, ()), .next(270, ()),
        ])
        let viewModel = GuestListViewModel(
            name: name.asObservable(), addRequests: addRequests.asObservable(),
            guests: ["Ada Lovelace"])
        let canAdd = scheduler.createObserver(Bool.self)
        let hint = scheduler.createObserver(String.self)
        let guests = scheduler.createObserver([String].self)
        let added = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = viewModel.canAdd.subscribe(canAdd)
            _ = viewModel.hint.subscribe(hint)
            _ = viewModel.guests.subscribe(guests)
            _ = viewModel.added.subscribe(added)
        }
        scheduler.start()

        // The hot name emitted "" at 150, before the subscription: the first check is at 210.
        XCTAssertEqual(
            canAdd.events,
            [
                .next(210, false), .next(220, true), .next(230, false), .next(260, true),
                .next(270, false),
            ])
        XCTAssertEqual(
            hint.events,
            [
                .next(210, "A name has at least 2 characters"), .next(220, ""),
                .next(230, "Bo is already on the list"),
                .next(240, "ada lovelace is already on the list"), .next(260, ""),
                .next(270, "Grace is already on the list"),
            ])
        // 215: "B" is too short and is ignored; 250: a duplicate is ignored.
        XCTAssertEqual(
            guests.events,
            [
                .next(200, ["Ada Lovelace"]), .next(230, ["Ada Lovelace", "Bo"]),
                .next(270, ["Ada Lovelace", "Bo", "Grace"]),
            ])
        XCTAssertEqual(added.events, [.next(230, "Bo"), .next(270, "Grace")])
        // The adding is subscribed from the start; the checks share one subscription.
        XCTAssertEqual(name.subscriptions, [Subscription(0), Subscription(200)])
    }

    func testNamesAreTrimmedAndComparedWithoutCase() {
        let guests = ["Ada Lovelace"]
        XCTAssertEqual(GuestListViewModel.check("   ", against: guests), .empty)
        XCTAssertEqual(GuestListViewModel.check(" A ", against: guests), .tooShort)
        XCTAssertEqual(
            GuestListViewModel.check("ADA LOVELACE", against: guests), .duplicate("ADA LOVELACE"))
        XCTAssertEqual(
            GuestListViewModel.check("  Alan Turing ", against: guests), .valid("Alan Turing"))
        XCTAssertEqual(GuestListViewModel.check("李白", against: guests), .valid("李白"))
        XCTAssertEqual(GuestListViewModel.check("👨‍👩‍👧", against: guests), .tooShort, "one character")
    }

    func testTheMenuActionsSortAndClearTheList() {
        let viewModel = GuestListViewModel(
            name: .just(""), addRequests: .never(), guests: ["grace", "Alan", "ada"])
        let summaries = BehaviorRelay<String>(value: "")
        let subscription = viewModel.summary.bind(to: summaries)
        XCTAssertEqual(summaries.value, "3 guests")
        viewModel.sort()
        XCTAssertEqual(viewModel.guests.value, ["ada", "Alan", "grace"])
        viewModel.guests.accept(["Bo"])
        XCTAssertEqual(summaries.value, "1 guest")
        viewModel.clear()
        XCTAssertEqual(viewModel.guests.value, [])
        XCTAssertEqual(summaries.value, "No guests yet")
        subscription.dispose()
    }
}
