import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class SampleTests: XCTestCase {
    private func source(_ scheduler: TestScheduler, ending end: Recorded<Event<Int>>)
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5),
            .next(310, 6), end,
        ])
    }

    private func sampler(_ scheduler: TestScheduler, ending end: Recorded<Event<String>>)
        -> TestableObservable<String>
    {
        scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"),
            .next(320, "baz"), end,
        ])
    }

    func testSendsTheLatestElementOnceAtEachTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(400))
        let ys = sampler(scheduler, ending: .completed(500))
        let result = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(320, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testTheSamplerCompletingSamplesOneLastTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(220, 2), .next(240, 3), .next(360, 7), .completed(400),
        ])
        let ys = sampler(scheduler, ending: .completed(500))
        let result = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(500, 7), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testCompletesAtTheFirstTickAfterTheSourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(220, 2), .next(240, 3), .next(290, 4), .completed(300),
        ])
        let ys = sampler(scheduler, ending: .completed(500))
        let result = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(320, 4), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testTheDefaultValueFillsTicksWithoutANewElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(400))
        let ys = sampler(scheduler, ending: .completed(500))
        let result = scheduler.start { xs.sample(ys, defaultValue: 0) }
        XCTAssertEqual(
            result.events,
            [
                .next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0),
                .completed(500),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testTheSamplerCompletingFirstLeavesItRunning() {
        // As RxSwift: without ticks no more elements come, but it completes only on a tick.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(400))
        let ys = scheduler.createHotObservable([.next(250, "foo"), .completed(300)])
        let result = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(300, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        // The sampler's own subscription ends with it; the source's at its completion.
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testAnErrorOfTheSourceEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .error(320, TestError.boom))
        let ys = scheduler.createHotObservable([
            .next(250, "foo"), .next(300, "baz"), .completed(400),
        ])
        let result = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(300, 5), .error(320, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testAnErrorOfTheSamplerEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, ending: .completed(400))
        let ys = sampler(scheduler, ending: .error(320, TestError.boom))
        // Without the sampler's tick at 320, only its error comes then.
        let result = scheduler.start { xs.sample(ys.filter { $0 != "baz" }) }
        XCTAssertEqual(result.events, [.next(250, 3), .error(320, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }
}
