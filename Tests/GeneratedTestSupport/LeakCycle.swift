import Foundation
import GtkRxTest

/// Rounds of a leak cycle: fewer under memcheck (`GTKRX_OWNERSHIP_ROUNDS`, as
/// `scripts/memcheck` sets it), 1,000 otherwise.
public let leakCycleRounds =
    ProcessInfo.processInfo.environment["GTKRX_OWNERSHIP_ROUNDS"].flatMap { Int($0) } ?? 1_000

/// GtkRxTest's ``GtkRxTest/leakCycle(rounds:_:file:line:)`` of ``leakCycleRounds`` rounds:
/// runs `round` once to warm up (GTK's one-time objects), then the rounds, and checks that each
/// round's use of its result held, that the live wrappers are back at the count before the
/// rounds (or lower), that every object a round passed to its `LeakWatch` was finalized, that
/// no signal handler was left on GTK's long-lived objects (`LongLivedHandlers`), and that GLib
/// logged nothing of level warning or above meanwhile.
@MainActor
public func leakCycle(
    _ round: (_ watch: LeakWatch) throws -> Bool, file: StaticString = #filePath,
    line: UInt = #line
) throws {
    try leakCycle(rounds: leakCycleRounds, round, file: file, line: line)
}
