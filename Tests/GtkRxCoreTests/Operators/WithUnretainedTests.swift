import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

private final class Owner {
    let name: String
    init(_ name: String) { self.name = name }
}

final class WithUnretainedTests: XCTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4), .completed(50),
        ])
    }

    func testEachElementComesWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let owner = Owner("owner")
        let result = scheduler.start { xs.withUnretained(owner).map { "\($0.name) \($1)" } }
        XCTAssertEqual(
            result.events,
            [
                .next(210, "owner 1"), .next(220, "owner 2"), .next(230, "owner 3"),
                .next(240, "owner 4"), .completed(250),
            ])
    }

    func testTheResultSelectorCombinesTheObjectAndTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let owner = Owner("o")
        let result = scheduler.start {
            xs.withUnretained(owner) { object, element in "\(object.name)\(element * 10)" }
        }
        XCTAssertEqual(result.events.first, .next(210, "o10"))
        XCTAssertEqual(result.events.last, .completed(250))
    }

    func testTheObjectIsNotRetained() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner("gone")
        weak let released = owner
        let subscription = source(scheduler).withUnretained(owner!).subscribe { _ in }
        owner = nil
        XCTAssertNil(released)
        subscription.dispose()
    }

    func testTheSequenceCompletesAtTheFirstElementAfterTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var owner: Owner? = Owner("owner")
        let result = scheduler.start {
            xs.withUnretained(owner!)
                .do(onNext: { _, element in
                    if element == 2 { owner = nil }
                })
                .map { $1 }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testErrorsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let owner = Owner("owner")
        let result = scheduler.start { xs.withUnretained(owner).map { $1 } }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError.boom)])
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        let owner = Owner("owner")
        assertSubscriptionsReleased {
            _ = Observable.of(1, 2).withUnretained(owner).subscribe { _ in }
        }
        assertSubscriptionsReleased {
            let subject = PublishSubject<Int>()
            var object: Owner? = Owner("short-lived")
            var events: [Event<Int>] = []
            _ = subject.withUnretained(object!).map { $1 }.subscribe { events.append($0) }
            object = nil
            subject.onNext(1)
            XCTAssertEqual(events, [.completed])
            XCTAssertFalse(subject.hasObservers)
        }
    }
}
