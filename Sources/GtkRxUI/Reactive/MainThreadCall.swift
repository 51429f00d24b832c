import GtkRxGLib

/// A `@MainActor` closure, called without the actor's run-time check by code that runs on the
/// main thread only: ``Binder``'s binding, once per element.
///
/// Unsafe cast, and why it is sound: the closure is stored as a plain closure
/// (`unsafeBitCast` drops the `@MainActor` from its type; the two have the same
/// representation, the cast `MainActor.assumeIsolated` itself makes once it has checked), and
/// ``callAsFunction(_:_:)`` is called only on the main thread, where the main actor's code runs:
/// Binder calls it inline when `MainScheduler` finds the element arriving on the main thread,
/// or as MainScheduler's queued work, which runs there. Debug builds assert it.
///
/// What it buys: `MainActor.assumeIsolated`, per call, checks the executor and moves the
/// arguments through a generic tuple; a `Binder<Double>` into a Swift property costs 160–200 ns
/// a value with this type and 376–418 ns through `assumeIsolated` (release builds, same run,
/// GtkRxBenchmarks' "the Binder alone" workload), more than many a widget's setter.
struct MainThreadCall<Target, Value> {
    private let body: (Target, Value) -> Void

    /// Wraps `body`, to be called on the main thread only.
    init(_ body: @escaping @MainActor (Target, Value) -> Void) {
        self.body = unsafeBitCast(body, to: ((Target, Value) -> Void).self)
    }

    /// Calls the closure. Call it on the main thread only.
    @inline(__always)
    func callAsFunction(_ target: Target, _ value: Value) {
        assert(MainThread.isCurrent, "a main-actor closure called off the main thread")
        body(target, value)
    }
}
