import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

/// A resource that records when it was created and disposed on a ``TestScheduler``'s clock.
private final class TimedResource: Disposable {
    private unowned let scheduler: TestScheduler
    let created: Int
    private(set) var disposals: [Int] = []

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
        created = scheduler.clock
    }

    func dispose() { disposals.append(scheduler.clock) }
}

/// A resource that runs a closure when disposed.
private final class ClosureResource: Disposable {
    private let onDispose: () -> Void
    init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
    func dispose() { onDispose() }
}

final class UsingTests: XCTestCase {
    private func check(
        ending stop: Recorded<Event<Int>>, disposed: Int = 1000,
        expected: [Recorded<Event<Int>>], resourceDisposedAt end: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        var resources: [TimedResource] = []
        var handed: [TimedResource] = []
        var xs: TestableObservable<Int>?
        let result = scheduler.start(disposed: disposed) {
            Observable.using({ () -> TimedResource in
                let resource = TimedResource(scheduler)
                resources.append(resource)
                return resource
            }) { resource in
                handed.append(resource)
                let source = scheduler.createColdObservable([.next(50, resource.created), stop])
                xs = source
                return source.asObservable()
            }
        }
        XCTAssertEqual(result.events, expected, file: file, line: line)
        XCTAssertEqual(resources.count, 1, "one resource per subscription", file: file, line: line)
        XCTAssertTrue(handed.first === resources.first, file: file, line: line)
        XCTAssertEqual(resources.first?.created, 200, file: file, line: line)
        XCTAssertEqual(resources.first?.disposals, [end], file: file, line: line)
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, end)], file: file, line: line)
    }

    func testTheResourceIsDisposedWhenTheSequenceCompletes() {
        check(
            ending: .completed(100), expected: [.next(250, 200), .completed(300)],
            resourceDisposedAt: 300)
    }

    func testTheResourceIsDisposedWhenTheSequenceFails() {
        check(
            ending: .error(100, TestError.boom),
            expected: [.next(250, 200), .error(300, TestError.boom)], resourceDisposedAt: 300)
    }

    func testTheResourceIsDisposedWhenTheSubscriptionIs() {
        check(
            ending: .next(500, 1), disposed: 400, expected: [.next(250, 200)],
            resourceDisposedAt: 400)
    }

    func testAThrowingResourceFactoryEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        var factoryCalls = 0
        let result = scheduler.start {
            Observable<Int>.using({ () -> TimedResource in throw TestError.boom }) { _ in
                factoryCalls += 1
                return .never()
            }
        }
        XCTAssertEqual(result.events, [.error(200, TestError.boom)])
        XCTAssertEqual(factoryCalls, 0)
    }

    func testAThrowingObservableFactoryEndsTheSequenceAndDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TimedResource?
        let result = scheduler.start {
            Observable<Int>.using({ () -> TimedResource in
                let made = TimedResource(scheduler)
                resource = made
                return made
            }) { _ in throw TestError.other }
        }
        XCTAssertEqual(result.events, [.error(200, TestError.other)])
        XCTAssertEqual(resource?.disposals, [200])
    }

    func testTheSubscriptionIsDisposedBeforeTheResource() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in
            Disposables.create { log.append("subscription") }
        }
        let subscription = Observable.using({ ClosureResource { log.append("resource") } }) {
            _ in source
        }
        .subscribe { _ in }
        subscription.dispose()
        XCTAssertEqual(log, ["subscription", "resource"])
    }

    func testNothingIsLeftAliveOnceTheSequenceHasEnded() {
        assertSubscriptionsReleased {
            let resource = BooleanDisposable()
            _ = Observable.using({ resource }) { _ in Observable.just(1) }.subscribe { _ in }
            XCTAssertTrue(resource.isDisposed)
        }
        assertSubscriptionsReleased {
            let resource = BooleanDisposable()
            _ = Observable<Int>.using({ resource }) { _ in .error(TestError.boom) }
                .subscribe { _ in }
            XCTAssertTrue(resource.isDisposed)
        }
    }
}
