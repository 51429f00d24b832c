import Foundation
import GtkRx
import GtkRxTest
import XCTest

/// Rounds of a leak cycle: fewer under memcheck (`GTKRX_OWNERSHIP_ROUNDS`, as
/// `scripts/memcheck` sets it), 1,000 otherwise.
public let leakCycleRounds =
    ProcessInfo.processInfo.environment["GTKRX_OWNERSHIP_ROUNDS"].flatMap { Int($0) } ?? 1_000

/// Runs `round` once to warm up (GTK's one-time objects), then ``leakCycleRounds`` times, and
/// checks that each round's use of its result held, that the live wrappers are back at the count
/// before the rounds (or lower), that every object a round passed to its ``LeakWatch`` was
/// finalized, and that GLib logged nothing of level warning or above meanwhile.
///
/// A round makes its objects, passes each to `watch` (which returns it) and returns whether
/// the result worked; it keeps no reference once it returns.
@MainActor
public func leakCycle(
    _ round: (_ watch: LeakWatch) throws -> Bool, file: StaticString = #filePath,
    line: UInt = #line
) throws {
    let watch = LeakWatch()
    var failedRounds = 0
    let messages = try GLibLog.recordingWarnings {
        _ = try round(LeakWatch())
        GtkTest.pumpUntilIdle()
        let before = Object.liveWrapperCount
        for _ in 0..<leakCycleRounds where try !round(watch) {
            failedRounds += 1
        }
        GtkTest.pumpUntilIdle()
        XCTAssertLessThanOrEqual(
            Object.liveWrapperCount, before, "live wrappers", file: file, line: line)
    }
    XCTAssertEqual(failedRounds, 0, "rounds whose result did not work", file: file, line: line)
    XCTAssertGreaterThanOrEqual(
        watch.probes.count, leakCycleRounds, "objects watched", file: file, line: line)
    let alive = watch.probes.filter { !$0.isFinalized }.count
    XCTAssertEqual(
        alive, 0, "objects not finalized, of \(watch.probes.count) watched", file: file,
        line: line)
    XCTAssertEqual(messages, [], "GLib's warnings and critical warnings", file: file, line: line)
}

/// Watches the objects a round makes: a ``FinalizationProbe`` for each (which holds no
/// reference to it).
@MainActor
public final class LeakWatch {
    /// A probe for each object watched.
    public private(set) var probes: [FinalizationProbe] = []

    /// A watch of no object yet.
    public init() {}

    /// Watches `object`, and returns it.
    public func callAsFunction<T: Object>(_ object: T) -> T {
        probes.append(FinalizationProbe(object))
        return object
    }
}
