import Dispatch
import GtkRxCore
import TestHelpers
import XCTest

final class RefCountDisposableTests: XCTestCase {
    func testWaitsForTheLastRetainedReference() {
        let underlying = BooleanDisposable()
        let shared = RefCountDisposable(disposable: underlying)
        let first = shared.retain()
        let second = shared.retain()
        shared.dispose()
        XCTAssertFalse(underlying.isDisposed, "two references are still held")
        XCTAssertFalse(shared.isDisposed)
        first.dispose()
        first.dispose()
        XCTAssertFalse(underlying.isDisposed, "disposing a reference twice releases it once")
        second.dispose()
        XCTAssertTrue(underlying.isDisposed)
        XCTAssertTrue(shared.isDisposed)
    }

    func testReleasedReferencesLeaveItToThePrimaryDisposal() {
        let underlying = BooleanDisposable()
        let shared = RefCountDisposable(disposable: underlying)
        shared.retain().dispose()
        shared.retain().dispose()
        XCTAssertFalse(underlying.isDisposed, "the primary owner has not disposed it")
        shared.dispose()
        XCTAssertTrue(underlying.isDisposed)
    }

    func testDisposesTheUnderlyingDisposableOnce() {
        var disposals = 0
        let shared = RefCountDisposable(disposable: Disposables.create { disposals += 1 })
        let reference = shared.retain()
        shared.dispose()
        shared.dispose()
        reference.dispose()
        // Once disposed, a new reference does nothing, and holds nothing back.
        let late = shared.retain()
        late.dispose()
        shared.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testRetainingAfterThePrimaryDisposalStillHoldsItWhileReferencesRemain() {
        let underlying = BooleanDisposable()
        let shared = RefCountDisposable(disposable: underlying)
        let first = shared.retain()
        shared.dispose()
        let second = shared.retain()
        first.dispose()
        XCTAssertFalse(underlying.isDisposed)
        second.dispose()
        XCTAssertTrue(underlying.isDisposed)
    }

    func testIsSafeFromManyThreads() {
        let disposals = SharedCounter()
        for _ in 0..<20 {
            let counted = SharedCounter()
            let shared = RefCountDisposable(disposable: Disposables.create { counted.increment() })
            let held = shared.retain()
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for round in 0..<500 {
                    let reference = shared.retain()
                    if thread == 3 && round == 250 {
                        shared.dispose()
                    }
                    reference.dispose()
                }
            }
            XCTAssertEqual(counted.value, 0, "the held reference keeps it")
            held.dispose()
            XCTAssertEqual(counted.value, 1)
            if counted.value == 1 { disposals.increment() }
        }
        XCTAssertEqual(disposals.value, 20)
    }
}
