import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class RefCountTests: XCTestCase {
    func testDoesNotConnectForASubscriberThatIsStoppedWhileSubscribing() {
        let completedReplay = ReplaySubject<Int>.create(bufferSize: 1)
        completedReplay.onNext(7)
        completedReplay.onCompleted()
        let completedAsync = AsyncSubject<Int>()
        completedAsync.onNext(3)
        completedAsync.onCompleted()
        let failed = PublishSubject<Int>()
        failed.onError(TestError.boom)
        check(completedReplay, [.next(200, 7), .completed(200)])
        check(completedAsync, [.next(200, 3), .completed(200)])
        check(failed, [.error(200, TestError.boom)])
    }

    private func check<Subject: SubjectType>(
        _ subject: Subject, _ expected: [Recorded<Event<Int>>],
        file: StaticString = #filePath, line: UInt = #line
    ) where Subject.Element == Int, Subject.Observer.Element == Int {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { xs.multicast(subject).refCount() }
        XCTAssertEqual(result.events, expected, file: file, line: line)
        XCTAssertEqual(xs.subscriptions, [], "nothing connected", file: file, line: line)
    }

    func testResubscribingOnCompletionConnectsToTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(10, 2), .next(20, 3), .completed(40)])
        let third = scheduler.createColdObservable([.next(5, 4), .completed(10)])
        var connections = 0
        let source = Observable<Int>.deferred {
            connections += 1
            return [first, second, third][connections - 1].asObservable()
        }
        let shared = source.publish().refCount()
        let observer = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(210) {
            _ = shared.subscribe { event in
                observer.on(event)
                if event.isStopEvent {
                    _ = shared.subscribe(observer)
                }
            }
        }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(
            observer.events,
            [.next(220, 1), .completed(230), .next(240, 2), .next(250, 3), .completed(270)])
        XCTAssertEqual(late.events, [.next(305, 4), .completed(310)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(second.subscriptions, [Subscription(230, 270)])
        XCTAssertEqual(third.subscriptions, [Subscription(300, 310)])
    }

    func testResubscribingOnAnErrorConnectsToTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let second = scheduler.createColdObservable([.next(10, 2), .error(30, TestError.other)])
        var connections = 0
        let source = Observable<Int>.deferred {
            connections += 1
            return [first, second][connections - 1].asObservable()
        }
        let shared = source.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
        let observers = [scheduler.createObserver(Int.self), scheduler.createObserver(Int.self)]
        for (index, observer) in observers.enumerated() {
            scheduler.scheduleAt(210 + 5 * index) {
                _ = shared.subscribe { event in
                    observer.on(event)
                    if event.isStopEvent {
                        _ = shared.subscribe(observer)
                    }
                }
            }
        }
        scheduler.start()
        for observer in observers {
            // Both join the second connection, which the first to resubscribe starts.
            XCTAssertEqual(
                observer.events,
                [
                    .next(220, 1), .error(230, TestError.boom), .next(240, 2),
                    .error(260, TestError.other),
                ])
        }
        XCTAssertEqual(first.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(second.subscriptions, [Subscription(230, 260)])
    }

    func testSubscribingBeforeTheStopEventArrivesStartsANewConnection() {
        // The connectable's own first observer subscribes to the shared sequence as the
        // connection completes: the connection has ended (its subject let go), but the stop
        // event has not reached the shared sequence's subscriber yet.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .completed(250), .next(260, 2), .next(280, 3),
        ])
        let published = xs.publish()
        let shared = published.refCount()
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var lateSubscription: Disposable?
        scheduler.scheduleAt(200) {
            _ = published.subscribe(onCompleted: { lateSubscription = shared.subscribe(late) })
        }
        scheduler.scheduleAt(205) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { lateSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(late.events, [.next(260, 2), .next(280, 3)], "connected, not stranded")
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 250), Subscription(250, 300)])
    }

    func testASubscriberLeavingDuringTheConnectionDisconnects() {
        var subscribed = 0
        let disposed = SharedFlag()
        let source = Observable<Int>.create { observer in
            subscribed += 1
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed.raise() }
        }
        var received: [Event<Int>] = []
        assertSubscriptionsReleased {
            _ = source.publish().refCount().take(1).subscribe { received.append($0) }
        }
        XCTAssertEqual(received, [.next(1), .completed])
        XCTAssertEqual(subscribed, 1)
        XCTAssertTrue(disposed.isRaised, "the connection was disposed")
    }

    func testASubscriberJoiningAsTheLastLeavesKeepsTheConnection() {
        // The joining subscriber's replay runs before it is counted in: the last counted
        // subscriber leaves then. The connection stays for the one that joined its subject.
        let source = PublishSubject<Int>()
        let shared = source.replay(1).refCount()
        var first: [Int] = []
        let firstSubscription = shared.subscribe(onNext: { first.append($0) })
        source.onNext(1)
        var joined: [Int] = []
        let joinedSubscription = shared.subscribe(onNext: { value in
            joined.append(value)
            firstSubscription.dispose()
        })
        source.onNext(2)
        XCTAssertEqual(first, [1])
        XCTAssertEqual(joined, [1, 2], "still connected, not stranded on the old subject")
        XCTAssertTrue(source.hasObservers, "one connection, kept")
        joinedSubscription.dispose()
        XCTAssertFalse(source.hasObservers, "disconnected once the last counted one left")
    }

    func testAJoiningSubscriberStoppedWhileSubscribingEndsAConnectionKeptForIt() {
        let source = PublishSubject<Int>()
        let shared = source.replay(1).refCount()
        let firstSubscription = shared.subscribe()
        source.onNext(1)
        var joined: [Event<Int>] = []
        _ = shared.do(onNext: { _ in firstSubscription.dispose() }).take(1).subscribe {
            joined.append($0)
        }
        XCTAssertEqual(joined, [.next(1), .completed])
        XCTAssertFalse(source.hasObservers, "nobody is left: disconnected")
    }

    func testSubscriptionsAreReleased() {
        assertSubscriptionsReleased {
            _ = Observable.just(1).publish().refCount().subscribe()
            _ = Observable<Int>.error(TestError.boom).publish().refCount().subscribe(
                onError: { _ in })
            let completed = ReplaySubject<Int>.create(bufferSize: 1)
            completed.onCompleted()
            _ = Observable<Int>.never().multicast(completed).refCount().subscribe()
        }
    }
}
