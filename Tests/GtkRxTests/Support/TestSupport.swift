import GtkRx
import Synchronization

extension Object {
    /// The object as the untyped pointer the `cgtk_…` casts take, for checking C getters.
    var c: UnsafeMutableRawPointer { UnsafeMutableRawPointer(objectPointer) }
}

/// Something for a closure to capture, whose release a weak reference reveals.
final class Canary: Sendable {}

/// Hands an object to a background thread and drops the last reference to it there.
func releaseOnBackgroundThread<T: AnyObject & Sendable>(_ object: inout T?) async {
    let slot = Mutex<T?>(object)
    object = nil
    await Task.detached {
        precondition(!MainThread.isCurrent)
        slot.withLock { $0 = nil }
    }.value
}

/// A thread-safe list that closures on any thread append to.
final class Recorder<Element: Sendable>: Sendable {
    private let storage = Mutex<[Element]>([])

    func append(_ element: Element) { storage.withLock { $0.append(element) } }

    var elements: [Element] { storage.withLock { $0 } }
}

/// A disposable handed between threads in tests: Rx disposables may be disposed from any
/// thread by contract.
final class DisposableBox: @unchecked Sendable {
    // Sendable: `Disposable.dispose()` is thread-safe by contract, and `disposable` never
    // changes.
    let disposable: Disposable

    init(_ disposable: Disposable) { self.disposable = disposable }
}
