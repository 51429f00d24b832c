import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class GroupByTests: XCTestCase {
    /// Words keyed by their first letter, lowercased: keys a, b, c, d in that order of first
    /// appearance.
    private let words: [Recorded<Event<String>>] = [
        .next(150, "zebra"),  // before the subscription
        .next(210, "apple"), .next(220, "Banana"), .next(230, "avocado"), .next(240, "cherry"),
        .next(250, "blueberry"), .next(260, "Apricot"), .next(270, "date"), .next(280, "Cranberry"),
    ]

    private func firstLetter(_ word: String) -> String { word.prefix(1).lowercased() }

    /// Subscribes to `outer` at 200, subscribing to each group as it arrives (or `delay` later)
    /// with an observer of its own; disposes everything at `disposed`.
    private func subscribeToGroups(
        _ scheduler: TestScheduler,
        _ outer: @escaping () -> Observable<GroupedObservable<String, String>>,
        delay: Int = 0, disposed: Int = 1000
    ) -> (keys: TestableObserver<String>, groups: () -> [String: TestableObserver<String>]) {
        let keys = scheduler.createObserver(String.self)
        var groups: [String: TestableObserver<String>] = [:]
        var subscriptions: [Disposable] = []
        var outerSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outerSubscription = outer().subscribe { event in
                switch event {
                case .next(let group):
                    keys.on(.next(group.key))
                    let observer = scheduler.createObserver(String.self)
                    groups[group.key] = observer
                    if delay == 0 {
                        subscriptions.append(group.subscribe(observer))
                    } else {
                        scheduler.scheduleAt(scheduler.clock + delay) {
                            subscriptions.append(group.subscribe(observer))
                        }
                    }
                case .error(let error): keys.on(.error(error))
                case .completed: keys.on(.completed)
                }
            }
        }
        scheduler.scheduleAt(disposed) {
            outerSubscription?.dispose()
            subscriptions.forEach { $0.dispose() }
        }
        scheduler.start()
        return (keys, { groups })
    }

    func testEachKeyGetsAGroupWithItsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words + [.completed(300)])
        let (keys, groups) = subscribeToGroups(scheduler) {
            xs.groupBy(keySelector: self.firstLetter)
        }
        XCTAssertEqual(
            keys.events,
            [.next(210, "a"), .next(220, "b"), .next(240, "c"), .next(270, "d"), .completed(300)])
        XCTAssertEqual(
            groups()["a"]?.events,
            [.next(210, "apple"), .next(230, "avocado"), .next(260, "Apricot"), .completed(300)])
        XCTAssertEqual(
            groups()["b"]?.events, [.next(220, "Banana"), .next(250, "blueberry"), .completed(300)])
        XCTAssertEqual(
            groups()["c"]?.events, [.next(240, "cherry"), .next(280, "Cranberry"), .completed(300)])
        XCTAssertEqual(groups()["d"]?.events, [.next(270, "date"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFlattenedGroupsKeepTheSourceOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(220, 4), .next(230, 3), .next(240, 6),
            .completed(300),
        ])
        let result = scheduler.start {
            xs.groupBy { $0 % 2 }
                .enumerated()
                .flatMap { index, group in group.map { "group \(index): \($0)" } }
        }
        XCTAssertEqual(
            result.events,
            [
                .next(205, "group 0: 1"), .next(210, "group 1: 2"), .next(220, "group 1: 4"),
                .next(230, "group 0: 3"), .next(240, "group 1: 6"), .completed(300),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAGroupIsHotAndALateSubscriberGetsOnlyWhatFollows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words + [.completed(300)])
        let (_, groups) = subscribeToGroups(
            scheduler, { xs.groupBy(keySelector: self.firstLetter) }, delay: 25)
        // "a" arrives at 210 and is subscribed to at 235: avocado at 230 is missed.
        XCTAssertEqual(groups()["a"]?.events, [.next(260, "Apricot"), .completed(300)])
        XCTAssertEqual(groups()["b"]?.events, [.next(250, "blueberry"), .completed(300)])
        XCTAssertEqual(groups()["c"]?.events, [.next(280, "Cranberry"), .completed(300)])
        XCTAssertEqual(groups()["d"]?.events, [.completed(300)])
    }

    func testASourceErrorFailsEveryGroupAndTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words + [.error(290, TestError.boom)])
        let (keys, groups) = subscribeToGroups(scheduler) {
            xs.groupBy(keySelector: self.firstLetter)
        }
        XCTAssertEqual(keys.events.last, .error(290, TestError.boom))
        for key in ["a", "b", "c", "d"] {
            XCTAssertEqual(groups()[key]?.events.last, .error(290, TestError.boom), key)
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testAThrowingKeySelectorFailsEveryGroupAndTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words + [.completed(300)])
        var calls = 0
        let (keys, groups) = subscribeToGroups(scheduler) {
            xs.groupBy { word -> String in
                calls += 1
                if word == "cherry" { throw TestError.other }
                return self.firstLetter(word)
            }
        }
        XCTAssertEqual(
            keys.events, [.next(210, "a"), .next(220, "b"), .error(240, TestError.other)])
        XCTAssertEqual(
            groups()["a"]?.events,
            [.next(210, "apple"), .next(230, "avocado"), .error(240, TestError.other)])
        XCTAssertEqual(groups()["b"]?.events, [.next(220, "Banana"), .error(240, TestError.other)])
        XCTAssertEqual(calls, 4, "the key selector runs once per element, until it throws")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testDisposingEverythingEndsTheSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words + [.completed(300)])
        let (keys, groups) = subscribeToGroups(
            scheduler, { xs.groupBy(keySelector: self.firstLetter) }, disposed: 245)
        XCTAssertEqual(keys.events, [.next(210, "a"), .next(220, "b"), .next(240, "c")])
        XCTAssertEqual(groups()["a"]?.events, [.next(210, "apple"), .next(230, "avocado")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    }

    func testGroupsOutliveTheSequenceOfGroupsWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words + [.completed(300)])
        let keys = scheduler.createObserver(String.self)
        let appleGroup = scheduler.createObserver(String.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy(keySelector: self.firstLetter).subscribe(onNext: { group in
                keys.on(.next(group.key))
                if group.key == "a" {
                    inner = group.subscribe(appleGroup)
                }
            })
        }
        scheduler.scheduleAt(225) { outer?.dispose() }
        scheduler.scheduleAt(1000) { inner?.dispose() }
        scheduler.start()
        // No group is sent after 225, but the one subscribed to still gets its elements.
        XCTAssertEqual(keys.events, [.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(
            appleGroup.events,
            [.next(210, "apple"), .next(230, "avocado"), .next(260, "Apricot"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTheSourceSubscriptionEndsWithTheLastGroupSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words + [.completed(300)])
        var outer: Disposable?
        var inners: [String: Disposable] = [:]
        scheduler.scheduleAt(200) {
            outer = xs.groupBy(keySelector: self.firstLetter).subscribe(onNext: { group in
                inners[group.key] = group.subscribe { _ in }
            })
        }
        scheduler.scheduleAt(225) { outer?.dispose() }
        scheduler.scheduleAt(235) { inners["a"]?.dispose() }
        scheduler.scheduleAt(255) { inners["b"]?.dispose() }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 255)])
    }

    func testGroupSubscriptionsAloneDoNotEndTheSourceWhileTheSequenceIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words + [.completed(300)])
        let cherryGroup = scheduler.createObserver(String.self)
        var inners: [String: Disposable] = [:]
        var outer: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy(keySelector: self.firstLetter).subscribe(onNext: { group in
                inners[group.key] = group.subscribe(
                    group.key == "c" ? AnyObserver(cherryGroup) : AnyObserver { _ in })
            })
        }
        scheduler.scheduleAt(245) { inners.values.forEach { $0.dispose() } }
        scheduler.scheduleAt(1000) { outer?.dispose() }
        scheduler.start()
        XCTAssertEqual(cherryGroup.events, [.next(240, "cherry")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAGroupSubscribedAfterTheSourceStoppedGetsTheStopEvent() {
        for stop in [Recorded<Event<String>>.completed(300), .error(300, TestError.boom)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(words + [stop])
            let late = scheduler.createObserver(String.self)
            var group: GroupedObservable<String, String>?
            var outer: Disposable?
            scheduler.scheduleAt(200) {
                outer = xs.groupBy(keySelector: self.firstLetter)
                    .subscribe(onNext: { group = $0 }, onError: { _ in })
            }
            scheduler.scheduleAt(400) { _ = group?.subscribe(late) }
            scheduler.start()
            XCTAssertEqual(late.events, [Recorded(time: 400, value: stop.value)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
            outer?.dispose()
        }
    }

    func testAGroupSubscribedAfterEverythingWasDisposedGetsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words + [.completed(300)])
        let late = scheduler.createObserver(String.self)
        var group: GroupedObservable<String, String>?
        var outer: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy(keySelector: self.firstLetter).subscribe(onNext: { group = $0 })
        }
        scheduler.scheduleAt(275) { outer?.dispose() }
        scheduler.scheduleAt(280) { _ = group?.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 275)])
    }

    func testGroupedObservableCarriesItsKeyAndSource() {
        let group = GroupedObservable(key: "k", source: Observable.of(1, 2))
        var received: [Int] = []
        _ = group.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(group.key, "k")
        XCTAssertEqual(received, [1, 2])
        _ = group.asObservable().subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 1, 2])
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            var received: [Int] = []
            _ = Observable.of(1, 2, 3, 4).groupBy { $0 % 2 }.flatMap { $0 }
                .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1, 2, 3, 4])
        }
        assertSubscriptionsReleased {
            var failure: Error?
            _ = Observable<Int>.error(TestError.boom).groupBy { $0 }
                .subscribe(onError: { failure = $0 })
            XCTAssertEqual(failure as? TestError, .boom)
        }
        assertSubscriptionsReleased {
            _ = Observable.just(1).groupBy { _ -> Int in throw TestError.boom }.subscribe { _ in }
        }
    }

    func testNothingIsLeftAliveOnceEverythingIsDisposed() {
        assertSubscriptionsReleased {
            let subject = PublishSubject<Int>()
            var groups: [Disposable] = []
            let outer = subject.groupBy { $0 % 3 }.subscribe(onNext: { group in
                groups.append(group.subscribe { _ in })
            })
            subject.onNext(1)
            subject.onNext(2)
            outer.dispose()
            XCTAssertTrue(subject.hasObservers, "the groups keep the source subscription")
            groups.forEach { $0.dispose() }
            XCTAssertFalse(subject.hasObservers)
        }
    }
}
