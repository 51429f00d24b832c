import Dispatch
import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// A widget destroyed while a background stream still emits into its Binder.
@MainActor
final class DestroyedTargetTests: GtkTestCase {
    /// A thread sends into a subject bound to a label in a window. The window is destroyed and
    /// the last Swift reference to the label dropped while elements flow; the thread then sends
    /// 20,000 more. The label's wrapper and GObject are gone at once, nothing crashes, and the
    /// binding never runs again: Binder holds its target weakly, and drops elements (queued
    /// before or sent after) once the target is gone.
    func testABinderStopsBindingOnceItsLabelIsDestroyedAndReleased() async throws {
        let sentAfterDestruction = 20_000
        var window: Window? = Window()
        var label: Label? = Label()
        window!.child = label
        window!.present()
        let wrapperProbe = FinalizationProbe(label!)
        weak let weakLabel = label
        let subject = PublishSubject<Int>()
        var bindings = 0
        let subscription = subject.bind(
            to: Binder(label!) { label, value in
                bindings += 1
                label.text = "\(value)"
            })
        defer { subscription.dispose() }

        let destroyed = SharedFlag()
        let finished = SharedFlag()
        Thread.detachNewThread {
            var value = 0
            var late = 0
            while late < sentAfterDestruction {
                let afterDestruction = destroyed.isRaised
                subject.onNext(value)
                value += 1
                if afterDestruction { late += 1 }
            }
            finished.raise()
        }
        try GtkTest.wait("bindings to run") { bindings >= 100 }

        window!.destroy()
        window = nil
        label = nil
        XCTAssertNil(weakLabel, "the wrapper is gone")
        XCTAssertTrue(wrapperProbe.isFinalized, "the GObject is gone")
        destroyed.raise()
        let bindingsBeforeDestruction = bindings

        try GtkTest.wait("the thread to finish", timeout: .seconds(60)) { finished.isRaised }
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(bindings, bindingsBeforeDestruction, "no binding after destruction")
    }

    /// `Observable.interval` on a background queue, bound to `label.rx.text`: the label is
    /// destroyed and released while the interval keeps ticking; the ticks go on reaching the
    /// Binder, which drops them, and nothing crashes.
    func testAnIntervalBoundToADestroyedLabelKeepsTickingHarmlessly() async throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "interval")
        let ticks = SharedCounter()
        var window: Window? = Window()
        var label: Label? = Label()
        window!.child = label
        window!.present()
        let probe = FinalizationProbe(label!)
        weak let weakLabel = label
        let subscription = Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
            .do(onNext: { _ in ticks.increment() })
            .map { "\($0)" }
            .bind(to: label!.rx.text)
        defer { subscription.dispose() }
        try GtkTest.wait("the label to show ticks") { (weakLabel?.text ?? "").count > 0 }

        window!.destroy()
        window = nil
        label = nil
        XCTAssertNil(weakLabel)
        XCTAssertTrue(probe.isFinalized)
        let ticksAtDestruction = ticks.value
        try GtkTest.wait("50 more ticks") { ticks.value >= ticksAtDestruction + 50 }
        GtkTest.pumpUntilIdle()
    }
}
