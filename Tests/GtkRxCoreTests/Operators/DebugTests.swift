import GtkRxVirtualTime
import TestHelpers
import XCTest

@testable import GtkRxCore

final class DebugTests: XCTestCase {
    /// The log's lines split into the timestamp and the rest, checking the timestamp's format.
    private func messages(_ lines: [String], file: StaticString = #filePath, line: UInt = #line)
        -> [String]
    {
        lines.map { text in
            guard let match = text.wholeMatch(of: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}: (.*)/)
            else {
                XCTFail("no timestamp in \(text)", file: file, line: line)
                return text
            }
            return String(match.1)
        }
    }

    func testSubscriptionEventsAndDisposalAreLoggedAndEventsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var lines: [String] = []
        let result = scheduler.start {
            xs.debug(
                "numbers", trimOutput: false, file: #file, line: #line, function: #function,
                output: { lines.append($0) })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(
            messages(lines),
            [
                "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
                "numbers -> Event completed", "numbers -> isDisposed",
            ])
    }

    func testErrorsAndDisposalBySubscriberAreLogged() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.error(210, TestError.boom, Int.self)])
        var lines: [String] = []
        let failed = scheduler.start {
            failing.debug(
                "a", trimOutput: false, file: #file, line: #line, function: #function,
                output: { lines.append($0) })
        }
        XCTAssertEqual(failed.events, [.error(210, TestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(
            messages(lines), ["a -> subscribed", "a -> Event error(boom)", "a -> isDisposed"])

        lines = []
        let scheduler2 = TestScheduler(initialClock: 0)
        let endless2 = scheduler2.createHotObservable([.next(210, 1)])
        let disposed = scheduler2.start(disposed: 250) {
            endless2.debug(
                "b", trimOutput: false, file: #file, line: #line, function: #function,
                output: { lines.append($0) })
        }
        XCTAssertEqual(disposed.events, [.next(210, 1)])
        XCTAssertEqual(endless2.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(
            messages(lines), ["b -> subscribed", "b -> Event next(1)", "b -> isDisposed"])
    }

    func testTheDefaultIdentifierIsTheFileLineAndFunction() {
        var lines: [String] = []
        _ = Observable.just(1).debug(
            nil, trimOutput: false, file: "GtkRx/Login.swift", line: 12, function: "bind()",
            output: { lines.append($0) }
        ).subscribe()
        XCTAssertEqual(messages(lines).first, "Login.swift:12 (bind()) -> subscribed")
        XCTAssertEqual(lines.count, 4)
    }

    func testTrimOutputShortensLongEvents() {
        let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
        var lines: [String] = []
        _ = Observable.just(long).debug(
            "t", trimOutput: true, file: #file, line: #line, function: #function,
            output: { lines.append($0) }
        ).subscribe()
        // "next(aaa…zzz)" is 66 characters: its first and last 20 are kept.
        XCTAssertEqual(
            messages(lines)[1],
            "t -> Event next(" + String(repeating: "a", count: 15) + "..."
                + String(repeating: "z", count: 19) + ")")
        XCTAssertEqual(messages(lines)[2], "t -> Event completed")

        lines = []
        _ = Observable.just(long).debug(
            "t", trimOutput: false, file: #file, line: #line, function: #function,
            output: { lines.append($0) }
        ).subscribe()
        XCTAssertEqual(messages(lines)[1], "t -> Event next(\(long))")
    }

    func testThePublicDebugPassesEventsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { xs.debug("DebugTests") }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
