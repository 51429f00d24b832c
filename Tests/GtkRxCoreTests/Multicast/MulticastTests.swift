import Dispatch
import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class MulticastTests: XCTestCase {
    func testPublishSharesOneSubscriptionOnceConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(240, 2), .next(270, 3), .completed(400),
        ])
        let published = xs.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { _ = published.subscribe(first) }
        scheduler.scheduleAt(220) { connection = published.connect() }
        scheduler.scheduleAt(250) { _ = published.subscribe(second) }
        scheduler.scheduleAt(300) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(240, 2), .next(270, 3)])
        XCTAssertEqual(second.events, [.next(270, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 300)])
    }

    func testConnectingTwiceGivesTheSameConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let published = xs.publish()
        scheduler.scheduleAt(210) {
            let first = published.connect()
            let second = published.connect()
            first.dispose()
            second.dispose()
        }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(210, 210)])
    }

    // MARK: A new subject per connection

    func testPublishUsesANewSubjectForEachConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(240, 2), .next(270, 3), .next(330, 4), .next(360, 5),
        ])
        let published = xs.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var connections: [Disposable] = []
        scheduler.scheduleAt(200) { _ = published.subscribe(first) }
        scheduler.scheduleAt(220) { connections.append(published.connect()) }
        scheduler.scheduleAt(300) { connections[0].dispose() }
        // No connection runs: this subscriber joins the subject of the next one.
        scheduler.scheduleAt(310) { _ = published.subscribe(second) }
        scheduler.scheduleAt(320) { connections.append(published.connect()) }
        scheduler.scheduleAt(400) { connections[1].dispose() }
        scheduler.start()
        XCTAssertEqual(
            first.events, [.next(240, 2), .next(270, 3)],
            "the first connection's observers receive nothing from the second")
        XCTAssertEqual(second.events, [.next(330, 4), .next(360, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 300), Subscription(320, 400)])
    }

    func testReplayStartsEachConnectionWithAnEmptyBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let replayed = xs.replay(2)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var connections: [Disposable] = []
        scheduler.scheduleAt(200) { connections.append(replayed.connect()) }
        scheduler.scheduleAt(240) { _ = replayed.subscribe(first) }
        scheduler.scheduleAt(250) { connections[0].dispose() }
        scheduler.scheduleAt(260) { _ = replayed.subscribe(second) }
        scheduler.scheduleAt(300) { connections.append(replayed.connect()) }
        scheduler.scheduleAt(400) { connections[1].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(240, 2), .next(240, 3)])
        XCTAssertEqual(
            second.events, [.next(310, 1), .next(320, 2), .next(330, 3)],
            "nothing replayed from the first connection")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
    }

    func testReplayAllStartsEachConnectionWithAnEmptyBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .next(30, 3), .completed(40),
        ])
        let replayed = xs.replayAll()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var connections: [Disposable] = []
        scheduler.scheduleAt(200) { connections.append(replayed.connect()) }
        scheduler.scheduleAt(235) { _ = replayed.subscribe(first) }
        scheduler.scheduleAt(260) { _ = replayed.subscribe(second) }
        scheduler.scheduleAt(300) { connections.append(replayed.connect()) }
        scheduler.start()
        XCTAssertEqual(
            first.events,
            [.next(235, 1), .next(235, 2), .next(235, 3), .completed(240)])
        XCTAssertEqual(
            second.events, [.next(310, 1), .next(320, 2), .next(330, 3), .completed(340)],
            "the completed connection's buffer and stop event are not replayed")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(300, 340)])
    }

    func testMulticastWithOneSubjectKeepsItForEveryConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let multicast = xs.multicast(ReplaySubject.create(bufferSize: 2))
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var connections: [Disposable] = []
        scheduler.scheduleAt(200) { connections.append(multicast.connect()) }
        scheduler.scheduleAt(240) { _ = multicast.subscribe(first) }
        scheduler.scheduleAt(250) { connections[0].dispose() }
        scheduler.scheduleAt(260) { _ = multicast.subscribe(second) }
        scheduler.scheduleAt(300) { connections.append(multicast.connect()) }
        scheduler.scheduleAt(400) { connections[1].dispose() }
        scheduler.start()
        XCTAssertEqual(
            first.events,
            [.next(240, 2), .next(240, 3), .next(310, 1), .next(320, 2), .next(330, 3)])
        XCTAssertEqual(
            second.events,
            [.next(260, 2), .next(260, 3), .next(310, 1), .next(320, 2), .next(330, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
    }

    // MARK: A stop event ends the connection before it is delivered

    func testReconnectingOnCompletionStartsANewConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .completed(250), .next(260, 2), .next(280, 3), .next(320, 4),
        ])
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        var connections: [Disposable] = []
        scheduler.scheduleAt(200) { connections.append(published.connect()) }
        scheduler.scheduleAt(205) {
            _ = published.subscribe { event in
                observer.on(event)
                if event.isStopEvent {
                    _ = published.subscribe(observer)
                    connections.append(published.connect())
                }
            }
        }
        // The first connection has ended: disposing it changes nothing.
        scheduler.scheduleAt(270) { connections[0].dispose() }
        scheduler.scheduleAt(300) { connections[1].dispose() }
        scheduler.start()
        XCTAssertEqual(
            observer.events, [.next(210, 1), .completed(250), .next(260, 2), .next(280, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(250, 300)])
    }

    func testReconnectingOnAnErrorStartsANewConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .error(250, TestError.boom), .next(260, 2), .next(320, 3),
        ])
        let multicast = xs.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
        let observer = scheduler.createObserver(Int.self)
        var connections: [Disposable] = []
        scheduler.scheduleAt(200) { connections.append(multicast.connect()) }
        scheduler.scheduleAt(205) {
            _ = multicast.subscribe { event in
                observer.on(event)
                if event.isStopEvent {
                    _ = multicast.subscribe(observer)
                    connections.append(multicast.connect())
                }
            }
        }
        scheduler.scheduleAt(300) { connections[1].dispose() }
        scheduler.start()
        XCTAssertEqual(
            observer.events, [.next(210, 1), .error(250, TestError.boom), .next(260, 2)],
            "the new subject replays nothing of the failed connection")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(250, 300)])
    }

    func testReconnectingOneSubjectOnCompletionConnectsAgainButTheSubjectStaysCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .completed(250), .next(260, 2),
        ])
        let multicast = xs.multicast(ReplaySubject.create(bufferSize: 1))
        let observer = scheduler.createObserver(Int.self)
        var connections: [Disposable] = []
        scheduler.scheduleAt(200) { connections.append(multicast.connect()) }
        scheduler.scheduleAt(205) {
            _ = multicast.subscribe { event in
                observer.on(event)
                if event.isStopEvent {
                    _ = multicast.subscribe(observer)
                    connections.append(multicast.connect())
                }
            }
        }
        scheduler.scheduleAt(300) { connections[1].dispose() }
        scheduler.start()
        XCTAssertEqual(
            observer.events,
            [.next(210, 1), .completed(250), .next(250, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(250, 300)])
    }

    func testASynchronousSourceEndsItsConnectionWhileConnecting() {
        let published = Observable.of(1, 2).publish()
        var received: [Event<Int>] = []
        assertSubscriptionsReleased {
            _ = published.subscribe { received.append($0) }
            _ = published.connect()
            // The connection ended with the source: this one starts anew, on a new subject.
            _ = published.subscribe { received.append($0) }
            _ = published.connect()
        }
        XCTAssertEqual(received, [.next(1), .next(2), .completed, .next(1), .next(2), .completed])
    }

    func testConnectionsReleaseTheirSubscriptions() {
        assertSubscriptionsReleased {
            for connectable in [
                Observable.just(1).publish(), Observable.just(1).replay(1),
                Observable.just(1).replayAll(), Observable<Int>.error(TestError.boom).publish(),
                Observable.just(1).multicast(PublishSubject()),
            ] {
                _ = connectable.map { $0 + 1 }.subscribe(onError: { _ in })
                _ = connectable.connect()
            }
        }
    }

    func testRefCountConnectsWithTheFirstAndDisconnectsWithTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3)])
        let shared = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(250) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(270) { subscriptions[0].dispose() }
        scheduler.scheduleAt(300) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(260, 2)])
        XCTAssertEqual(second.events, [.next(260, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testShareWhileConnectedReplaysToLateSubscribersAndReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(225) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(240) {
            subscriptions[0].dispose()
            subscriptions[1].dispose()
        }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(third)) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(230, 3)])
        XCTAssertEqual(second.events, [.next(225, 2), .next(230, 3)])
        XCTAssertEqual(
            third.events, [.next(310, 1), .next(320, 2), .next(330, 3)],
            "a new connection starts with an empty buffer")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(300)])
    }

    func testShareForeverKeepsTheBufferAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(250) { subscriptions[0].dispose() }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(second)) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(second.events, [.next(300, 2), .next(310, 1), .next(320, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300)])
    }

    func testShareWithoutReplaySharesOneSubscription() {
        var subscribeCount = 0
        let source = Observable<Int>.create { observer in
            subscribeCount += 1
            observer.onNext(subscribeCount)
            return Disposables.create()
        }
        let shared = source.share()
        var received: [Int] = []
        let bag = DisposeBag()
        shared.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        shared.subscribe(onNext: { received.append($0 * 10) }).disposed(by: bag)
        XCTAssertEqual(subscribeCount, 1)
        XCTAssertEqual(received, [1])
    }

    func testShareConnectsOnceUnderConcurrentFirstSubscribers() {
        for _ in 0..<50 {
            let connections = ConnectionCounter()
            let source = Observable<Int>.create { _ in
                connections.increment()
                return Disposables.create()
            }
            // nonisolated(unsafe): subscribing to a shared sequence from several threads at once is
            // what refCount must make safe, and what this test checks.
            nonisolated(unsafe) let shared = source.share(replay: 1)
            let subscriptions = SubscriptionList()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                subscriptions.append(shared.subscribe())
            }
            XCTAssertEqual(connections.count, 1)
            subscriptions.disposeAll()
        }
    }
}

private final class ConnectionCounter: Sendable {
    private let value = Locked(0)

    func increment() { value.withLock { $0 += 1 } }

    var count: Int { value.current }
}

private final class SubscriptionList: @unchecked Sendable {
    // Sendable: the list is guarded by its lock, and disposables may be disposed from any
    // thread by contract.
    private let subscriptions = Locked<[Disposable]>([])

    func append(_ subscription: Disposable) { subscriptions.withLock { $0.append(subscription) } }

    func disposeAll() { subscriptions.current.forEach { $0.dispose() } }
}
