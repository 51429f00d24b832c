import GtkRxCore
import TestHelpers
import XCTest

/// Every subscription of the multi-source operators releases its sinks once its sequence stops
/// on its own, or once it is disposed (`Resources.total` counts live sinks in debug builds).
final class MultiSourceResourceTests: XCTestCase {
    private func just(_ element: Int) -> Observable<Int> {
        Observable.create { observer in
            observer.onNext(element)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    private var failing: Observable<Int> {
        Observable.create { observer in
            observer.onError(TestError.boom)
            return Disposables.create()
        }
    }

    private var never: Observable<Int> {
        Observable.create { _ in Disposables.create() }
    }

    private func factories() -> [(name: String, make: () -> Observable<Int>)] {
        [
            ("combineLatest", { Observable.combineLatest(self.just(1), self.just(2)) { $0 + $1 } }),
            ("combineLatest array", { Observable.combineLatest([self.just(1)]).map { $0[0] } }),
            ("zip", { Observable.zip(self.just(1), self.just(2)).map { $0.0 + $0.1 } }),
            ("zip error", { Observable.zip([self.just(1), self.failing]).map { $0[0] } }),
            ("merge", { Observable.merge(self.just(1), self.just(2)) }),
            ("flatMap", { self.just(1).flatMap { self.just($0) } }),
            ("flatMapLatest", { self.just(1).flatMapLatest { self.just($0) } }),
            ("concatMap", { self.just(1).concatMap { _ in self.failing } }),
            ("concat", { Observable.concat(self.just(1), self.just(2)) }),
            ("withLatestFrom", { self.just(1).withLatestFrom(self.just(2)) }),
            ("sample", { self.just(1).sample(self.just(2)) }),
            ("catch", { self.failing.catch { _ in self.just(1) } }),
            ("catchAndReturn", { self.failing.catchAndReturn(1) }),
            ("retry", { self.failing.retry(3) }),
        ]
    }

    func testSinksAreReleasedWhenTheSequenceStops() {
        for factory in factories() {
            let before = Resources.total
            var stopped = false
            _ = factory.make().subscribe(
                onError: { _ in stopped = true }, onCompleted: { stopped = true })
            XCTAssertTrue(stopped, factory.name)
            XCTAssertLessThanOrEqual(Resources.total, before, factory.name)
        }
    }

    func testSinksAreReleasedWhenDisposed() {
        let running: [(String, Observable<Int>)] = [
            ("combineLatest", Observable.combineLatest(just(1), never) { $0 + $1 }),
            ("zip", Observable.zip([never, just(1)]).map { $0[0] }),
            ("merge", never.flatMap { _ in self.never }),
            ("flatMapLatest", just(1).flatMapLatest { _ in self.never }),
            ("concat", Observable.concat(just(1), never)),
            ("withLatestFrom", never.withLatestFrom(never)),
            ("sample", never.sample(never)),
            ("catch", failing.catch { _ in self.never }),
        ]
        for (name, sequence) in running {
            let before = Resources.total
            let subscription = sequence.subscribe { _ in }
            XCTAssertGreaterThan(Resources.total, before, name)
            subscription.dispose()
            XCTAssertLessThanOrEqual(Resources.total, before, name)
        }
    }
}
