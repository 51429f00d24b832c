import CGLib
import CGtk
import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class BinderTests: GtkTestCase {
    func testElementsOnTheMainThreadAreBoundAtOnce() async {
        let label = Label()
        let binder = Binder<String>(label) { label, text in label.text = text }
        binder.onNext("now")
        XCTAssertEqual(String(cString: gtk_label_get_text(cgtk_label(label.objectPointer))), "now")
    }

    func testElementsFromAnotherThreadAreBoundOnTheMainThread() async throws {
        let label = Label()
        let threads = ThreadRecord()
        let binder = Binder<Int>(label) { label, value in
            threads.append(value, onMainThread: MainThread.isCurrent)
            label.text = "\(value)"
        }
        await Task.detached {
            for value in 1...50 {
                binder.onNext(value)
            }
        }.value
        try GtkTest.wait("the bindings") { threads.count == 50 }
        XCTAssertEqual(threads.indices, Array(1...50))
        XCTAssertTrue(threads.allOnMainThread)
        XCTAssertEqual(label.text, "50")
    }

    func testCompletionIsIgnored() async {
        let label = Label("kept")
        let binder = Binder<String>(label) { label, text in label.text = text }
        binder.onCompleted()
        binder.onNext("after completion")
        XCTAssertEqual(label.text, "after completion")
    }

    func testTheTargetIsHeldWeaklyAndLaterElementsAreDropped() async {
        var bound: [String] = []
        var label: Label? = Label()
        let probe = FinalizationProbe(label!)
        let binder = Binder<String>(label!) { _, text in bound.append(text) }
        binder.onNext("alive")
        label = nil
        XCTAssertTrue(probe.isFinalized, "the binder does not keep its target alive")
        binder.onNext("too late")
        XCTAssertEqual(bound, ["alive"])
    }

    func testACustomSchedulerRunsTheBinding() async {
        final class Box { var values: [Int] = [] }
        let box = Box()
        let scheduler = TestScheduler(initialClock: 0)
        let binder = Binder<Int>(box, scheduler: scheduler) { box, value in box.values.append(value)
        }
        binder.onNext(1)
        XCTAssertEqual(box.values, [], "the test scheduler has not run yet")
        scheduler.start()
        XCTAssertEqual(box.values, [1])
    }

    func testAnyWritablePropertyBindsThroughDynamicMemberLookup() async {
        let label = Label("a long text")
        let binder: Binder<Bool> = label.rx.wraps
        binder.onNext(true)
        XCTAssertEqual(gtk_label_get_wrap(cgtk_label(label.objectPointer)), 1)
        let spinner = Spinner()
        spinner.rx.isSpinning.onNext(true)
        XCTAssertTrue(spinner.isSpinning)
    }
}

/// An error into a Binder is a programming error: a debug build stops.
final class BinderErrorTests: XCTestCase {
    func testAnErrorStopsADebugBuildWithABindingErrorMessage() throws {
        let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("BinderErrorProbe")
        let process = Process()
        process.executableURL = probe
        process.environment = ProcessInfo.processInfo.environment.merging([
            "SWIFT_BACKTRACE": "enable=no"
        ]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, text)
        XCTAssertTrue(text.contains("Fatal error: Binding error: failed"), text)
        XCTAssertFalse(text.contains("survived"), text)
    }
}
