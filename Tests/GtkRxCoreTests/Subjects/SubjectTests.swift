import Dispatch
import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class PublishSubjectTests: XCTestCase {
    func testSubscribersReceiveOnlyWhatFollowsTheirSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(subject.subscribe(early)) }
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(200) { subscriptions.append(subject.subscribe(late)) }
        scheduler.scheduleAt(250) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subscriptions[0].dispose() }
        scheduler.scheduleAt(350) { subject.onNext(3) }
        scheduler.scheduleAt(400) { subject.onCompleted() }
        scheduler.scheduleAt(450) { subject.onNext(4) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(150, 1), .next(250, 2)])
        XCTAssertEqual(late.events, [.next(250, 2), .next(350, 3), .completed(400)])
    }

    func testASubscriberAfterTheEndReceivesTheStopEvent() {
        let subject = PublishSubject<Int>()
        subject.onError(TestError.boom)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError.boom)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testADisposedSubjectRefusesSubscribers() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        guard case .error(let error) = events.first, case RxError.disposed = error else {
            return XCTFail("expected RxError.disposed, got \(events)")
        }
        XCTAssertTrue(subject.isDisposed)
    }

    func testObserversMaySubscribeFromInsideAnEvent() {
        let subject = PublishSubject<Int>()
        var inner: [Int] = []
        let bag = DisposeBag()
        var subscribedInner = false
        subject.subscribe(onNext: { _ in
            guard !subscribedInner else { return }
            subscribedInner = true
            subject.subscribe(onNext: { inner.append($0) }).disposed(by: bag)
        }).disposed(by: bag)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(inner, [2], "no lock is held while observers run")
    }
}

final class BehaviorSubjectTests: XCTestCase {
    func testSubscribersReceiveTheCurrentValueFirst() {
        let subject = BehaviorSubject(value: "a")
        var first: [String] = []
        _ = subject.subscribe(onNext: { first.append($0) })
        subject.onNext("b")
        var second: [String] = []
        _ = subject.subscribe(onNext: { second.append($0) })
        subject.onNext("c")
        XCTAssertEqual(first, ["a", "b", "c"])
        XCTAssertEqual(second, ["b", "c"])
        XCTAssertEqual(try subject.value(), "c")
    }

    func testValueThrowsAfterAnErrorAndAfterDisposal() {
        let failed = BehaviorSubject(value: 1)
        failed.onError(TestError.boom)
        XCTAssertThrowsError(try failed.value()) { XCTAssertEqual($0 as? TestError, .boom) }
        let disposed = BehaviorSubject(value: 1)
        disposed.dispose()
        XCTAssertThrowsError(try disposed.value()) { error in
            guard case RxError.disposed = error else { return XCTFail("\(error)") }
        }
    }

    func testCompletionIsReplayedWithoutTheValue() {
        let subject = BehaviorSubject(value: 1)
        subject.onCompleted()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
    }

    func testConcurrentSubscribersNeverSeeElementsOutOfOrder() {
        let subject = BehaviorSubject(value: 0)
        let failures = FailureLog()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            for value in 1...20_000 {
                subject.onNext(value)
            }
        }
        DispatchQueue.concurrentPerform(iterations: 50) { _ in
            let last = LastValue()
            let subscription = subject.subscribe(onNext: { value in
                if value < last.value { failures.record("\(value) after \(last.value)") }
                last.value = value
            })
            subscription.dispose()
        }
        group.wait()
        XCTAssertEqual(failures.entries, [])
    }
}

final class ReplaySubjectTests: XCTestCase {
    func testReplaysTheBufferThenLiveElements() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(4)
        XCTAssertEqual(received, [2, 3, 4])
    }

    func testReplaysTheStopEventAfterTheBuffer() {
        let subject = ReplaySubject<Int>.createUnbound()
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(TestError.boom)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .error(TestError.boom)])
    }

    func testABufferOfZeroReplaysNothing() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [])
    }
}

final class AsyncSubjectTests: XCTestCase {
    func testSendsTheLastElementOnCompletion() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(events, [])
        subject.onCompleted()
        XCTAssertEqual(events, [.next(2), .completed])
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late, [.next(2), .completed])
    }

    func testSendsAnErrorWithoutTheElement() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onError(TestError.boom)
        XCTAssertEqual(events, [.error(TestError.boom)])
    }

    func testCompletingEmptyCompletes() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onCompleted()
        XCTAssertEqual(events, [.completed])
    }
}

final class RelayTests: XCTestCase {
    func testPublishRelaySendsAcceptedElements() {
        let relay = PublishRelay<String>()
        var received: [String] = []
        _ = relay.subscribe(onNext: { received.append($0) })
        relay.accept("x")
        relay.accept("y")
        XCTAssertEqual(received, ["x", "y"])
    }

    func testBehaviorRelayHasAValue() {
        let relay = BehaviorRelay(value: 1)
        var received: [Int] = []
        _ = relay.subscribe(onNext: { received.append($0) })
        relay.accept(2)
        XCTAssertEqual(relay.value, 2)
        XCTAssertEqual(received, [1, 2])
    }
}

/// Collects failure messages from any thread.
private final class FailureLog: Sendable {
    private let storage = Locked<[String]>([])

    func record(_ message: String) { storage.withLock { $0.append(message) } }

    var entries: [String] { storage.current }
}

/// The last value one subscriber saw; touched by that subscriber's serialized events only.
private final class LastValue: @unchecked Sendable {
    // Sendable: a subject delivers one subscriber's events one at a time.
    var value = 0
}
