import CGLib
import CGtk
import Dispatch
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// `DispatchQueue.main` and `@MainActor` work inside a real GLib main loop. The tests are
/// synchronous, so they run on the main thread outside any main-queue work, as `main` does in
/// an app.
final class DispatchMainQueueSourceTests: GtkTestCase {
    func testMainQueueWorkRunsOnTheMainThreadInOrder() {
        let record = ThreadRecord()
        DispatchQueue.main.async { record.append(0, onMainThread: MainThread.isCurrent) }
        DispatchQueue.global().async {
            for index in 1...100 {
                DispatchQueue.main.async {
                    record.append(index, onMainThread: MainThread.isCurrent)
                }
            }
        }
        XCTAssertTrue(GtkTest.runMainLoop { record.count == 101 })
        XCTAssertEqual(record.indices, Array(0...100))
        XCTAssertTrue(record.allOnMainThread)
    }

    func testAsyncAfterRunsOnTheMainThreadAfterItsDelay() {
        let start = ContinuousClock.now
        let record = ThreadRecord()
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(30)) {
            record.append(
                Int((ContinuousClock.now - start) / .milliseconds(1)),
                onMainThread: MainThread.isCurrent)
        }
        XCTAssertTrue(GtkTest.runMainLoop { record.count == 1 })
        XCTAssertGreaterThanOrEqual(record.indices.first ?? 0, 30)
        XCTAssertTrue(record.allOnMainThread)
    }

    func testMainActorTasksAndResumptionsAfterAwaitRunOnTheMainThread() {
        let record = ThreadRecord()
        Task { @MainActor in
            record.append(1, onMainThread: MainThread.isCurrent)
            let value = await Task.detached { () -> Int in
                precondition(!MainThread.isCurrent)
                return 2
            }.value
            record.append(value, onMainThread: MainThread.isCurrent)
        }
        Task.detached {
            let value = await MainActor.run { MainThread.isCurrent ? 3 : -3 }
            record.append(value, onMainThread: true)
        }
        XCTAssertTrue(GtkTest.runMainLoop { record.count == 3 })
        XCTAssertEqual(Set(record.indices), [1, 2, 3])
        XCTAssertTrue(record.allOnMainThread)
    }

    func testMainQueueWorkInterleavesWithGtkEvents() {
        let log = EventLog()
        let button = MainActor.assumeIsolated { Button(label: "Ping") }
        MainActor.assumeIsolated {
            button.onClicked {
                let clicks = log.append("click")
                DispatchQueue.main.async {
                    log.append("dispatch")
                    if clicks < 3 {
                        // The next click comes from GTK's side: a GLib idle source.
                        GLibIdle.run { MainActor.assumeIsolated { try? User.click(button) } }
                    }
                }
            }
            try? User.click(button)
        }
        XCTAssertTrue(GtkTest.runMainLoop { log.entries.count == 6 })
        XCTAssertEqual(
            log.entries, ["click", "dispatch", "click", "dispatch", "click", "dispatch"])
    }
}

/// Entries appended from the main thread's handlers.
private final class EventLog: Sendable {
    private let storage = Locked<[String]>([])

    /// Appends `entry`; returns how many entries equal to it there are now.
    @discardableResult
    func append(_ entry: String) -> Int {
        storage.withLock { storage in
            storage.append(entry)
            return storage.filter { $0 == entry }.count
        }
    }

    var entries: [String] { storage.current }
}

/// Runs a closure once from a GLib idle source on the default main context.
enum GLibIdle {
    static func run(_ action: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(IdleBox(action)).toOpaque()
        g_idle_add(
            { data in
                Unmanaged<IdleBox>.fromOpaque(data!).takeRetainedValue().action()
                return 0  // G_SOURCE_REMOVE
            }, box)
    }

    private final class IdleBox {
        let action: @Sendable () -> Void
        init(_ action: @escaping @Sendable () -> Void) { self.action = action }
    }
}

/// GTK started by C code, not by GtkRx: the first wrapper attaches the main-queue source.
final class ForeignGtkTests: XCTestCase {
    func testMainQueueWorkRunsInACProgramsLoopOnceAWrapperExists() throws {
        let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("ForeignGtkProbe")
        let outcome = try runProcess(probe.path, [])
        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertTrue(outcome.output.contains("all 4 ran"), outcome.output)
    }
}
