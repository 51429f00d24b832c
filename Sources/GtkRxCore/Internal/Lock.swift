import Glibc

/// A mutual-exclusion lock guarding the plain stored properties of a thread-safe class.
///
/// Unlike `Synchronization.Mutex`, it does not own the state it guards, so the state may hold
/// non-`Sendable` values (observers, disposables) that are handed out of the critical section;
/// the classes that use it are `@unchecked Sendable` and touch that state only inside
/// ``withLock(_:)``. Not recursive.
package final class Lock: @unchecked Sendable {
    // Sendable: a pthread mutex is made to be shared between threads; it never moves, being
    // allocated once for the lock's lifetime.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A lock; a `recursive` one may be locked again by the thread holding it.
    package init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    package func lock() { pthread_mutex_lock(mutex) }

    @inline(__always)
    package func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    @inline(__always)
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
