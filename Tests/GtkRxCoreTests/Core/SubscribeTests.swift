import GtkRxCore
import GtkRxVirtualTime
import TestHelpers
import XCTest

final class SubscribeTests: XCTestCase {
    func testClosuresReceiveEventsAndOnDisposedRunsOnceAfterCompletion() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])
    }

    func testOnDisposedRunsOnceAfterAnError() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(
            onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
        subject.onError(TestError.boom)
        subscription.dispose()
        XCTAssertEqual(log, ["error", "disposed"])
    }

    func testOnDisposedRunsOnceWhenDisposed() {
        let subject = PublishSubject<Int>()
        var disposals = 0
        let subscription = subject.subscribe(onDisposed: { disposals += 1 })
        subscription.dispose()
        subscription.dispose()
        subject.onCompleted()
        XCTAssertEqual(disposals, 1)
    }

    func testEventClosureSeesTheWholeGrammar() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onError(TestError.boom)
        subject.onNext(2)
        XCTAssertEqual(events, [.next(1), .error(TestError.boom)])
    }

    func testSubscribeWithHoldsTheObjectWeakly() {
        final class Owner { var received: [Int] = [] }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        _ = subject.subscribe(
            with: owner!, onNext: { owner, value in owner.received.append(value) })
        subject.onNext(1)
        XCTAssertEqual(owner?.received, [1])
        owner = nil
        XCTAssertNil(weakOwner, "the subscription does not keep the object alive")
        subject.onNext(2)
    }

    func testAnyObserverFromAClosureAndFromAnObserver() {
        var received: [Event<String>] = []
        let observer = AnyObserver<String> { received.append($0) }
        let wrapped = AnyObserver(observer)
        wrapped.onNext("a")
        wrapped.onCompleted()
        XCTAssertEqual(received, [.next("a"), .completed])
    }

    func testMapObserverTransformsWhatItReceives() {
        var received: [Int] = []
        let observer = AnyObserver<Int> { if case .next(let value) = $0 { received.append(value) } }
        let strings: AnyObserver<String> = observer.mapObserver { $0.count }
        strings.onNext("four")
        strings.onNext("")
        XCTAssertEqual(received, [4, 0])
    }

    func testBindToSeveralObserversAndToOptionalObservers() {
        let subject = PublishSubject<Int>()
        var first: [Int] = []
        var second: [Int] = []
        var optional: [Int?] = []
        let a = AnyObserver<Int> { if let value = $0.element { first.append(value) } }
        let b = AnyObserver<Int> { if let value = $0.element { second.append(value) } }
        let c = AnyObserver<Int?> { if case .next(let value) = $0 { optional.append(value) } }
        let bag = DisposeBag()
        subject.bind(to: a, b).disposed(by: bag)
        subject.bind(to: c).disposed(by: bag)
        subject.onNext(7)
        XCTAssertEqual(first, [7])
        XCTAssertEqual(second, [7])
        XCTAssertEqual(optional, [7])
    }

    func testBindToOneObserverForwardsEveryEventUntilDisposed() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        let observer = AnyObserver<Int> { event in
            switch event {
            case .next(let value): events.append("next \(value)")
            case .error: events.append("error")
            case .completed: events.append("completed")
            }
        }
        let first = subject.bind(to: observer)
        let second = PublishSubject<Int>()
        let secondSubscription = second.bind(to: observer)
        subject.onNext(1)
        first.dispose()
        subject.onNext(2)
        second.onNext(3)
        second.onCompleted()
        second.onNext(4)
        secondSubscription.dispose()
        XCTAssertEqual(events, ["next 1", "next 3", "completed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testBindOnNextAndWithObject() {
        final class Box { var values: [Int] = [] }
        let box = Box()
        let relay = PublishRelay<Int>()
        var seen: [Int] = []
        let bag = DisposeBag()
        relay.bind(onNext: { seen.append($0) }).disposed(by: bag)
        relay.bind(with: box) { box, value in box.values.append(value) }.disposed(by: bag)
        relay.accept(3)
        XCTAssertEqual(seen, [3])
        XCTAssertEqual(box.values, [3])
    }

    func testBindToRelays() {
        let source = PublishSubject<Int>()
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        var published: [Int] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        source.bind(to: publish).disposed(by: bag)
        source.bind(to: behavior).disposed(by: bag)
        source.onNext(5)
        XCTAssertEqual(published, [5])
        XCTAssertEqual(behavior.value, 5)
    }

    func testLiveSubscriptionsReturnToTheirBaseline() {
        let baseline = Resources.total
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe()
        XCTAssertGreaterThan(Resources.total, baseline)
        subscription.dispose()
        XCTAssertLessThanOrEqual(Resources.total, baseline)
    }

    func testAsObservableOfACustomObservableType() {
        let relay = BehaviorRelay(value: 1)
        var received: [Int] = []
        let subscription = relay.asObservable().subscribe(onNext: { received.append($0) })
        relay.accept(2)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2])
    }
}
