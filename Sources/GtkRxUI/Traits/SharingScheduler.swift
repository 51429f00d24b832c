import GtkRxCore
import GtkRxGLib

/// Where ``Driver`` and ``Signal`` deliver their events and run their time-based operators
/// (`debounce`, `throttle`, `delay`, `interval`, `timer`): ``make`` makes a scheduler for each
/// conversion or operator that needs one.
///
/// By default each call makes a new ``GtkRxGLib/MainScheduler`` (RxCocoa's `MainScheduler()`), with a
/// queue count of its own: a Driver's elements, arriving on the main thread, are delivered at
/// once even while another Driver or a ``Binder`` is delivering (see ``GtkRxGLib/MainScheduler``).
///
/// Tests replace it with ``mock(scheduler:action:)``, so that a Driver's time-based operators
/// run in virtual time:
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// SharingScheduler.mock(scheduler: scheduler) {
///     let result = scheduler.start { xs.asDriver(onErrorJustReturn: 0).debounce(.seconds(10)) }
///     XCTAssertEqual(result.events, [.next(230, 3)])
/// }
/// ```
public enum SharingScheduler {
    /// Makes the scheduler a shared sequence delivers on: a new ``GtkRxGLib/MainScheduler`` each time,
    /// unless a ``mock(makeScheduler:action:)`` is running.
    public static var make: () -> SchedulerType {
        factory.current
    }

    /// Runs `action` with ``make`` returning `scheduler`, then restores ``make``; returns what
    /// `action` returns.
    ///
    /// Shared sequences created during `action` keep `scheduler` after it returns. The
    /// replacement is for the whole process (as in RxCocoa): mock only in tests that run one
    /// at a time.
    public static func mock<Result>(scheduler: SchedulerType, action: () throws -> Result)
        rethrows -> Result
    {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with ``make`` replaced by `makeScheduler`, then restores ``make``, also
    /// when `action` throws; returns what `action` returns. Mocks may nest.
    public static func mock<Result>(
        makeScheduler: @escaping () -> SchedulerType, action: () throws -> Result
    ) rethrows -> Result {
        let previous = factory.replace(with: makeScheduler)
        defer { _ = factory.replace(with: previous) }
        return try action()
    }

    private static let factory = SchedulerFactory()
}

/// The current ``SharingScheduler/make``, readable and replaceable from any thread.
private final class SchedulerFactory: @unchecked Sendable {
    // Sendable: `make` is read and written only holding `lock`. The closures it holds are not
    // Sendable: the default one only creates a MainScheduler, which any thread may do, and a
    // mock's is the test's own, called by whatever the test runs while it is installed.
    private let lock = Lock()
    private var make: () -> SchedulerType = { MainScheduler() }

    var current: () -> SchedulerType {
        lock.withLock { make }
    }

    /// Installs `newMake` and returns the one it replaced.
    func replace(with newMake: @escaping () -> SchedulerType) -> () -> SchedulerType {
        lock.withLock {
            let previous = make
            make = newMake
            return previous
        }
    }
}
