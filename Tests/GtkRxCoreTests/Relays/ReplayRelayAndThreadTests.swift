import Dispatch
import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

/// ReplayRelay, the relays as Infallible, binding into relays, and relays used from several
/// threads at once.
final class RelayThreadAndReplayTests: XCTestCase {
    // MARK: - ReplayRelay

    func testAReplayRelayReplaysItsLatestElementsThenSendsLiveOnes() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        let recorder = Recorder<Int>()
        let subscription = relay.subscribe(recorder.observer)
        XCTAssertEqual(recorder.elements, [2, 3])
        relay.accept(4)
        XCTAssertEqual(recorder.elements, [2, 3, 4])
        subscription.dispose()
        relay.accept(5)
        XCTAssertEqual(recorder.elements, [2, 3, 4], "nothing after disposal")
        XCTAssertFalse(recorder.snapshot.isStopped, "a relay never ends")
    }

    func testAnUnboundReplayRelayReplaysEverything() {
        let relay = ReplayRelay<String>.createUnbound()
        for element in ["a", "b", "c", "d"] {
            relay.accept(element)
        }
        let recorder = Recorder<String>()
        relay.subscribe(recorder.observer).dispose()
        XCTAssertEqual(recorder.elements, ["a", "b", "c", "d"])
    }

    func testAReplayRelayOfNoBufferReplaysNothingAndANegativeSizeIsNoBufferToo() {
        for size in [0, -3] {
            let relay = ReplayRelay<Int>.create(bufferSize: size)
            relay.accept(1)
            let recorder = Recorder<Int>()
            let subscription = relay.subscribe(recorder.observer)
            relay.accept(2)
            XCTAssertEqual(recorder.elements, [2], "buffer size \(size)")
            subscription.dispose()
        }
    }

    func testBindingIntoReplayRelaysAndOptionalOnes() {
        let relays = [ReplayRelay<Int>.createUnbound(), ReplayRelay<Int>.createUnbound()]
        let optional = ReplayRelay<Int?>.createUnbound()
        assertSubscriptionsReleased {
            _ = Observable.of(1, 2).bind(to: relays[0], relays[1])
            _ = Observable.of(3).bind(to: optional)
        }
        for relay in relays {
            XCTAssertEqual(replayed(relay), [1, 2])
        }
        XCTAssertEqual(replayed(optional), [3])
    }

    // MARK: - As Infallible

    /// RxSwift's published relay tests: each relay, as an Infallible, bound to an observer.
    func testRelaysAsInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let behavior = BehaviorRelay(value: 0)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        replay.accept(-1)
        let ys = scheduler.createHotObservable([.next(500, 25), .next(600, 33)])
        let behaviorObserver = scheduler.createObserver(Int.self)
        let publishObserver = scheduler.createObserver(Int.self)
        let replayObserver = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        behavior.asInfallible().bind(to: behaviorObserver).disposed(by: bag)
        publish.asInfallible().bind(to: publishObserver).disposed(by: bag)
        replay.asInfallible().bind(to: replayObserver).disposed(by: bag)
        ys.bind(to: behavior).disposed(by: bag)
        ys.bind(to: publish).disposed(by: bag)
        ys.bind(to: replay).disposed(by: bag)
        scheduler.start()
        XCTAssertEqual(behaviorObserver.events, [.next(0, 0), .next(500, 25), .next(600, 33)])
        XCTAssertEqual(publishObserver.events, [.next(500, 25), .next(600, 33)])
        XCTAssertEqual(replayObserver.events, [.next(0, -1), .next(500, 25), .next(600, 33)])
        XCTAssertEqual(behavior.value, 33)
    }

    // MARK: - Threads

    /// Four threads accept 5,000 elements each into an unbound ReplayRelay while four others
    /// subscribe at random moments: every subscriber receives every element of every producer,
    /// each producer's in order, none twice (replayed elements come before live ones, without
    /// a gap or an overlap between them).
    func testAReplayRelayFedAndSubscribedFromSeveralThreadsLosesAndRepeatsNothing() {
        let producers = 4
        let perProducer = 5_000
        let relay = ReplayRelay<Stamp>.createUnbound()
        let recorders = (0..<4).map { _ in Recorder<Stamp>() }
        let subscriptions = Locked<[Disposable]>([])
        DispatchQueue.concurrentPerform(iterations: producers + recorders.count) { index in
            if index < producers {
                for sequence in 0..<perProducer {
                    relay.accept(Stamp(producer: index, sequence: sequence))
                }
            } else {
                let subscription = relay.subscribe(recorders[index - producers].observer)
                subscriptions.withLock { $0.append(subscription) }
            }
        }
        for (index, recorder) in recorders.enumerated() {
            let byProducer = Dictionary(grouping: recorder.elements, by: \.producer)
            for producer in 0..<producers {
                XCTAssertEqual(
                    byProducer[producer]?.map(\.sequence), Array(0..<perProducer),
                    "subscriber \(index), producer \(producer)")
            }
        }
        subscriptions.current.forEach { $0.dispose() }
    }

    /// Several threads accept into a BehaviorRelay and a PublishRelay at once: every element
    /// reaches the subscriber once, each thread's in order, and the relay's value ends as one
    /// of the threads' last elements.
    func testBehaviorAndPublishRelaysAcceptFromSeveralThreads() {
        let producers = 4
        let perProducer = 5_000
        let behavior = BehaviorRelay(value: Stamp(producer: -1, sequence: 0))
        let publish = PublishRelay<Stamp>()
        let behaviorRecorder = Recorder<Stamp>()
        let publishRecorder = Recorder<Stamp>()
        let bag = DisposeBag()
        behavior.subscribe(behaviorRecorder.observer).disposed(by: bag)
        publish.subscribe(publishRecorder.observer).disposed(by: bag)
        DispatchQueue.concurrentPerform(iterations: producers) { producer in
            for sequence in 0..<perProducer {
                let stamp = Stamp(producer: producer, sequence: sequence)
                behavior.accept(stamp)
                publish.accept(stamp)
            }
        }
        for recorder in [behaviorRecorder, publishRecorder] {
            let byProducer = Dictionary(grouping: recorder.elements, by: \.producer)
            for producer in 0..<producers {
                XCTAssertEqual(byProducer[producer]?.map(\.sequence), Array(0..<perProducer))
            }
        }
        XCTAssertEqual(behavior.value.sequence, perProducer - 1)
        XCTAssertTrue((0..<producers).contains(behavior.value.producer))
    }

    private func replayed<Element>(_ relay: ReplayRelay<Element>) -> [Element] {
        let recorder = Recorder<Element>()
        relay.subscribe(recorder.observer).dispose()
        return recorder.elements
    }
}

/// An element stamped with the thread that sent it and its place in that thread's sequence.
private struct Stamp: Sendable {
    let producer: Int
    let sequence: Int
}
