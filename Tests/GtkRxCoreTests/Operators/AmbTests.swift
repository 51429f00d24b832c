import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class AmbTests: XCTestCase {
    func testTheFirstToEmitWinsAndTheOtherIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(220, 1), .completed(260)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(225, 11), .completed(250)])
        let result = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(result.events, [.next(215, 10), .next(225, 11), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testTheWinnersErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
        let result = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testALosersErrorIsNotSeen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(260)])
        let ys = scheduler.createHotObservable([.error(220, TestError.boom, Int.self)])
        let result = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testAStopEventBeforeAnyElementWinsToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(260)])
        let ys = scheduler.createHotObservable([.error(210, TestError.other, Int.self)])
        let failing = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(failing.events, [.error(210, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        let completing = TestScheduler(initialClock: 0)
        let never = completing.createHotObservable([Recorded<Event<Int>>]())
        let empty = completing.createHotObservable([.completed(205, Int.self)])
        let result = completing.start { never.amb(empty) }
        XCTAssertEqual(result.events, [.completed(205)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 205)])
    }

    func testNoEventsLastsUntilDisposalOfEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<3).map { _ in
            scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 0)])
        }
        let result = scheduler.start { Observable.amb(sources.map { $0.asObservable() }) }
        XCTAssertEqual(result.events, [])
        for source in sources {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
        }
    }

    func testTheStaticAmbPicksAmongManySources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(240, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, 2), .completed(300)])
        let zs = scheduler.createHotObservable([.next(220, 3), .next(250, 4), .completed(270)])
        let result = scheduler.start {
            Observable.amb([xs.asObservable(), ys.asObservable(), zs.asObservable()])
        }
        XCTAssertEqual(result.events, [.next(220, 3), .next(250, 4), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 270)])
    }

    func testNoSourcesNeverSendAnything() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.amb([Observable<Int>]()) }
        XCTAssertEqual(result.events, [])
    }

    func testSourcesAfterOneThatEmitsWhenSubscribedAreNotSubscribedTo() {
        var subscribed = 0
        let counted = Observable<Int>.create { _ in
            subscribed += 1
            return Disposables.create()
        }
        // Emits as it is subscribed to (`of` would wait for the current-thread trampoline).
        let immediate = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        var received: [Event<Int>] = []
        _ = Observable.amb([counted, immediate, counted]).subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(1), .next(2), .completed])
        XCTAssertEqual(subscribed, 1, "only the source before the winner was subscribed to")
    }

    func testDisposingDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1)])
        let ys = scheduler.createHotObservable([.next(260, 2)])
        let result = scheduler.start(disposed: 240) { xs.amb(ys) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testSourcesRacingOnDifferentThreadsGiveOneWinner() {
        for _ in 0..<100 {
            let xs = ManualSource<Int>()
            let ys = ManualSource<Int>()
            let recorder = ConcurrencyRecorder<Int>()
            let subscription = xs.observable.amb(ys.observable).subscribe(recorder)
            runConcurrently([
                {
                    for value in 0..<200 { xs.onNext(value) }
                    xs.onCompleted()
                },
                {
                    for value in 1000..<1200 { ys.onNext(value) }
                    ys.onCompleted()
                },
            ])
            XCTAssertEqual(recorder.overlaps, 0)
            let elements = recorder.elements
            XCTAssertTrue(
                elements == Array(0..<200) || elements == Array(1000..<1200),
                "the elements of one source, all of them: \(elements.prefix(5))…")
            XCTAssertEqual(recorder.events.last.map(\.isCompleted), true)
            subscription.dispose()
        }
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            _ = Observable.just(1).amb(Observable<Int>.never()).subscribe { _ in }
        }
        assertSubscriptionsReleased {
            _ = Observable<Int>.never().amb(Observable.error(TestError.boom)).subscribe { _ in }
        }
        assertSubscriptionsReleased {
            let subscription = Observable<Int>.never().amb(Observable<Int>.never())
                .subscribe { _ in }
            subscription.dispose()
        }
    }
}
