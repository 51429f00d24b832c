import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class GtkTestTests: GtkTestCase {
    func testPumpUntilIdleRunsPendingSources() async {
        var ran = false
        let handle = Ticket { ran = true }
        g_idle_add(Ticket.run, Unmanaged.passRetained(handle).toOpaque())
        XCTAssertFalse(ran)
        XCTAssertTrue(GtkTest.pumpUntilIdle())
        XCTAssertTrue(ran)
    }

    func testPumpUntilIdleGivesUpOnABusyLoop() async {
        let busy = g_idle_add({ _ in 1 /* G_SOURCE_CONTINUE */ }, nil)
        defer { g_source_remove(busy) }
        XCTAssertFalse(GtkTest.pumpUntilIdle(maxIterations: 50))
    }

    func testWaitReturnsOnceTheConditionHolds() async throws {
        var fired = false
        let handle = Ticket { fired = true }
        g_timeout_add(30, Ticket.run, Unmanaged.passRetained(handle).toOpaque())
        try GtkTest.wait("the timeout to fire") { fired }
        XCTAssertTrue(fired)
    }

    func testWaitSeesConditionsChangedByOtherThreads() async throws {
        let flag = SharedFlag()
        Task.detached { flag.raise() }
        try GtkTest.wait("the other thread") { flag.isRaised }
    }

    func testASlowConditionStillLetsGTKLayTheWindowOut() async throws {
        let window = Window()
        window.setDefaultSize(width: 120, height: 80)
        window.present()
        defer { window.destroy() }
        let clock = ContinuousClock()
        try GtkTest.wait("the window laid out") {
            // A condition that takes longer than the loop's wake-up interval (a walk through
            // a big widget tree may): GTK's layout, at a lower priority, must still run.
            let start = clock.now
            while clock.now - start < .milliseconds(8) {}
            return window.width > 0
        }
    }

    func testWaitThrowsWhenTheTimeoutPasses() async {
        let start = ContinuousClock.now
        XCTAssertThrowsError(try GtkTest.wait("never", timeout: .milliseconds(50)) { false }) {
            error in
            XCTAssertEqual(error as? GtkTestError, .timedOut("never", after: .milliseconds(50)))
            XCTAssertTrue("\(error)".contains("waiting for never"))
        }
        XCTAssertGreaterThanOrEqual(ContinuousClock.now - start, .milliseconds(50))
    }

    func testFinalizationProbeTellsWhenAnObjectGoes() async {
        var label: Label? = Label("watched")
        let probe = FinalizationProbe(label!)
        XCTAssertFalse(probe.isFinalized)
        XCTAssertFalse(probe.wasFinalizedOnMainThread)
        label = nil
        XCTAssertTrue(probe.isFinalized)
        XCTAssertTrue(probe.wasFinalizedOnMainThread)
    }

    func testAProbeReleasedFirstLeavesTheObjectAlone() async {
        let label = Label("outlives its probe")
        do {
            _ = FinalizationProbe(label)
        }
        label.text = "still fine"
        XCTAssertEqual(label.text, "still fine")
    }
}

/// A closure GLib can call once through a C callback, released after the call.
private final class Ticket {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }

    static let run: GSourceFunc = { data in
        Unmanaged<Ticket>.fromOpaque(data!).takeRetainedValue().action()
        return 0  // G_SOURCE_REMOVE
    }
}
