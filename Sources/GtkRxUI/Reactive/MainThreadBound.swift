import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// A value that is created and used on the main thread only, carried through closures whose
/// types cannot say so (a GLib signal handler, an `Observable.create` subscription run on the
/// main scheduler). Reading it elsewhere is a programming error, caught in debug builds.
package struct MainThreadBound<Value>: @unchecked Sendable {
    // Sendable: the value is only ever read on the main thread (asserted), so no two threads
    // touch it.
    private let storage: Value

    package init(_ value: Value) {
        storage = value
    }

    package var value: Value {
        assert(MainThread.isCurrent, "a main-thread value used off the main thread")
        return storage
    }
}
