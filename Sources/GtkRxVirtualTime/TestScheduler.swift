import FoundationEssentials
import GtkRxCore

/// A scheduler with a virtual clock, for testing time-based Rx code deterministically and
/// instantly.
///
/// Work runs in order of its virtual time when ``start()`` runs the clock. One tick is
/// `resolution` seconds (1 by default), so `.seconds(20)` is 20 ticks. Work scheduled (as a
/// scheduler's work, or a cold observable's event) for the present or the past runs one tick
/// later, as if processing took a tick (unless `simulateProcessingDelay` is off); work a test
/// puts at an absolute time with ``scheduleAt(_:action:)`` runs at that time, as in RxTest.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
/// let result = scheduler.start { xs.map { $0 * 10 } }
/// XCTAssertEqual(result.events, [.next(210, 10), .next(220, 20), .completed(300)])
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
public final class TestScheduler: SchedulerType {
    /// The times ``start(created:subscribed:disposed:create:)`` uses by default.
    public enum Defaults {
        /// When the tested sequence is created.
        public static let created = 100
        /// When it is subscribed to.
        public static let subscribed = 200
        /// When the subscription is disposed.
        public static let disposed = 1000
    }

    /// The virtual time now.
    public private(set) var clock: TestTime
    private let resolution: Double
    private let simulateProcessingDelay: Bool
    private var queue: [VirtualWork] = []
    private var nextSequenceNumber = 0
    private var isRunning = false

    /// A scheduler whose clock starts at `initialClock`.
    public init(
        initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true
    ) {
        clock = initialClock
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
    }

    /// The virtual time as a date: `clock × resolution` seconds after 1970.
    public var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

    /// Runs `action` at the next tick.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsolute(state, time: adjusted(clock), action: action)
    }

    /// Runs `action` `dueTime` (in ticks of `resolution` seconds) from now; a `dueTime` of
    /// zero or less runs it at the next tick.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsolute(state, time: adjusted(clock + ticks(in: dueTime)), action: action)
    }

    /// Runs `action` at virtual time `time`, as RxTest's `scheduleAt` does: at `time` itself
    /// even when that is now (no simulated processing delay); a `time` that has passed runs
    /// next, before the work due now, without turning the clock back.
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> Disposable {
        scheduleAbsolute((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Runs `action` `ticks` after now, at the next tick when `ticks` is 0: a cold observable's
    /// events, relative to its subscription.
    func scheduleAfter(_ ticks: TestTime, action: @escaping () -> Void) -> Disposable {
        scheduleAbsolute((), time: adjusted(clock + ticks)) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Runs the clock until no work is left (or ``stop()``).
    public func start() {
        isRunning = true
        while isRunning, let work = dequeue() {
            if work.time > clock {
                clock = work.time
            }
            work.invoke()
        }
        isRunning = false
    }

    /// Runs the work due up to `time`, and sets the clock to `time`.
    public func advanceTo(_ time: TestTime) {
        isRunning = true
        while isRunning, let next = queue.first, next.time <= time {
            queue.removeFirst()
            if next.time > clock {
                clock = next.time
            }
            next.invoke()
        }
        if time > clock {
            clock = time
        }
        isRunning = false
    }

    /// Stops ``start()`` after the work running now.
    public func stop() { isRunning = false }

    /// An observer that records what it receives, with the virtual time.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// A hot observable: sends `events` at their absolute times, to whoever is subscribed then.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
        -> TestableObservable<Element>
    {
        HotObservable(scheduler: self, recordedEvents: events)
    }

    /// A cold observable: sends `events` to each subscriber at their times after it subscribed.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
        -> TestableObservable<Element>
    {
        ColdObservable(scheduler: self, recordedEvents: events)
    }

    /// Creates a sequence with `create` at `created`, subscribes to it at `subscribed`,
    /// disposes the subscription at `disposed`, runs the clock, and returns what was received.
    public func start<Element, Sequence: ObservableConvertibleType>(
        created: TestTime = Defaults.created, subscribed: TestTime = Defaults.subscribed,
        disposed: TestTime = Defaults.disposed, create: @escaping () -> Sequence
    ) -> TestableObserver<Element> where Sequence.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// ``start(created:subscribed:disposed:create:)`` with the default creation and
    /// subscription times.
    public func start<Element, Sequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> Sequence
    ) -> TestableObserver<Element> where Sequence.Element == Element {
        start(
            created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed,
            create: create)
    }

    /// `time`, or the next tick when that is now or has passed (the simulated processing delay,
    /// unless it is off).
    private func adjusted(_ time: TestTime) -> TestTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Queues `action` at `due`, after the work already due then.
    private func scheduleAbsolute<StateType>(
        _ state: StateType, time due: TestTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let work = VirtualWork(time: due, sequenceNumber: nextSequenceNumber) { action(state) }
        nextSequenceNumber += 1
        let index = queue.firstIndex { $0.time > due } ?? queue.endIndex
        queue.insert(work, at: index)
        return work
    }

    private func dequeue() -> VirtualWork? {
        queue.isEmpty ? nil : queue.removeFirst()
    }

    private func ticks(in interval: RxTimeInterval) -> TestTime {
        let seconds: Double =
            switch interval {
            case .seconds(let value): Double(value)
            case .milliseconds(let value): Double(value) / 1_000
            case .microseconds(let value): Double(value) / 1_000_000
            case .nanoseconds(let value): Double(value) / 1_000_000_000
            case .never: Double(Int.max / 2)
            @unknown default: Double(Int.max / 2)
            }
        return Int((seconds / resolution).rounded())
    }
}

/// Work due at a virtual time; disposing it before then cancels it.
private final class VirtualWork: Cancelable {
    let time: TestTime
    let sequenceNumber: Int
    private var action: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()

    init(time: TestTime, sequenceNumber: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.sequenceNumber = sequenceNumber
        self.action = action
    }

    var isDisposed: Bool { result.isDisposed }

    func invoke() {
        guard let action, !result.isDisposed else { return }
        self.action = nil
        result.setDisposable(action())
    }

    func dispose() {
        action = nil
        result.dispose()
    }
}
