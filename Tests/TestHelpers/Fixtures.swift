import Foundation
import GtkRxCore

/// Errors for tests of failing sequences.
public enum TestError: Error, Equatable {
    case boom
    case other
}

/// Something for a closure to capture, whose release a weak reference reveals.
public final class Canary: Sendable {
    /// A canary.
    public init() {}
}

/// A disposable handed between threads in tests: Rx disposables may be disposed from any
/// thread by contract.
public final class DisposableBox: @unchecked Sendable {
    // Sendable: `Disposable.dispose()` is thread-safe by contract, and `disposable` never
    // changes.
    /// The disposable handed over.
    public let disposable: Disposable

    /// Holds `disposable`.
    public init(_ disposable: Disposable) { self.disposable = disposable }
}

/// Hands an object to a background thread and drops the last reference to it there.
public func releaseOnBackgroundThread<T: AnyObject & Sendable>(_ object: inout T?) async {
    let slot = Locked<T?>(object)
    object = nil
    await Task.detached {
        precondition(!isOnMainThread)
        slot.withLock { $0 = nil }
    }.value
}

/// Whether the caller runs on the process's main thread (for tests of the core, which does not
/// know GTK's `MainThread`).
public var isOnMainThread: Bool { Thread.isMainThread }
