import Dispatch
import GtkRxCore
import TestHelpers
import XCTest

final class DisposablesTests: XCTestCase {
    func testCreateWithRunsItsActionOnce() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(runs, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testBooleanDisposableRecordsDisposal() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    }

    func testSingleAssignmentDisposesWhatIsSetAfterDisposal() {
        let holder = SingleAssignmentDisposable()
        var runs = 0
        holder.dispose()
        holder.setDisposable(Disposables.create { runs += 1 })
        XCTAssertEqual(runs, 1)

        let other = SingleAssignmentDisposable()
        var otherRuns = 0
        other.setDisposable(Disposables.create { otherRuns += 1 })
        XCTAssertEqual(otherRuns, 0)
        other.dispose()
        other.dispose()
        XCTAssertEqual(otherRuns, 1)
    }

    func testSerialDisposableDisposesWhatItReplaces() {
        let serial = SerialDisposable()
        var disposed: [String] = []
        serial.disposable = Disposables.create { disposed.append("first") }
        serial.disposable = Disposables.create { disposed.append("second") }
        XCTAssertEqual(disposed, ["first"])
        serial.dispose()
        XCTAssertEqual(disposed, ["first", "second"])
        serial.disposable = Disposables.create { disposed.append("late") }
        XCTAssertEqual(disposed, ["first", "second", "late"])
        XCTAssertTrue(serial.isDisposed)
    }

    func testCompositeDisposesAllInOrderAndLateInsertsAtOnce() {
        var disposed: [Int] = []
        let composite = CompositeDisposable()
        composite.insert(Disposables.create { disposed.append(1) })
        let key = composite.insert(Disposables.create { disposed.append(2) })
        composite.insert(Disposables.create { disposed.append(3) })
        XCTAssertEqual(composite.count, 3)
        composite.remove(for: key!)
        XCTAssertEqual(disposed, [2])
        composite.dispose()
        XCTAssertEqual(disposed, [2, 1, 3])
        XCTAssertNil(composite.insert(Disposables.create { disposed.append(4) }))
        XCTAssertEqual(disposed, [2, 1, 3, 4])
    }

    func testDisposeBagDisposesEverythingOnceWhenReleased() {
        var disposed: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        Disposables.create { disposed.append(1) }.disposed(by: bag!)
        bag!.insert(
            Disposables.create { disposed.append(2) }, Disposables.create { disposed.append(3) })
        XCTAssertEqual(disposed, [])
        bag = nil
        XCTAssertEqual(disposed, [1, 2, 3])
    }

    func testDisposeBagIsSafeFromManyThreadsAndDisposesEachExactlyOnce() {
        let counter = DisposalCounter()
        let transfer = BagTransfer(bag: DisposeBag())
        transfer.withBag { bag in
            DispatchQueue.concurrentPerform(iterations: 1_000) { index in
                bag.insert(Disposables.create { counter.record(index) })
            }
        }
        XCTAssertEqual(counter.counts.count, 0, "nothing is disposed while the bag lives")
        let released = expectation(description: "released on a background thread")
        DispatchQueue.global().async {
            transfer.release()
            released.fulfill()
        }
        wait(for: [released], timeout: 10)
        XCTAssertEqual(counter.counts.count, 1_000)
        XCTAssertTrue(counter.counts.values.allSatisfy { $0 == 1 })
    }
}

/// Counts disposals by index, from any thread.
private final class DisposalCounter: Sendable {
    private let storage = Locked<[Int: Int]>([:])

    func record(_ index: Int) { storage.withLock { $0[index, default: 0] += 1 } }

    var counts: [Int: Int] { storage.current }
}

/// Hands the last reference of a bag to another thread.
private final class BagTransfer: @unchecked Sendable {
    // Sendable: the bag is released exactly once, by the receiving thread.
    private var bag: DisposeBag?

    init(bag: DisposeBag) { self.bag = bag }

    func withBag(_ body: (DisposeBag) -> Void) { body(bag!) }

    func release() { bag = nil }
}
