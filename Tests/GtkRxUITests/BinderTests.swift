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

    /// The binding drops the last other reference to its own target: the target lives until
    /// the binding returns (it still sets the text), goes then, and later elements are dropped.
    func testABindingThatLetsGoOfItsOwnTargetFinishesWithIt() async {
        final class Holder { var label: Label? }
        let holder = Holder()
        holder.label = Label()
        let probe = FinalizationProbe(holder.label!)
        var finalizedDuringBinding: [Bool] = []
        var textsSet: [String] = []
        let binder = Binder<String>(holder.label!) { label, text in
            holder.label = nil
            label.text = text
            textsSet.append(label.text ?? "")
            finalizedDuringBinding.append(probe.isFinalized)
        }
        binder.onNext("last words")
        XCTAssertEqual(textsSet, ["last words"])
        XCTAssertEqual(finalizedDuringBinding, [false])
        XCTAssertTrue(probe.isFinalized, "the target goes once the binding returns")
        binder.onNext("too late")
        XCTAssertEqual(textsSet, ["last words"])
    }

    /// A target of a binder is a plain Swift object as often as a widget: held the same way.
    func testAPlainSwiftTargetIsHeldWeakly() async {
        final class Model { var value = 0 }
        var model: Model? = Model()
        weak let weakModel = model
        var runs = 0
        let binder = Binder<Int>(model!) { model, value in
            runs += 1
            model.value = value
        }
        binder.onNext(1)
        XCTAssertEqual(model?.value, 1)
        model = nil
        XCTAssertNil(weakModel, "the binder keeps its target alive")
        binder.onNext(2)
        XCTAssertEqual(runs, 1, "bound to a target that is gone")
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
