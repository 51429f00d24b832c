import GtkRxAdwaita
import GtkRxTest
import XCTest

/// Watches the objects a round of ``leakCycle(rounds:_:file:line:)`` makes, through GLib weak
/// references (``FinalizationProbe``, which holds no reference to its object).
@MainActor
final class LeakWatch {
    /// A probe for each object watched.
    private(set) var probes: [FinalizationProbe] = []

    /// Watches `object`, and returns it.
    func callAsFunction<T: Object>(_ object: T) -> T {
        probes.append(FinalizationProbe(object))
        return object
    }
}

/// Runs `round` once to warm up (GTK's and libadwaita's one-time objects), then `rounds`
/// times, and checks that each round's result worked (the first's too), that the live wrappers are back at their
/// count before the rounds (or lower), that every object a round gave its ``LeakWatch`` was
/// finalized, and that GLib logged no warning meanwhile.
///
/// A round makes its objects, passes each to `watch` (which returns it), lets them go as a
/// user would (closing a window), and returns whether its use of them worked; it keeps no
/// reference once it returns. (The root package's tests have their own, larger version of
/// this, which is not a product.)
@MainActor
func leakCycle(
    rounds: Int, _ round: (_ watch: LeakWatch) throws -> Bool,
    file: StaticString = #filePath, line: UInt = #line
) throws {
    let watch = LeakWatch()
    var failedRounds = 0
    let messages = try GLibLog.recordingWarnings {
        if try !round(LeakWatch()) {
            failedRounds += 1
        }
        GtkTest.pumpUntilIdle()
        let before = Object.liveWrapperCount
        for _ in 0..<rounds where try !round(watch) {
            failedRounds += 1
        }
        GtkTest.pumpUntilIdle()
        XCTAssertLessThanOrEqual(
            Object.liveWrapperCount, before, "live wrappers", file: file, line: line)
    }
    XCTAssertEqual(failedRounds, 0, "rounds whose result did not work", file: file, line: line)
    XCTAssertGreaterThanOrEqual(
        watch.probes.count, rounds, "objects watched", file: file, line: line)
    let alive = watch.probes.filter { !$0.isFinalized }.count
    XCTAssertEqual(
        alive, 0, "objects not finalized, of \(watch.probes.count) watched", file: file, line: line)
    XCTAssertEqual(messages, [], "GLib's warnings and critical warnings", file: file, line: line)
}
