import GtkRxCore

/// A value the harness shares between threads, guarded by the core's pthread ``Lock``.
///
/// Not `Synchronization.Mutex`: on Linux, ThreadSanitizer does not see `Mutex`'s locking and
/// reports a race on every value two threads use through it, and the fuzzer must run clean
/// under `--sanitize=thread`.
final class Guarded<Value>: @unchecked Sendable {
    // Sendable: `value` is only read or written while `lock` is held.
    private let lock = Lock()
    private var value: Value

    /// A lock guarding `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
