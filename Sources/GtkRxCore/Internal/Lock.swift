import Glibc

/// A mutual-exclusion lock guarding the plain stored properties of a thread-safe class.
///
/// Unlike `Synchronization.Mutex`, it does not own the state it guards, so the state may hold
/// non-`Sendable` values (observers, disposables) that are handed out of the critical section;
/// the classes that use it are `@unchecked Sendable` and touch that state only inside
/// ``withLock(_:)``. Not recursive unless made so.
///
/// A value with reference semantics: copies share one mutex, which lives in the tail of a
/// single heap object (one allocation per lock: locks are made with every subscription).
package struct Lock: @unchecked Sendable {
    // Sendable: the only state is the pthread mutex, which is made to be shared between
    // threads and never moves (see `MutexStorage`).
    private let storage: MutexStorage

    /// A lock; a `recursive` one may be locked again by the thread holding it.
    package init(recursive: Bool = false) {
        storage = MutexStorage.make(recursive: recursive)
    }

    @inline(__always)
    package func lock() { pthread_mutex_lock(storage.mutex) }

    @inline(__always)
    package func unlock() { pthread_mutex_unlock(storage.mutex) }

    /// Runs `body` holding the lock.
    @inline(__always)
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(storage.mutex)
        defer { pthread_mutex_unlock(storage.mutex) }
        return try body()
    }
}

/// A pthread mutex in the tail of a heap object: one allocation, at an address that stays put
/// for the object's life (a `ManagedBuffer`'s elements never move), which is what pthreads
/// requires of a mutex in use.
private final class MutexStorage: ManagedBuffer<Void, pthread_mutex_t> {
    /// A storage whose one mutex is initialized: recursive or the default kind.
    static func make(recursive: Bool) -> MutexStorage {
        // `create` makes an instance of the class it is called on, so the downcast holds.
        let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in }, to: MutexStorage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            if recursive {
                var attributes = pthread_mutexattr_t()
                pthread_mutexattr_init(&attributes)
                pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
                pthread_mutex_init(mutex, &attributes)
                pthread_mutexattr_destroy(&attributes)
            } else {
                pthread_mutex_init(mutex, nil)
            }
        }
        return storage
    }

    /// The mutex. The pointer is valid while this object lives, and a ``Lock`` keeps it alive
    /// across every use.
    var mutex: UnsafeMutablePointer<pthread_mutex_t> {
        withUnsafeMutablePointerToElements { $0 }
    }

    deinit {
        _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
    }
}
