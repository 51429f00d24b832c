import Dispatch
import GtkRxCore
import TestHelpers
import XCTest

final class DisposeBagTests: XCTestCase {
    func testTheBuilderInitializerDisposesWhatItListsWhenReleased() {
        var disposed: [String] = []
        let include = true
        let skip = false
        var bag: DisposeBag? = DisposeBag {
            Disposables.create { disposed.append("first") }
            if include {
                Disposables.create { disposed.append("if") }
            }
            if skip {
                Disposables.create { disposed.append("skipped") }
            }
            if skip {
                Disposables.create { disposed.append("skipped too") }
            } else {
                Disposables.create { disposed.append("else") }
            }
            for index in 1...2 {
                Disposables.create { disposed.append("for \(index)") }
            }
        }
        XCTAssertNotNil(bag)
        XCTAssertEqual(disposed, [])
        bag = nil
        XCTAssertEqual(disposed, ["first", "if", "else", "for 1", "for 2"])
    }

    /// A list row's bag, reused across binds: emptying it disposes what it holds, in order,
    /// once each, and it goes on taking disposables, disposed when emptied again or released.
    func testEmptyingABagDisposesItsContentsAndKeepsItOpen() {
        var disposed: [String] = []
        var bag: DisposeBag? = DisposeBag()
        bag?.insert(Disposables.create { disposed.append("a") })
        bag?.insert(Disposables.create { disposed.append("b") })
        bag?.disposeContents()
        XCTAssertEqual(disposed, ["a", "b"])
        bag?.disposeContents()
        XCTAssertEqual(disposed, ["a", "b"])
        bag?.insert(Disposables.create { disposed.append("c") })
        XCTAssertEqual(disposed, ["a", "b"])
        bag = nil
        XCTAssertEqual(disposed, ["a", "b", "c"])
    }

    func testDisposingInitializersDisposeWhatTheyAreGivenWhenReleased() {
        var disposed: [Int] = []
        var variadic: DisposeBag? = DisposeBag(
            disposing: Disposables.create { disposed.append(1) },
            Disposables.create { disposed.append(2) })
        var array: DisposeBag? = DisposeBag(disposing: [
            Disposables.create { disposed.append(3) }, Disposables.create { disposed.append(4) },
        ])
        XCTAssertNotNil(variadic)
        XCTAssertNotNil(array)
        XCTAssertEqual(disposed, [])
        variadic = nil
        array = nil
        XCTAssertEqual(disposed, [1, 2, 3, 4])
    }

    func testInsertingSeveralAtOnce() {
        var disposed: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        bag?.insert([
            Disposables.create { disposed.append(1) }, Disposables.create { disposed.append(2) },
        ])
        bag?.insert(
            Disposables.create { disposed.append(3) }, Disposables.create { disposed.append(4) })
        bag?.insert {
            Disposables.create { disposed.append(5) }
            Disposables.create { disposed.append(6) }
        }
        XCTAssertEqual(disposed, [])
        bag = nil
        XCTAssertEqual(disposed, [1, 2, 3, 4, 5, 6])
    }

    func testBindingsInABuilderEndWithTheBag() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag: DisposeBag? = DisposeBag {
            subject.subscribe(onNext: { received.append($0) })
            subject.map { $0 * 10 }.subscribe(onNext: { received.append($0) })
        }
        subject.onNext(1)
        XCTAssertNotNil(bag)
        bag = nil
        subject.onNext(2)
        XCTAssertEqual(received, [1, 10])
        XCTAssertFalse(subject.hasObservers)
    }

    func testInsertingFromManyThreadsDisposesEachExactlyOnce() {
        let counts = Locked<[Int: Int]>([:])
        // The only reference to the bag, dropped on another thread.
        let slot = Locked<DisposeBag?>(DisposeBag())
        insertFromManyThreads(into: slot.current!, counts: counts)
        XCTAssertEqual(counts.current.count, 0, "nothing is disposed while the bag lives")
        let released = expectation(description: "released on a background thread")
        DispatchQueue.global().async {
            slot.withLock { $0 = nil }
            released.fulfill()
        }
        wait(for: [released], timeout: 10)
        XCTAssertEqual(counts.current.count, 800)
        XCTAssertTrue(counts.current.values.allSatisfy { $0 == 1 })
    }

    /// Inserts 800 disposables into `bag` from many threads, 4 at a time, in each of the ways
    /// to insert several; each counts its disposals in `counts` under its own number.
    private func insertFromManyThreads(into bag: DisposeBag, counts: Locked<[Int: Int]>) {
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let make = { (offset: Int) -> Disposable in
                Disposables.create { counts.withLock { $0[index * 4 + offset, default: 0] += 1 } }
            }
            switch index % 3 {
            case 0: bag.insert([make(0), make(1), make(2), make(3)])
            case 1: bag.insert(make(0), make(1), make(2), make(3))
            default:
                bag.insert {
                    make(0)
                    make(1)
                    make(2)
                    make(3)
                }
            }
        }
    }
}
