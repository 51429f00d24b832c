import Dispatch
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Driver and Signal deliver on the main thread; XCTest runs these tests there.
final class DriverTests: XCTestCase {
    func testAnErrorBecomesTheFallbackElementAndCompletes() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.asDriver(onErrorJustReturn: -1).asObservable().subscribe {
            events.append($0)
        }
        subject.onNext(1)
        subject.onError(TestError.boom)
        subscription.dispose()
        XCTAssertEqual(events, [.next(1), .next(-1), .completed])
    }

    func testAnErrorCanSwitchToAnotherDriver() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.asDriver(onErrorDriveWith: .just(42)).drive(onNext: {
            received.append($0)
        })
        subject.onError(TestError.boom)
        XCTAssertTrue(GtkTest.runMainLoop { received == [42] })
        subscription.dispose()
    }

    func testADriverReplaysItsLatestElementAndSharesOneSubscription() {
        var subscriptions = 0
        let subject = PublishSubject<String>()
        let driver = Observable<String>.deferred {
            subscriptions += 1
            return subject.asObservable()
        }.asDriver(onErrorJustReturn: "")
        var first: [String] = []
        var second: [String] = []
        let bag = DisposeBag()
        driver.drive(onNext: { first.append($0) }).disposed(by: bag)
        subject.onNext("a")
        driver.drive(onNext: { second.append($0) }).disposed(by: bag)
        subject.onNext("b")
        XCTAssertEqual(first, ["a", "b"])
        XCTAssertEqual(second, ["a", "b"])
        XCTAssertEqual(subscriptions, 1)
    }

    func testElementsFromABackgroundThreadArriveOnTheMainThread() {
        let subject = PublishSubject<Int>()
        let record = ThreadRecord()
        let subscription = subject.asDriver(onErrorJustReturn: 0).drive(onNext: {
            record.append($0, onMainThread: MainThread.isCurrent)
        })
        DispatchQueue.global().async {
            for value in 1...100 {
                subject.onNext(value)
            }
        }
        XCTAssertTrue(GtkTest.runMainLoop { record.count == 100 })
        XCTAssertEqual(record.indices, Array(1...100))
        XCTAssertTrue(record.allOnMainThread)
        subscription.dispose()
    }

    func testDriveSendsToObserversOptionalObserversAndRelays() {
        let relay = BehaviorRelay(value: 0)
        var optional: [Int?] = []
        let observer = AnyObserver<Int?> {
            if case .next(let value) = $0 { optional.append(value) }
        }
        let bag = DisposeBag()
        let driver = Driver.of(1, 2)
        driver.drive(relay).disposed(by: bag)
        driver.drive(observer).disposed(by: bag)
        XCTAssertTrue(GtkTest.runMainLoop { relay.value == 2 && optional == [1, 2] })
    }

    func testOperatorsKeepTheDriverAndCombineLatestCombines() {
        let left = BehaviorRelay(value: 1)
        let right = BehaviorRelay(value: "a")
        var combined: [String] = []
        let bag = DisposeBag()
        Driver.combineLatest(
            left.asDriver(onErrorJustReturn: 0).map { $0 * 10 }.filter { $0 > 0 },
            right.asDriver(onErrorJustReturn: "").distinctUntilChanged()
        ) { "\($1)\($0)" }
        .drive(onNext: { combined.append($0) })
        .disposed(by: bag)
        right.accept("a")
        left.accept(2)
        right.accept("b")
        XCTAssertEqual(combined, ["a10", "a20", "b20"])
    }
}

final class SignalTests: XCTestCase {
    func testASignalDoesNotReplay() {
        let relay = PublishRelay<Int>()
        let signal = relay.asSignal(onErrorJustReturn: 0)
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        signal.emit(onNext: { first.append($0) }).disposed(by: bag)
        relay.accept(1)
        signal.emit(onNext: { second.append($0) }).disposed(by: bag)
        relay.accept(2)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2])
    }

    func testEmitToRelaysAndObservers() {
        let source = PublishSubject<String>()
        let publish = PublishRelay<String>()
        let behavior = BehaviorRelay(value: "")
        var published: [String] = []
        var observed: [String] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        let signal = source.asSignal(onErrorSignalWith: .empty())
        signal.emit(to: publish).disposed(by: bag)
        signal.emit(to: behavior).disposed(by: bag)
        signal.emit(
            to: AnyObserver<String> { if let value = $0.element { observed.append(value) } }
        )
        .disposed(by: bag)
        source.onNext("tap")
        XCTAssertEqual(published, ["tap"])
        XCTAssertEqual(behavior.value, "tap")
        XCTAssertEqual(observed, ["tap"])
    }

    func testAnErrorCanBeRecovered() {
        let source = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = source.asSignal(onErrorRecover: { _ in .just(7) }).asObservable()
            .subscribe { events.append($0) }
        source.onError(TestError.boom)
        XCTAssertTrue(GtkTest.runMainLoop { events.count == 2 })
        XCTAssertEqual(events, [.next(7), .completed])
        subscription.dispose()
    }
}

final class InfallibleTests: XCTestCase {
    func testCreateSendsElementsAndCompletion() {
        let infallible = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            return Disposables.create()
        }
        var received: [Int] = []
        var completed = false
        _ = infallible.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(completed)
    }

    func testAnErrorBecomesTheFallbackElement() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.asInfallible(onErrorJustReturn: 0).map { $0 + 1 }.filter { $0 > 0 }
            .asObservable().subscribe { events.append($0) }
        subject.onNext(1)
        subject.onError(TestError.boom)
        XCTAssertEqual(events, [.next(2), .next(1), .completed])
    }

    func testFallbackAndRecoveryAndBinding() {
        var received: [Int] = []
        let observer = AnyObserver<Int> { if let value = $0.element { received.append(value) } }
        let bag = DisposeBag()
        Observable<Int>.error(TestError.boom).asInfallible(onErrorFallbackTo: .of(1, 2))
            .bind(to: observer).disposed(by: bag)
        Observable<Int>.error(TestError.boom).asInfallible(onErrorRecover: { _ in .just(3) })
            .bind(onNext: { received.append($0) }).disposed(by: bag)
        XCTAssertEqual(received, [1, 2, 3])
    }
}
