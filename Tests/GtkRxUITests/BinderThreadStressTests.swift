import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Binders under load from many threads: every element is bound, on the main thread, in the
/// order its thread sent it.
@MainActor
final class BinderThreadStressTests: GtkTestCase {
    private static let producerCount = 8
    private static let valuesPerProducer = 100_000

    /// 8 threads each send 100,000 stamped values into a subject of their own, bound to a label
    /// of their own through a Binder, while the main thread runs the GLib loop. The binding
    /// records each value it applies: all 800,000 are applied (MainScheduler may run several in
    /// one loop iteration, but drops none), each on the main thread, each producer's in the
    /// order sent, and each label ends showing its producer's last value.
    func testEightProducersEveryValueBoundOnTheMainThreadInOrder() async throws {
        let producers = Self.producerCount
        let perProducer = Self.valuesPerProducer
        let tally = BindingTally(producers: producers)
        let labels = (0..<producers).map { _ in Label() }
        let subjects = (0..<producers).map { _ in PublishSubject<Stamp>() }
        let bag = DisposeBag()
        for (producer, label) in labels.enumerated() {
            let binder = Binder<Stamp>(label) { label, stamp in
                tally.record(stamp, boundTo: producer, onMainThread: MainThread.isCurrent)
                label.text = "\(stamp.producer):\(stamp.sequence)"
            }
            subjects[producer].bind(to: binder).disposed(by: bag)
        }

        let finished = SharedCounter()
        let start = ContinuousClock.now
        for producer in 0..<producers {
            let subject = subjects[producer]
            Thread.detachNewThread {
                for sequence in 0..<perProducer {
                    subject.onNext(Stamp(producer: producer, sequence: sequence))
                }
                finished.increment()
            }
        }
        try GtkTest.wait("the producers to finish", timeout: .seconds(120)) {
            finished.value == producers
        }
        // Everything sent is queued by now: run the loop until nothing is left to run. (A
        // dropped value shows as a missing count, a duplicate as an extra one.)
        try GtkTest.wait("the queued bindings to run", timeout: .seconds(120)) {
            GtkTest.pumpUntilIdle()
        }
        let elapsed = ContinuousClock.now - start

        let result = tally.snapshot
        XCTAssertEqual(result.total, producers * perProducer, "every value is applied once")
        XCTAssertEqual(result.offMainThread, 0, "every value is applied on the main thread")
        XCTAssertEqual(result.outOfOrder, 0, "each producer's values are applied in order")
        XCTAssertEqual(result.misrouted, 0, "each value reaches its own producer's label")
        XCTAssertEqual(result.perProducer, Array(repeating: perProducer, count: producers))
        for (producer, label) in labels.enumerated() {
            XCTAssertEqual(label.text, "\(producer):\(perProducer - 1)", "the last value shows")
        }
        print("BinderThreadStressTests: \(producers) × \(perProducer) bindings in \(elapsed)")
    }
}
