import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class DataTaskViewModelTests: XCTestCase {
    func testOnlyHTTPAndHTTPSAddressesCanBeFetched() {
        XCTAssertNotNil(DataTaskViewModel.request(for: "https://example.org/data"))
        XCTAssertNotNil(DataTaskViewModel.request(for: "  http://127.0.0.1:8080/  "))
        XCTAssertNil(DataTaskViewModel.request(for: ""))
        XCTAssertNil(DataTaskViewModel.request(for: "example.org"))
        XCTAssertNil(DataTaskViewModel.request(for: "ftp://example.org/file"))
        XCTAssertNil(DataTaskViewModel.request(for: "http://"))
        XCTAssertNil(DataTaskViewModel.request(for: "not a url at all"))
        XCTAssertEqual(
            DataTaskViewModel.request(for: "https://example.org")?.timeoutInterval,
            DataTaskViewModel.timeout)
    }

    func testEveryStateOfAFetch() {
        let scheduler = TestScheduler(initialClock: 0)
        let urlText = scheduler.createHotObservable([
            .next(150, ""), .next(210, "http://a.test/ok"), .next(300, "http://a.test/bad"),
            .next(400, "nonsense"),
        ])
        let taps = scheduler.createHotObservable([
            .next(220, ()), .next(310, ()), .next(410, ()),
        ])
        var requested: [String] = []
        let viewModel = DataTaskViewModel(
            urlText: urlText.asObservable(), fetchRequests: taps.asObservable(),
            fetch: { request in
                requested.append(request.url!.absoluteString)
                if request.url!.path == "/ok" {
                    return scheduler.createColdObservable([
                        .next(20, Data(count: 12)), .completed(20),
                    ])
                    .asObservable()
                }
                return scheduler.createColdObservable([.error(30, URLError(.cannotConnectToHost))])
                    .asObservable()
            }, scheduler: scheduler)
        let canFetch = scheduler.createObserver(Bool.self)
        let isLoading = scheduler.createObserver(Bool.self)
        let outcome = scheduler.createObserver(DataTaskOutcome.self)
        scheduler.scheduleAt(200) {
            _ = viewModel.canFetch.subscribe(canFetch)
            _ = viewModel.isLoading.subscribe(isLoading)
            _ = viewModel.outcome.subscribe(outcome)
        }
        scheduler.start()

        XCTAssertEqual(canFetch.events, [.next(210, true), .next(400, false)])
        XCTAssertEqual(requested, ["http://a.test/ok", "http://a.test/bad"])
        XCTAssertEqual(
            outcome.events,
            [
                .next(241, .success(byteCount: 12)), .next(341, .failure(.unreachable)),
                .next(411, .failure(.invalidAddress)),
            ])
        XCTAssertEqual(
            isLoading.events,
            [
                .next(200, false), .next(220, true), .next(241, false), .next(310, true),
                .next(341, false),
            ])
    }

    func testANewFetchCancelsTheOneInFlight() {
        let scheduler = TestScheduler(initialClock: 0)
        let urlText = scheduler.createHotObservable([.next(205, "http://a.test/")])
        let taps = scheduler.createHotObservable([.next(210, ()), .next(220, ())])
        let replies = [
            scheduler.createColdObservable([.next(50, Data(count: 1)), .completed(50)]),
            scheduler.createColdObservable([.next(50, Data(count: 2)), .completed(50)]),
        ]
        var fetches = 0
        let viewModel = DataTaskViewModel(
            urlText: urlText.asObservable(), fetchRequests: taps.asObservable(),
            fetch: { _ in
                defer { fetches += 1 }
                return replies[fetches].asObservable()
            }, scheduler: scheduler)
        let result = scheduler.start { viewModel.outcome }
        XCTAssertEqual(result.events, [.next(271, .success(byteCount: 2))])
        XCTAssertEqual(replies[0].subscriptions, [Subscription(210, 220)], "cancelled")
        XCTAssertEqual(replies[1].subscriptions, [Subscription(220, 270)])
    }

    func testFailuresAreClassified() {
        XCTAssertEqual(
            DataTaskViewModel.failure(for: URLError(.timedOut)), .timedOut)
        XCTAssertEqual(
            DataTaskViewModel.failure(for: URLError(.cannotConnectToHost)), .unreachable)
        guard case .other(let description) = DataTaskViewModel.failure(for: URLError(.badURL))
        else { return XCTFail("expected .other") }
        XCTAssertFalse(description.isEmpty)
    }
}
