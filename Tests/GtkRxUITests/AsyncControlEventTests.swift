import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class AsyncControlEventTests: GtkTestCase {
    func testTapsArriveInAForAwaitLoop() async throws {
        let button = Button(label: "Do something")
        let baseline = Resources.total
        let counter: Task<Int, Never>
        do {
            // Subscribed now; the task owns the stream, which ends when the task does.
            let taps = button.rx.tap.values
            counter = Task { @MainActor in
                var count = 0
                for await _ in taps {
                    count += 1
                    if count == 2 { break }
                }
                return count
            }
        }
        try User.click(button)
        try User.click(button)
        let count = await counter.value
        XCTAssertEqual(count, 2)
        try GtkTest.wait("leaving the loop to dispose the subscription") {
            Resources.total == baseline
        }
    }

    func testCancellingTheLoopDisposesTheSubscription() async throws {
        let entry = Entry()
        let baseline = Resources.total
        let reader: Task<[String?], Never>
        do {
            let texts = entry.rx.text.asDriver().values
            reader = Task { @MainActor in
                var seen: [String?] = []
                for await text in texts {
                    seen.append(text)
                }
                return seen
            }
        }
        try User.type("a", into: entry)
        reader.cancel()
        let seen = await reader.value
        XCTAssertEqual(seen.first, "")
        // The stream may end on another thread; the subscription is then disposed on the main
        // thread, once the loop runs.
        try GtkTest.wait("the subscription to be disposed") { Resources.total == baseline }
    }
}
