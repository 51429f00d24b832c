import Glibc

/// A value shared between threads, guarded by a pthread mutex: the one lock of the test
/// helpers.
///
/// Not `Synchronization.Mutex`: on Linux, ThreadSanitizer does not see `Mutex`'s locking
/// (Swift 6.3.1 reports a race on every `Mutex`-guarded value two threads use), and the tests
/// must run clean under `--sanitize=thread`.
public final class Locked<Value>: @unchecked Sendable {
    // Sendable: `value` is only read or written while `mutex` is held.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A lock guarding `value`.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// A copy of the value, read under the lock.
    public var current: Value { withLock { $0 } }
}
