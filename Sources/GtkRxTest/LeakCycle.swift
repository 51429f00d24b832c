import GtkRx
import XCTest

/// A leak test: runs `round` once to warm up (GTK's and libadwaita's one-time objects, caches
/// filled on first use), then `rounds` times, and fails the test unless
/// - every round's use of what it made worked (the warm-up's too),
/// - the live wrappers (`Object.liveWrapperCount`) are back at their count before the rounds,
///   or lower,
/// - every object a round gave its ``LeakWatch`` was finalized (at least one a round),
/// - no signal handler was left on GTK's long-lived objects (``LongLivedHandlers``): none
///   has more than before the rounds,
/// - GLib logged no warning or critical warning meanwhile.
///
/// A round makes its objects, passes each to `watch` (which returns it), uses them, lets them
/// go as a user would (closing a window), and returns whether its use worked; it keeps no
/// reference once it returns:
///
/// ```swift
/// try leakCycle(rounds: 1_000) { watch in
///     let window = watch(Window())
///     let button = watch(Button(label: "Save"))
///     window.child = button
///     window.present()
///     try User.click(button)
///     let worked = saved.value
///     window.destroy()
///     return worked
/// }
/// ```
///
/// The main loop runs until idle after the warm-up and after the last round, so that what GTK
/// lets go at idle (a destroyed window's children) is gone before the counts.
@MainActor
public func leakCycle(
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
        let handlersBefore = LongLivedHandlers.count()
        for _ in 0..<rounds where try !round(watch) {
            failedRounds += 1
        }
        GtkTest.pumpUntilIdle()
        XCTAssertLessThanOrEqual(
            Object.liveWrapperCount, before, "live wrappers", file: file, line: line)
        // A handler GDK holds only while a transfer is in flight (an X selection's, on the
        // display) may still be there at the last round's end: the loop runs until the counts
        // are back, for at most two seconds, before they count.
        try? GtkTest.wait("the handlers of transfers in flight to go", timeout: .seconds(2)) {
            !LongLivedHandlers.count().exceeds(handlersBefore)
        }
        let handlersAfter = LongLivedHandlers.count()
        XCTAssertFalse(
            handlersAfter.exceeds(handlersBefore),
            "signal handlers on GTK's long-lived objects: \(handlersAfter), "
                + "\(handlersBefore) before the rounds", file: file, line: line)
    }
    XCTAssertEqual(failedRounds, 0, "rounds whose result did not work", file: file, line: line)
    XCTAssertGreaterThanOrEqual(
        watch.probes.count, rounds, "objects watched", file: file, line: line)
    let alive = watch.probes.filter { !$0.isFinalized }.count
    XCTAssertEqual(
        alive, 0, "objects not finalized, of \(watch.probes.count) watched", file: file, line: line)
    XCTAssertEqual(messages, [], "GLib's warnings and critical warnings", file: file, line: line)
}
