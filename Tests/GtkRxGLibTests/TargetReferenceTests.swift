import Foundation
import GtkRxGLib
import TestHelpers
import XCTest

/// `TargetReference`, the weak reference without a side table that `Binder` and each wrapper's
/// anchor hold: it gives its object while the object lives, never keeps it alive, and gives
/// `nil` from the moment its deinitialization starts, from any thread.
final class TargetReferenceTests: XCTestCase {
    /// Counts its deinitializations; `onDeinit` runs inside its `deinit`.
    fileprivate final class Tracked: @unchecked Sendable {
        // Sendable: each test sets `onDeinit` before it shares the object, and never again.
        static let deinits = SharedCounter()
        static var deinitCount: Int { deinits.value }
        var onDeinit: (@Sendable () -> Void)?
        let payload: Int

        init(_ payload: Int) { self.payload = payload }

        deinit {
            Tracked.deinits.increment()
            onDeinit?()
        }
    }

    func testItGivesTheObjectWhileItLivesAndNilOnceItIsGone() {
        var object: Tracked? = Tracked(7)
        let reference = TargetReference(object!)
        XCTAssertTrue(reference.load() === object)
        XCTAssertEqual(reference.load()?.payload, 7)
        let deinitsBefore = Tracked.deinitCount
        object = nil
        XCTAssertEqual(
            Tracked.deinitCount, deinitsBefore + 1, "the reference kept the object alive")
        XCTAssertNil(reference.load())
        XCTAssertNil(reference.load(), "a second load of a gone object")
    }

    func testALoadDuringTheObjectsDeinitGivesNil() {
        let holder = ReferenceHolder()
        var object: Tracked? = Tracked(1)
        holder.reference = TargetReference(object!)
        object!.onDeinit = { holder.loadedDuringDeinit = holder.reference?.load() != nil }
        object = nil
        XCTAssertEqual(holder.loadedDuringDeinit, false, "loaded while deinitializing")
    }

    func testTheLoadedReferenceKeepsTheObjectAliveUntilItIsLetGo() {
        var object: Tracked? = Tracked(3)
        let reference = TargetReference(object!)
        let deinitsBefore = Tracked.deinitCount
        do {
            let loaded = reference.load()
            object = nil
            XCTAssertEqual(Tracked.deinitCount, deinitsBefore, "gone while a loaded one holds it")
            XCTAssertEqual(loaded?.payload, 3)
        }
        XCTAssertEqual(Tracked.deinitCount, deinitsBefore + 1)
        XCTAssertNil(reference.load())
    }

    func testAnObjectWithAWeakReferenceToo() {
        var object: Tracked? = Tracked(4)
        weak let weakObject = object
        let reference = TargetReference(object!)
        XCTAssertTrue(reference.load() === weakObject)
        object = nil
        XCTAssertNil(weakObject)
        XCTAssertNil(reference.load())
    }

    /// Threads load while the main thread lets the object go: every load gives the whole
    /// object or `nil`, and none gives it after its deinit started.
    func testLoadsFromManyThreadsWhileTheObjectGoes() {
        for round in 0..<200 {
            var object: Tracked? = Tracked(round)
            let reference = TargetReference(object!)
            let deinitStarted = SharedFlag()
            object!.onDeinit = { deinitStarted.raise() }
            let loadsAfterDeinit = SharedCounter()
            let wrongPayloads = SharedCounter()
            let group = DispatchGroup()
            for _ in 0..<2 {
                DispatchQueue.global().async(group: group) {
                    for _ in 0..<2_000 {
                        let wasStarted = deinitStarted.isRaised
                        if let loaded = reference.load() {
                            if wasStarted { loadsAfterDeinit.increment() }
                            if loaded.payload != round { wrongPayloads.increment() }
                        }
                    }
                }
            }
            object = nil
            group.wait()
            XCTAssertEqual(loadsAfterDeinit.value, 0, "round \(round)")
            XCTAssertEqual(wrongPayloads.value, 0, "round \(round)")
            XCTAssertNil(reference.load())
        }
    }
}

/// Holds a reference for a `deinit` to read, and what the read gave.
private final class ReferenceHolder: @unchecked Sendable {
    // Sendable: used by one thread, the test's; the `deinit` that reads it runs there.
    var reference: TargetReference<TargetReferenceTests.Tracked>?
    var loadedDuringDeinit: Bool?
}
