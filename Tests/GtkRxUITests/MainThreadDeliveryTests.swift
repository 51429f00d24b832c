import Dispatch
import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Drivers, Signals and Binders on the main thread deliver at once, as in RxCocoa (each binder
/// and each conversion has a `MainScheduler` queue count of its own), while work queued from
/// another thread keeps its place. None of these tests runs the GLib loop before its first
/// assertion: what is checked happened before the call returned.
@MainActor
final class MainThreadDeliveryTests: GtkTestCase {
    func testAJustIntoABinderThroughADriverAppliesBeforeDriveReturns() async {
        let button = Button(label: "OK")
        XCTAssertTrue(button.isEnabled)
        let subscription = Observable.just(false).asDriver(onErrorJustReturn: true)
            .drive(button.rx.isEnabled)
        XCTAssertFalse(button.isEnabled, "bound before drive(_:) returned, with no loop run")
        subscription.dispose()
    }

    func testAFreshlyBuiltWindowShowsItsBoundStateAtOnce() async {
        let name = BehaviorRelay(value: "Ada")
        let window = Window()
        let box = Box(orientation: .vertical)
        let greeting = Label()
        let submit = Button(label: "Submit")
        box.append(greeting)
        box.append(submit)
        window.child = box
        let bag = DisposeBag()
        let driver = name.asDriver()
        driver.map { "Hello, \($0)" }.drive(greeting.rx.text).disposed(by: bag)
        driver.map { !$0.isEmpty }.drive(submit.rx.isEnabled).disposed(by: bag)
        XCTAssertEqual(greeting.text, "Hello, Ada")
        XCTAssertTrue(submit.isEnabled)

        name.accept("")
        XCTAssertEqual(greeting.text, "Hello, ", "a later element applies at once too")
        XCTAssertFalse(submit.isEnabled)
        window.destroy()
    }

    /// RxCocoa's published "driving order of synchronous subscriptions" example: drivers whose
    /// sources emit during subscription, driving a relay another driver observes, on the main
    /// thread.
    func testSynchronousDriversIntoARelayDeliverInOrderBeforeReturning() async {
        func sampleDriver(_ item: String) -> Driver<String> {
            Observable<String>.create { observer in
                observer.onNext(item)
                observer.onCompleted()
                return Disposables.create()
            }
            .asDriver(onErrorJustReturn: "")
        }
        var received: [String] = []
        var bag = DisposeBag()
        let relay = BehaviorRelay(value: "initial")
        relay.asDriver().drive(onNext: { received.append($0) }).disposed(by: bag)
        sampleDriver("first").drive(relay).disposed(by: bag)
        sampleDriver("second").drive(relay).disposed(by: bag)
        Observable.just("third").bind(to: relay).disposed(by: bag)
        bag = DisposeBag()
        XCTAssertEqual(received, ["initial", "first", "second", "third"])
    }

    /// RxCocoa's published flatMapLatest chain: each inner driver delivers inside the delivery
    /// of the outer one, and the last element arrives before `drive` returns.
    func testAChainOfFlatMapLatestDriversDeliversBeforeDriveReturns() async {
        var latest: Int?
        let state = BehaviorRelay(value: 1)
        let subscription = state.asDriver()
            .flatMapLatest { Driver.just($0 * 2) }
            .flatMapLatest { Observable.just($0).asDriver(onErrorJustReturn: -1) }
            .flatMapLatest { Observable.just($0).asDriver(onErrorDriveWith: .empty()) }
            .flatMapLatest { Observable.just($0).asDriver(onErrorRecover: { _ in .empty() }) }
            .drive(onNext: { latest = $0 })
        XCTAssertEqual(latest, 2)
        state.accept(5)
        XCTAssertEqual(latest, 10)
        subscription.dispose()
    }

    func testADriverDrivingARelayWhoseDriverDrivesALabelAppliesAtOnce() async {
        let label = Label()
        let source = PublishRelay<Int>()
        let middle = BehaviorRelay(value: 0)
        let bag = DisposeBag()
        source.asSignal().map { $0 * 10 }.emit(to: middle).disposed(by: bag)
        middle.asDriver().map { "\($0)" }.drive(label.rx.text).disposed(by: bag)
        XCTAssertEqual(label.text, "0")
        source.accept(4)
        XCTAssertEqual(label.text, "40")
    }

    func testABinderCalledFromInsideAnotherBinderBindsAtOnce() async {
        let first = Label()
        let second = Label()
        let inner = second.rx.text
        let outer = Binder<String>(first) { label, text in
            label.text = text
            inner.onNext(text + "!")
        }
        outer.onNext("a")
        XCTAssertEqual(first.text, "a")
        XCTAssertEqual(second.text, "a!")
    }

    /// A binder re-entered from its own binding still queues the nested element (as RxSwift's
    /// MainScheduler does), so bindings of one binder never nest.
    func testABinderReenteredFromItsOwnBindingQueuesTheNestedElement() async throws {
        final class Target {
            var applied: [Int] = []
            var binder: Binder<Int>?
        }
        let target = Target()
        let binder = Binder<Int>(target) { target, value in
            target.applied.append(value)
            if value == 1 {
                target.binder?.onNext(2)
                XCTAssertEqual(target.applied, [1], "the nested element waits for the first")
            }
        }
        target.binder = binder
        binder.onNext(1)
        var applied: [Int] { target.applied }
        XCTAssertEqual(applied, [1])
        try GtkTest.wait("the nested element") { applied.count == 2 }
        XCTAssertEqual(applied, [1, 2])
    }

    /// An element a background thread sent is queued; one the main thread sends afterwards to
    /// the same binder waits behind it instead of overtaking it.
    func testABinderKeepsAnElementFromABackgroundThreadAheadOfALaterOne() async throws {
        var applied: [Int] = []
        let target = Label()
        let binder = Binder<Int>(target) { _, value in applied.append(value) }
        let posted = SharedFlag()
        DispatchQueue.global().async {
            binder.onNext(1)
            posted.raise()
        }
        try waitWithoutRunningTheLoop(for: posted)
        binder.onNext(2)
        XCTAssertEqual(applied, [], "2 must not overtake the queued 1")
        try GtkTest.wait("both elements") { applied.count == 2 }
        XCTAssertEqual(applied, [1, 2])

        binder.onNext(3)
        XCTAssertEqual(applied, [1, 2, 3], "with nothing queued, the main thread binds at once")
    }

    /// The same through a Driver: the background element waits in the Driver's queue, and a
    /// main-thread element sent afterwards is delivered after it.
    func testADriverKeepsAnElementFromABackgroundThreadAheadOfALaterOne() async throws {
        let subject = PublishSubject<Int>()
        var applied: [Int] = []
        let target = Label()
        let binder = Binder<Int>(target) { _, value in applied.append(value) }
        let subscription = subject.asDriver(onErrorJustReturn: -1).drive(binder)
        let posted = SharedFlag()
        DispatchQueue.global().async {
            subject.onNext(1)
            posted.raise()
        }
        try waitWithoutRunningTheLoop(for: posted)
        subject.onNext(2)
        XCTAssertEqual(applied, [], "2 must not overtake the queued 1")
        try GtkTest.wait("both elements") { applied.count == 2 }
        XCTAssertEqual(applied, [1, 2])
        subject.onNext(3)
        XCTAssertEqual(applied, [1, 2, 3])
        subscription.dispose()
    }

    /// Binder is Sendable: a Swift 6 closure sent to another thread may capture one (this test
    /// compiles only if it is), and the value it sends there is bound on the main thread.
    func testABinderCanBeSentToABackgroundQueueAndBindsOnTheMainThread() async throws {
        let label = Label()
        let binder: Binder<String?> = label.rx.text
        let boundOnMain = Locked<[Bool]>([])
        let recording = Binder<String?>(label) { label, text in
            boundOnMain.withLock { $0.append(MainThread.isCurrent) }
            label.text = text
        }
        DispatchQueue.global().async {
            binder.onNext("from the background")
            recording.onNext("recorded")
        }
        try GtkTest.wait("the bindings") { label.text == "recorded" }
        XCTAssertEqual(boundOnMain.current, [true])
    }

    func testControlPropertyAndControlEventPresentThemselvesAsDrivers() async throws {
        let entry = Entry()
        var values: [String?] = []
        let subscription = entry.rx.text.asDriver().drive(onNext: { values.append($0) })
        XCTAssertEqual(values, [""], "the current value, at once")
        try User.type("b", into: entry)
        XCTAssertEqual(values, ["", "b"])
        subscription.dispose()

        let button = Button(label: "Go")
        var taps = 0
        let driver = button.rx.tap.asDriver()
        let tapSubscription = driver.drive(onNext: { taps += 1 })
        try User.click(button)
        XCTAssertEqual(taps, 1)
        var replayed = 0
        let late = driver.drive(onNext: { replayed += 1 })
        XCTAssertEqual(replayed, 1, "a Driver replays the latest tap to a late subscriber")
        late.dispose()
        tapSubscription.dispose()
    }

    /// Spins until `flag` is raised, without running the GLib loop (which would run the queued
    /// work the test is about).
    private func waitWithoutRunningTheLoop(for flag: SharedFlag) throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        while !flag.isRaised {
            guard ContinuousClock.now < deadline else {
                throw GtkTestError.timedOut("the background thread", after: .seconds(10))
            }
        }
    }
}
