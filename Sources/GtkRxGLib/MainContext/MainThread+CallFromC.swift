import CGLib
import GtkRxCore

extension MainThread {
    /// Runs `body`, main-actor code, from a C callback that GTK calls on the main thread (a
    /// list model's `get_item`, a row factory's `bind`), and returns its result; returns `nil`
    /// without running it, after reporting naming `context`, when C calls from another thread.
    ///
    /// It is `MainActor.assumeIsolated` with a cheaper check and no trap. The check is whether
    /// this is the process's main thread (one thread-local load), not which executor runs (a
    /// call into the concurrency runtime: about 1% of a scrolling frame, in the two callbacks
    /// GTK calls per row). Bad input from C loses the call, not the process.
    ///
    /// Unsafe cast, and why it is sound: `unsafeBitCast` drops `@MainActor` from `body`'s type,
    /// as `assumeIsolated` does once it has checked (the two types have the same
    /// representation); `body` runs only on the main thread, where the main actor's code runs,
    /// and does not escape.
    @inline(__always)
    package static func runFromC<Result>(
        _ context: @autoclosure () -> String, _ body: @MainActor () -> Result
    ) -> Result? {
        guard isCurrent else {
            reportBadValue("\(context()): called off the main thread; ignored")
            return nil
        }
        return withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Result).self)()
        }
    }
}
