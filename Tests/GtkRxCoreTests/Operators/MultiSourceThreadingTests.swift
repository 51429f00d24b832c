import GtkRxCore
import TestHelpers
import XCTest

/// Multi-source operators whose sources send on different threads at once, or re-entrantly
/// from downstream: events stay serialized, nothing deadlocks.
final class MultiSourceThreadingTests: XCTestCase {
    private let count = 2_000

    /// Sends `0 ..< count` from each source, each on a thread of its own, then completes them.
    private func drive(_ sources: [ManualSource<Int>]) {
        let count = count
        runConcurrently(
            sources.map { source in
                { @Sendable in
                    for value in 0..<count {
                        source.onNext(value)
                    }
                    source.onCompleted()
                }
            })
    }

    func testCombineLatestSerializesSourcesOnDifferentThreads() {
        let sources = [ManualSource<Int>(), ManualSource<Int>()]
        let recorder = ConcurrencyRecorder<[Int]>()
        let subscription = Observable.combineLatest(sources.map(\.observable)).subscribe(recorder)
        drive(sources)
        XCTAssertEqual(recorder.overlaps, 0)
        XCTAssertEqual(recorder.events.last.map(\.isCompleted), true)
        XCTAssertEqual(recorder.elements.last, [count - 1, count - 1])
        XCTAssertLessThanOrEqual(recorder.elements.count, 2 * count)
        // Each source's latest element never goes back.
        for index in 0..<2 {
            let seen = recorder.elements.map { $0[index] }
            XCTAssertTrue(seen == seen.sorted(), "source \(index) went back")
        }
        subscription.dispose()
    }

    func testZipPairsSourcesOnDifferentThreadsInOrder() {
        let sources = [ManualSource<Int>(), ManualSource<Int>()]
        let recorder = ConcurrencyRecorder<[Int]>()
        let subscription = Observable.zip(sources.map(\.observable)).subscribe(recorder)
        drive(sources)
        XCTAssertEqual(recorder.overlaps, 0)
        XCTAssertTrue(recorder.elements == (0..<count).map { [$0, $0] }, "pairs out of order")
        XCTAssertEqual(recorder.events.last.map(\.isCompleted), true)
        subscription.dispose()
    }

    func testWithLatestFromSerializesSourcesOnDifferentThreads() {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        let recorder = ConcurrencyRecorder<Int>()
        let subscription = first.observable.withLatestFrom(second.observable).subscribe(recorder)
        second.onNext(0)
        drive([first, second])
        XCTAssertEqual(recorder.overlaps, 0)
        XCTAssertEqual(recorder.elements.count, count)
        XCTAssertTrue(recorder.elements == recorder.elements.sorted(), "the latest went back")
        XCTAssertEqual(recorder.events.last.map(\.isCompleted), true)
        subscription.dispose()
    }

    func testAnObserverSendingIntoASourceIsNotDeadlockedAndEventsStayInOrder() {
        let xs = ManualSource<Int>()
        let ys = ManualSource<String>()
        let recorder = ConcurrencyRecorder<String>()
        recorder.onEvent = { event in
            if event.element == "1a" {
                xs.onNext(2)  // Re-entrant: delivered after this event, not inside it.
            }
        }
        let subscription = Observable.combineLatest(xs.observable, ys.observable) { "\($0)\($1)" }
            .subscribe(recorder)
        xs.onNext(1)
        ys.onNext("a")
        ys.onNext("b")
        XCTAssertEqual(recorder.elements, ["1a", "2a", "2b"])
        XCTAssertEqual(recorder.overlaps, 0)
        subscription.dispose()
    }

    func testAResultSelectorSendingIntoASourceIsNotDeadlocked() {
        let xs = ManualSource<Int>()
        let ys = ManualSource<Int>()
        var recorded: [Int] = []
        let subscription = Observable.zip(xs.observable, ys.observable) { x, y -> Int in
            if x == 1 {
                xs.onNext(10)
                ys.onNext(20)
            }
            return x + y
        }
        .subscribe(onNext: { recorded.append($0) })
        xs.onNext(1)
        ys.onNext(2)
        XCTAssertEqual(recorded, [3, 30])
        subscription.dispose()
    }

    func testAnInnerSequenceSendingIntoTheOuterOneIsNotDeadlocked() {
        let outer = ManualSource<Int>()
        var recorded: [Int] = []
        let subscription = outer.observable
            .flatMap { value in
                Observable<Int>.create { observer in
                    observer.onNext(value)
                    if value < 3 {
                        outer.onNext(value + 1)
                    }
                    return Disposables.create()
                }
            }
            .subscribe(onNext: { recorded.append($0) })
        outer.onNext(1)
        XCTAssertEqual(recorded, [1, 2, 3])
        subscription.dispose()
    }
}
