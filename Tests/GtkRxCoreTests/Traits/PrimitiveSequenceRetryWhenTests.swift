import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

/// `retry(when:)` on Single, Maybe and Completable.
final class PrimitiveSequenceRetryWhenTests: XCTestCase {
    /// A sequence that fails its first `failures` subscriptions and then runs `succeeding`,
    /// and how many times it was subscribed to.
    private func failing(_ failures: Int, then succeeding: Observable<Int>) -> (
        Observable<Int>, () -> Int
    ) {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return subscriptions <= failures ? .error(TestError.boom) : succeeding
        }
        return (source, { subscriptions })
    }

    func testASingleIsSubscribedToAgainWhenTheNotifierEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, subscriptions) = failing(2, then: .just(7))
        let result = scheduler.start {
            source.asSingle().retry { (errors: Observable<TestError>) in
                errors.delay(.seconds(10), scheduler: scheduler)
            }
        }
        XCTAssertEqual(result.events, [.next(220, 7), .completed(220)])
        XCTAssertEqual(subscriptions(), 3)
    }

    func testAMaybeAndACompletableAreSubscribedToAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let (maybeSource, _) = failing(1, then: .empty())
        let maybe = scheduler.start {
            maybeSource.asMaybe().retry { (errors: Observable<Swift.Error>) in errors }
        }
        XCTAssertEqual(maybe.events, [.completed(200)])

        let (completableSource, completableSubscriptions) = failing(1, then: .empty())
        let completableScheduler = TestScheduler(initialClock: 0)
        let completable = completableScheduler.start {
            completableSource.ignoreElements().asCompletable().retry {
                (errors: Observable<Swift.Error>) in errors
            }
        }
        XCTAssertEqual(completable.events, [.completed(200)])
        XCTAssertEqual(completableSubscriptions(), 2)
    }

    func testTheNotifiersErrorFailsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = failing(5, then: .just(1))
        let result = scheduler.start {
            source.asSingle().retry { (errors: Observable<TestError>) in
                errors.flatMap { _ in Observable<Int>.error(TestError.other) }
            }
        }
        XCTAssertEqual(result.events, [.error(200, TestError.other)])
    }

    func testASingleWhoseNotifierCompletesFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, _) = failing(1, then: .just(1))
        let single = scheduler.start {
            source.asSingle().retry { (errors: Observable<TestError>) in errors.take(0) }
        }
        XCTAssertEqual(single.events, [.error(200, RxError.noElements)])

        let maybeScheduler = TestScheduler(initialClock: 0)
        let (maybeSource, _) = failing(1, then: .just(1))
        let maybe = maybeScheduler.start {
            maybeSource.asMaybe().retry { (errors: Observable<TestError>) in errors.take(0) }
        }
        XCTAssertEqual(maybe.events, [.completed(200)])
    }
}
