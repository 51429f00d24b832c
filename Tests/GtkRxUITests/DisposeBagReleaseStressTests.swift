import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// A DisposeBag released on a background thread while other threads keep sending into the
/// subscriptions it holds.
@MainActor
final class DisposeBagReleaseStressTests: GtkTestCase {
    /// Four threads send into four subjects, each observed through an operator chain and bound
    /// to a label through a Binder, all disposed by one bag. Once elements flow, a background
    /// thread releases the bag; each producer then sends 20,000 more.
    ///
    /// "No delivery after the bag is gone", precisely: an element whose `onNext` began after
    /// the release (`bag = nil` on the background thread) returned never reaches an observer
    /// or a binding. An element already on its way (its `onNext` began before) may still
    /// arrive: at most one per producer at a subscriber, since a producer sends one at a time;
    /// Binder work already queued on the main thread still runs.
    func testABagReleasedOnABackgroundThreadWhileEventsFlowStopsDelivery() async throws {
        let producers = 4
        let sentAfterRelease = 20_000
        // Let what earlier tests left for the loop (wrappers released off the main thread,
        // queued disposals) settle first, so that it does not change the count meanwhile.
        GtkTest.pumpUntilIdle()
        let baseline = Resources.total
        let released = SharedFlag()
        let log = DeliveryLog()
        let label = Label()
        let subjects = (0..<producers).map { _ in PublishSubject<Tagged>() }
        var bag: DisposeBag? = DisposeBag()
        weak let weakBag = bag
        for subject in subjects {
            subject.map { $0 }.filter { _ in true }
                .subscribe(onNext: { log.deliver($0, releaseReturned: released.isRaised) })
                .disposed(by: bag!)
            subject.filter { $0.sequence.isMultiple(of: 64) }
                .bind(
                    to: Binder(label) { label, tagged in
                        log.bind(tagged)
                        label.text = "\(tagged.sequence)"
                    }
                )
                .disposed(by: bag!)
        }
        XCTAssertGreaterThan(Resources.total, baseline)

        let finished = SharedCounter()
        for subject in subjects {
            Thread.detachNewThread {
                var sequence = 0
                var late = 0
                while late < sentAfterRelease {
                    // Read before `onNext` begins: a raised flag means the release returned.
                    let afterRelease = released.isRaised
                    subject.onNext(Tagged(sequence: sequence, sentAfterRelease: afterRelease))
                    sequence += 1
                    if afterRelease { late += 1 }
                }
                finished.increment()
            }
        }
        try GtkTest.wait("elements to flow") {
            log.delivered >= producers * 1_000 && log.bound >= producers
        }

        let slot = Locked<DisposeBag?>(bag)
        bag = nil
        await Task.detached {
            precondition(!MainThread.isCurrent)
            slot.withLock { $0 = nil }  // The last reference: the bag deinitializes here.
            released.raise()
        }.value
        XCTAssertNil(weakBag, "the bag was released on the background thread")

        try GtkTest.wait("the producers to finish", timeout: .seconds(60)) {
            finished.value == producers
        }
        GtkTest.pumpUntilIdle()

        let result = log.snapshot
        XCTAssertGreaterThan(result.delivered, 0)
        XCTAssertGreaterThan(result.bound, 0)
        XCTAssertEqual(result.deliveredAfterReleaseSent, 0, "sent after the release, delivered")
        XCTAssertEqual(result.boundAfterReleaseSent, 0, "sent after the release, bound")
        XCTAssertLessThanOrEqual(
            result.inFlight, producers, "at most one element per producer on its way")
        // At most the baseline: an earlier test's leftover may still end meanwhile, which
        // lowers the count; a subscription of the bag left alive would raise it.
        XCTAssertLessThanOrEqual(
            Resources.total, baseline, "every subscription in the bag is disposed")
    }
}

/// An element, tagged with whether its producer began sending it after the release returned.
struct Tagged: Sendable {
    var sequence: Int
    var sentAfterRelease: Bool
}

/// What reached the observers and bindings, from any thread.
final class DeliveryLog: Sendable {
    struct Snapshot {
        var delivered = 0
        var bound = 0
        /// Delivered once the release had returned, though sent before it.
        var inFlight = 0
        var deliveredAfterReleaseSent = 0
        var boundAfterReleaseSent = 0
    }

    private let state = Locked(Snapshot())

    func deliver(_ element: Tagged, releaseReturned: Bool) {
        state.withLock { state in
            state.delivered += 1
            if element.sentAfterRelease {
                state.deliveredAfterReleaseSent += 1
            } else if releaseReturned {
                state.inFlight += 1
            }
        }
    }

    func bind(_ element: Tagged) {
        state.withLock { state in
            state.bound += 1
            if element.sentAfterRelease { state.boundAfterReleaseSent += 1 }
        }
    }

    var delivered: Int { state.withLock { $0.delivered } }
    var bound: Int { state.withLock { $0.bound } }
    var snapshot: Snapshot { state.withLock { $0 } }
}
